import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InvoiceStatus } from '../../../domain/sales/kinds';
import type { ENVIRONMENT_KINDS } from '../../../domain/sales/kinds';
import {
  fromHundredths,
  invoiceAmounts,
  lineAmounts,
  type LineInput,
} from '../../../domain/sales/invoiceTotals';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { parametersOf } from '../parameters/parameters';
import {
  clients,
  documentCounters,
  environments,
  invoiceLines,
  invoices,
  orderLines,
  orders,
} from './tables';

const DAY_MS = 86_400_000;
const PAYMENT_TERM_DAYS = 30;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Tax rates the demo lines use, by position: a standard, a reduced and a zero rate. */
const DEMO_TAX_RATES = ['20', '10', '5.5', '0'];

/** Lines of the invoices written by hand, where the organisation has clients but no orders yet. */
const SERVICE_LINES: Record<SeedLanguage, string[]> = {
  en: ['Installation and set-up', 'Training day', 'Annual support plan', 'On-site visit'],
  fr: [
    'Installation et mise en service',
    'Journée de formation',
    'Contrat de support annuel',
    'Visite sur site',
  ],
  ar: ['التركيب والإعداد', 'يوم تدريبي', 'خطة الدعم السنوية', 'زيارة ميدانية'],
  zh: ['安装与设置', '培训日', '年度支持计划', '现场访问'],
};

const ENVIRONMENT_NAMES: Record<SeedLanguage, Record<(typeof ENVIRONMENT_KINDS)[number], string>> = {
  en: { production: 'Production', staging: 'Staging', test: 'Test', development: 'Development' },
  fr: { production: 'Production', staging: 'Préproduction', test: 'Recette', development: 'Développement' },
  ar: { production: 'الإنتاج', staging: 'ما قبل الإنتاج', test: 'الاختبار', development: 'التطوير' },
  zh: { production: '生产', staging: '预发布', test: '测试', development: '开发' },
};

type Draft = {
  client_id: number;
  order_id: number | null;
  issue_date: string;
  currency: string;
  created_by: number | null;
  billing: Record<string, string>;
  lines: (LineInput & { description: string; product: number | null })[];
};

/**
 * The status a demo invoice has, from its age and its place in the list: recent ones are drafts
 * or still due, older ones mostly paid, some overdue, a few voided; every status appears.
 */
function statusOf(index: number, issueDate: string, today: string): InvoiceStatus {
  const due = isoDay(Date.parse(`${issueDate}T00:00:00Z`) + PAYMENT_TERM_DAYS * DAY_MS);
  if (due >= today) return index % 3 === 0 ? 'draft' : 'sent';
  if (index % 11 === 0) return 'void';
  if (index % 5 === 1) return 'overdue';
  return 'paid';
}

/** Invoices for about two in three delivered orders, dated on delivery, with the order's lines. */
async function fromOrders(tx: DbOrTx, organization: number): Promise<Draft[]> {
  const delivered = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id_organization, organization), eq(orders.status, 'delivered')))
    .orderBy(asc(orders.order_date), asc(orders.id));
  const chosen = delivered.filter((_, i) => i % 3 !== 2);
  if (!chosen.length) return [];
  const lines = await tx
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.order_id,
        chosen.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.order_id), asc(orderLines.position));
  return chosen.map((order) => ({
    client_id: order.client_id,
    order_id: order.id,
    issue_date: order.delivery_date ?? order.order_date,
    currency: order.currency,
    created_by: order.created_by,
    billing: {
      billing_address: order.billing_address,
      billing_city: order.billing_city,
      billing_state: order.billing_state,
      billing_postal_code: order.billing_postal_code,
      billing_country: order.billing_country,
    },
    lines: lines
      .filter((line) => line.order_id === order.id)
      .map((line, i) => ({
        description: line.product_name,
        product: line.product_id,
        quantity: line.quantity,
        unit_price: line.unit_price,
        tax_rate: DEMO_TAX_RATES[i % DEMO_TAX_RATES.length]!,
      })),
  }));
}

/**
 * Stand-in clients for an organisation whose demo data has none yet (the clients' own seed runs
 * first where it exists, and then these are never written): the invoices and environments need
 * someone to bill.
 */
const STAND_IN_CLIENTS = [
  { code: 'HARBOUR_TOOLS', name: 'Harbour Tools', city: 'Lyon', country: 'France' },
  { code: 'NORTHWIND', name: 'Northwind Traders', city: 'Manchester', country: 'United Kingdom' },
  { code: 'ZEPHYR_OPTICS', name: 'Zephyr Optics', city: 'Dubai', country: 'United Arab Emirates' },
];

