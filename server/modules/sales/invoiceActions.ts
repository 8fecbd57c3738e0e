import { eq } from 'drizzle-orm';
import { IdParams } from '../../../domain/common/fields';
import {
  INVOICE_ACTIONS,
  INVOICE_MOVES,
  InvoiceSchema,
  invoiceMessages as messages,
  invoiceNumberLabel,
  pastDue,
  type InvoiceAction,
} from '../../../domain/sales/invoice';
import { principalOf } from '../../auth/authenticate';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/client';
import { detailError } from '../../http/errors';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import type { InvoiceRow, InvoiceService } from './invoices';
import { today } from './invoices';
import { takeNumber } from './numbering';
import { invoices } from './tables';

const DAY_MS = 86_400_000;
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Sending numbers the draft with the organisation's next invoice number, taken in this
 * transaction (a rollback gives it back: no gaps), and dates it today, so numbers and issue dates
 * run in the same order; the due date keeps the draft's payment term.
 */
async function sendValues(tx: Tx, row: InvoiceRow) {
  const issued = today();
  const term = row.issue_date && row.due_date ? daysBetween(row.issue_date, row.due_date) : null;
  return {
    number: await takeNumber(tx, row.id_organization, 'invoice'),
    issue_date: issued,
    due_date: term === null ? row.due_date : addDays(issued, term),
  };
}

const SUMMARIES: Record<InvoiceAction, string> = {
  send: 'Send a draft: numbers it (the next number, no gaps) and dates it today',
  pay: 'Mark a sent or overdue invoice paid',
  overdue: 'Mark a sent invoice overdue (after its due date)',
  void: 'Void a sent or overdue invoice; it keeps its number',
};

/** POST /invoices/{id}/{send,pay,overdue,void}/: the status moves of INVOICE_MOVES, each audited. */
export function invoiceActionRoutes(app: App, services: Services, invoiceService: InvoiceService) {
  const { db } = services.database;
  for (const action of INVOICE_ACTIONS) {
    app.post(
      `/invoices/:id/${action}/`,
      {
        config: { requires: { action: 'update', subject: 'Sale' }, errors: [409] },
        schema: {
          tags: ['invoices'],
          summary: `${SUMMARIES[action]} (Sale update)`,
          params: IdParams,
          response: { 200: InvoiceSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const written = await db.transaction(async (tx) => {
          const row = await invoiceService.findFor(tx, principal, request.params.id, 'update', true);
          const move = INVOICE_MOVES[action];
          if (!move.from.includes(row.status))
            throw detailError(409, messages.moveRefused(action, row.status));
          if (action === 'overdue' && !pastDue(row.due_date, today()))
            throw detailError(409, messages.notYetDue);
          const values = { status: move.to, ...(action === 'send' && (await sendValues(tx, row))) };
          const [updated] = await tx
            .update(invoices)
            .set({ ...values, updated_at: new Date() })
            .where(eq(invoices.id, row.id))
            .returning();
          await writeAudit(tx, {
            actorId: principal.user.id,
            idOrganization: row.id_organization,
            action: `invoice.${action}`,
            objectType: 'Invoice',
            objectId: row.id,
            objectName: updated!.number === null ? null : invoiceNumberLabel(updated!.number),
            before: Object.fromEntries(Object.keys(values).map((key) => [key, row[key as keyof InvoiceRow]])),
            after: values,
            ip: request.ip,
          });
          return updated!;
        });
        return invoiceService.presentOne({ db, principal }, written);
      },
    );
  }
}
