import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { workingOrganizationOf } from '../../access/principals';
import {
  BILLING_FIELDS,
  InvoiceCreateSchema,
  InvoiceListQuerySchema,
  InvoiceSchema,
  InvoiceUpdateSchema,
  invoiceMessages as messages,
  invoiceNumberLabel,
  invoiceNumberOfTerm,
  type Invoice,
  type InvoiceCreate,
  type InvoiceLineInput,
  type InvoiceUpdate,
} from '../../../domain/sales/invoice';
import { invoiceAmounts, lineAmounts, type LineInput } from '../../../domain/sales/invoiceTotals';
import { dueDateAfter } from '../../../domain/parameters/applicationParameters';
import { fieldMessages } from '../../../domain/common/messages';
import { detailError, fieldError } from '../../http/errors';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences } from '../catalogue/rules';
import { parametersOf } from '../parameters/parameters';
import { products } from '../catalogue/tables';
import { invoiceActionRoutes } from './invoiceActions';
import { orderScope } from './orderAccess';
import { invoicePdfRoute } from './invoicePdf';
import { clients, invoiceLines, invoices, orderLines, orders } from './tables';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Today as the server's calendar says it (UTC), as an ISO date. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `?search=`: an invoice by its number ("INV-00042", "42") or by its client's name. */
function searchWhere(term: string): SQL {
  const number = invoiceNumberOfTerm(term);
  const byClient = inArray(
    invoices.client_id,
    sql`(select ${clients.id} from ${clients} where ${ilike(clients.name, `%${escapeLike(term)}%`)})`,
  );
  return number === null ? byClient : or(eq(invoices.number, number), byClient)!;
}

/** The rows as the API shows them: with their lines, their client's name and their order's number. */
export async function presentInvoices({ db }: ReadContext, rows: InvoiceRow[]): Promise<Invoice[]> {
  if (!rows.length) return [];
  const orderIds = rows.map((r) => r.order_id).filter((id): id is number => id !== null);
  const [lines, clientRows, orderRows] = await Promise.all([
    db
      .select()
      .from(invoiceLines)
      .where(
        inArray(
          invoiceLines.invoice_id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(invoiceLines.invoice_id), asc(invoiceLines.position)),
    db
      .select({ id: clients.id, name: clients.name })
      .from(clients)
      .where(inArray(clients.id, [...new Set(rows.map((r) => r.client_id))])),
    orderIds.length
      ? db
          .select({ id: orders.id, number: orders.number })
          .from(orders)
          .where(inArray(orders.id, [...new Set(orderIds)]))
      : Promise.resolve([]),
  ]);
  const clientNames = new Map(clientRows.map((c) => [c.id, c.name]));
  const orderNumbers = new Map(orderRows.map((o) => [o.id, o.number]));
  return rows.map(({ client_id, order_id, created_at, updated_at, ...row }) => ({
    ...row,
    client: client_id,
    client_name: clientNames.get(client_id) ?? '',
    order: order_id,
    order_number: order_id === null ? null : (orderNumbers.get(order_id) ?? null),
    lines: lines
      .filter((line) => line.invoice_id === row.id)
      .map(
        ({ product_id, position, description, quantity, unit_price, tax_rate, line_total, tax_amount }) => ({
          position,
          description,
          product: product_id,
          quantity,
          unit_price,
          tax_rate,
          line_total,
          tax_amount,
        }),
      ),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }));
}

/**
 * The lines a write settled on (given, or copied from an order), from `toInsert`/`toUpdate` to
 * `afterWrite` of the same write: the hooks share its context, not a return value.
 */
const settledLines = new WeakMap<WriteContext, SettledLine[]>();

/** A line as kept: with its tax rate. */
type SettledLine = InvoiceLineInput & LineInput;

/** The lines with the organisation's default tax rate where they name none. */
const rated = (lines: InvoiceLineInput[], defaultRate: string): SettledLine[] =>
  lines.map((line) => ({ ...line, tax_rate: line.tax_rate ?? defaultRate }));

/** The totals columns for a set of lines. */
function totalsOf(lines: SettledLine[]) {
  const { subtotal, tax_total, total, fits } = invoiceAmounts(lines);
  if (!fits) throw fieldError('lines', messages.totalTooLarge);
  return { subtotal, tax_total, total };
}

/**
 * The order a new invoice copies, if the caller may read it (as an order: a sales person
 * invoices their own orders), with its lines as invoice lines (at the organisation's default tax
 * rate until the draft says otherwise).
 */
async function orderToCopy(ctx: WriteContext, orgId: number, orderId: number) {
  const [order] = await ctx.tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.id_organization, orgId), orderScope(ctx.principal)));
  if (!order) throw fieldError('order', fieldMessages.referenceNotFound);
  const lines = await ctx.tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.order_id, order.id))
    .orderBy(asc(orderLines.position));
  return {
    order,
    lines: lines.map((line): InvoiceLineInput => ({
      description: line.sku ? `${line.product_name} (${line.sku})` : line.product_name,
      product: line.product_id,
      quantity: line.quantity,
      unit_price: line.unit_price,
    })),
  };
}

type Billing = Record<(typeof BILLING_FIELDS)[number], string>;
const billingOf = (row: Billing): Billing =>
  Object.fromEntries(BILLING_FIELDS.map((field) => [field, row[field]])) as Billing;

async function clientBilling(ctx: WriteContext, clientId: number): Promise<Billing> {
  const [client] = await ctx.tx.select().from(clients).where(eq(clients.id, clientId));
  return billingOf(client!);
}