async function ensureClients(tx: DbOrTx, organization: number) {
  const [any] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id_organization, organization))
    .limit(1);
  if (any) return;
  await tx.insert(clients).values(
    STAND_IN_CLIENTS.map((client, i) => ({
      id_organization: organization,
      code: client.code,
      kind: 'company' as const,
      name: client.name,
      email: `billing@${client.code.toLowerCase().replace(/_/g, '-')}.example.com`,
      billing_address: `${12 + i * 7} Market Street`,
      billing_city: client.city,
      billing_postal_code: String(10_000 + i * 1_111),
      billing_country: client.country,
    })),
  );
}

/** Without orders: three service invoices per client (up to ten clients), over the past months. */
async function byHand(
  tx: DbOrTx,
  organization: number,
  language: SeedLanguage,
  now: number,
): Promise<Draft[]> {
  const rows = await tx
    .select()
    .from(clients)
    .where(eq(clients.id_organization, organization))
    .orderBy(asc(clients.id))
    .limit(10);
  const { currency } = (await parametersOf(tx, organization)).sales;
  const names = SERVICE_LINES[language];
  return rows.flatMap((client, c) =>
    [0, 1, 2].map((k) => ({
      client_id: client.id,
      order_id: null,
      issue_date: isoDay(now - ((c * 3 + k) * 13 + 2) * DAY_MS),
      currency,
      created_by: client.created_by,
      billing: {
        billing_address: client.billing_address,
        billing_city: client.billing_city,
        billing_state: client.billing_state,
        billing_postal_code: client.billing_postal_code,
        billing_country: client.billing_country,
      },
      lines: [0, 1].map((l) => ({
        description: names[(c + k + l) % names.length]!,
        product: null,
        quantity: 1 + ((c + l) % 3),
        unit_price: fromHundredths(BigInt(15_000 + c * 3_517 + l * 8_000 + k * 505)),
        tax_rate: DEMO_TAX_RATES[(c + l) % DEMO_TAX_RATES.length]!,
      })),
    })),
  );
}

/**
 * The organisation's demo invoices: from its delivered orders when it has some, else a few by
 * hand for its clients. Numbers run from 1 in issue-date order without gaps, and the counter is
 * left at the last, so the next invoice sent continues the sequence.
 */
export async function seedInvoices(
  tx: DbOrTx,
  organization: number,
  language: SeedLanguage,
  now = Date.now(),
) {
  const ordered = await fromOrders(tx, organization);
  if (!ordered.length) await ensureClients(tx, organization);
  const drafts = (ordered.length ? ordered : await byHand(tx, organization, language, now))
    .filter((d) => d.lines.length)
    .sort((a, b) => a.issue_date.localeCompare(b.issue_date));
  if (!drafts.length) return;
  const today = isoDay(now);
  let number = 0;
  for (const [index, draft] of drafts.entries()) {
    // The newest two stay in the works (sent, then a draft), so every status shows even when the
    // last deliveries are older than the payment term.
    const newest = drafts.length - 1 - index;
    const status = newest === 0 ? 'draft' : newest === 1 ? 'sent' : statusOf(index, draft.issue_date, today);
    const { subtotal, tax_total, total } = invoiceAmounts(draft.lines);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        id_organization: organization,
        number: status === 'draft' ? null : ++number,
        client_id: draft.client_id,
        order_id: draft.order_id,
        status,
        issue_date: draft.issue_date,
        due_date: isoDay(Date.parse(`${draft.issue_date}T00:00:00Z`) + PAYMENT_TERM_DAYS * DAY_MS),
        currency: draft.currency,
        subtotal,
        tax_total,
        total,
        ...draft.billing,
        created_by: draft.created_by,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(
      draft.lines.map((line, position) => ({
        invoice_id: invoice!.id,
        position,
        product_id: line.product,
        description: line.description,
        quantity: line.quantity,
        unit_price: line.unit_price,
        tax_rate: line.tax_rate,
        ...lineAmounts(line),
      })),
    );
  }
  if (number > 0) {
    await tx
      .insert(documentCounters)
      .values({ id_organization: organization, document: 'invoice', last_number: number })
      .onConflictDoUpdate({
        target: [documentCounters.id_organization, documentCounters.document],
        set: { last_number: number },
      });
  }
}

/** A production and a staging environment for each of the organisation's first clients. */
export async function seedEnvironments(tx: DbOrTx, organization: number, language: SeedLanguage) {
  const rows = await tx
    .select({ id: clients.id, code: clients.code })
    .from(clients)
    .where(eq(clients.id_organization, organization))
    .orderBy(asc(clients.id))
    .limit(8);
  const names = ENVIRONMENT_NAMES[language];
  const values = rows.flatMap((client, c) =>
    (['production', 'staging', ...(c % 3 === 0 ? (['test'] as const) : [])] as const).map((kind) => ({
      id_organization: organization,
      client_id: client.id,
      name: names[kind],
      kind,
      url: `https://${kind === 'production' ? 'app' : kind}.${client.code.toLowerCase().replace(/_/g, '-')}.example.com`,
      status: kind === 'test' && c % 2 === 0 ? ('maintenance' as const) : ('active' as const),
    })),
  );
  if (values.length) await tx.insert(environments).values(values);
}