async function checkInvoiceReferences(
  ctx: WriteContext,
  orgId: number,
  client?: number,
  lines?: InvoiceLineInput[],
) {
  await checkReferences(ctx.tx, orgId, [
    { field: 'client', table: clients, ids: client === undefined ? [] : [client] },
    {
      field: 'lines',
      table: products,
      ids: (lines ?? []).map((line) => line.product).filter((id): id is number => id !== null),
    },
  ]);
}

async function toInsert(ctx: WriteContext, input: InvoiceCreate) {
  const orgId = workingOrganizationOf(ctx.principal);
  const source = input.order ? await orderToCopy(ctx, orgId, input.order) : null;
  if (source && input.client !== undefined && input.client !== source.order.client_id)
    throw fieldError('client', messages.orderOfAnotherClient);
  const clientId = input.client ?? source!.order.client_id;
  const { sales } = await parametersOf(ctx.tx, orgId);
  const lines = rated(input.lines ?? source!.lines, sales.default_tax_rate);
  await checkInvoiceReferences(ctx, orgId, clientId, lines);
  const copied = source ? billingOf(source.order) : await clientBilling(ctx, clientId);
  const given = Object.fromEntries(
    BILLING_FIELDS.flatMap((f) => (input[f] === undefined ? [] : [[f, input[f]]])),
  );
  const issueDate = input.issue_date ?? today();
  if (input.due_date && input.due_date < issueDate) throw fieldError('due_date', messages.dueBeforeIssue);
  settledLines.set(ctx, lines);
  return {
    client_id: clientId,
    order_id: source?.order.id ?? null,
    status: 'draft' as const,
    issue_date: issueDate,
    due_date:
      input.due_date !== undefined ? input.due_date : dueDateAfter(issueDate, sales.payment_terms_days),
    currency: source?.order.currency ?? sales.currency,
    ...copied,
    ...given,
    notes: input.notes ?? '',
    ...totalsOf(lines),
    created_by: ctx.principal.user.id,
  };
}

async function toUpdate(ctx: WriteContext, row: InvoiceRow, changes: InvoiceUpdate) {
  if (row.status !== 'draft') throw detailError(409, messages.notEditable(row.status));
  await checkInvoiceReferences(ctx, row.id_organization, changes.client, changes.lines);
  const issueDate = changes.issue_date ?? row.issue_date;
  const dueDate = changes.due_date !== undefined ? changes.due_date : row.due_date;
  if (issueDate && dueDate && dueDate < issueDate) throw fieldError('due_date', messages.dueBeforeIssue);
  const { client, lines: given, ...values } = changes;
  const lines =
    given && rated(given, (await parametersOf(ctx.tx, row.id_organization)).sales.default_tax_rate);
  if (lines) settledLines.set(ctx, lines);
  return {
    ...values,
    ...(client !== undefined && { client_id: client }),
    ...(lines && totalsOf(lines)),
  };
}

/** Replaces the invoice's lines with the ones the write settled on. */
async function writeLines(ctx: WriteContext, row: InvoiceRow) {
  const lines = settledLines.get(ctx);
  if (!lines) return;
  await ctx.tx.delete(invoiceLines).where(eq(invoiceLines.invoice_id, row.id));
  await ctx.tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      invoice_id: row.id,
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

/**
 * Invoices (subject Sale: a sales person's own are those they created, as with orders). Drafts
 * change and are deleted; a sent invoice only moves through its actions (invoiceActions.ts).
 */
export function invoiceRoutes(app: App, services: Services) {
  const declared = resourceRoutes<InvoiceRow, InvoiceCreate, InvoiceUpdate, Invoice>(app, services, {
    name: 'Invoice',
    subject: 'Sale',
    table: invoices,
    accessColumns: {
      id: invoices.id,
      id_organization: invoices.id_organization,
      created_by: invoices.created_by,
    },
    notFoundMessage: messages.notFound,
    auditName: (row) => (row.number === null ? null : invoiceNumberLabel(row.number)),
    schemas: {
      item: InvoiceSchema,
      create: InvoiceCreateSchema,
      update: InvoiceUpdateSchema,
      listQuery: InvoiceListQuerySchema,
    },
    list: {
      orderable: {
        created_at: invoices.created_at,
        number: invoices.number,
        issue_date: invoices.issue_date,
        due_date: invoices.due_date,
        total: invoices.total,
        status: invoices.status,
      },
      defaultOrdering: '-created_at',
      // By number or client name, which no column of its own holds: see `where`.
      searchable: [],
      tieBreaker: invoices.id,
      filters: {
        status: invoices.status,
        client: invoices.client_id,
        order: invoices.order_id,
        date_from: { column: invoices.issue_date, bound: 'min' },
      },
      where: (query) => [query.search ? searchWhere(query.search) : undefined],
    },
    present: presentInvoices,
    toInsert,
    toUpdate,
    afterWrite: (ctx, row) => writeLines(ctx, row),
    beforeDelete: async (_ctx, row) => {
      if (row.status !== 'draft') throw detailError(409, messages.notDeletable);
    },
    // Numbers come from the organisation's counter; a clash would be a bug, reported on its field.
    unique: { invoices_org_number_unique: ['number', 'This invoice number is already taken.'] },
    checks: { invoices_due_after_issue: ['due_date', messages.dueBeforeIssue] },
    updateErrors: [409],
  });
  invoiceActionRoutes(app, services, declared);
  invoicePdfRoute(app, services, declared);
}

export type InvoiceService = ReturnType<
  typeof resourceRoutes<InvoiceRow, InvoiceCreate, InvoiceUpdate, Invoice>
>;
