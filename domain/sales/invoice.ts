import { z } from 'zod';
import { id, isoDate, optionalString, queryId, requiredString } from '../common/fields';
import { ListQuerySchema } from '../common/pagination';
import { INVOICE_STATUSES, type InvoiceStatus } from './kinds';
import { invoiceAmounts, MONEY_PATTERN, TAX_RATE_PATTERN } from './invoiceTotals';

/**
 * Invoices: written as drafts (by hand, or from an order whose client, billing address, currency
 * and lines they copy), then sent, which numbers them, then paid, overdue or voided. Only a draft
 * changes; a numbered invoice is never deleted, so the organisation's numbers have no gaps.
 */

/** The moves an invoice's status makes, each by its own action (POST /invoices/{id}/{action}/). */
export const INVOICE_ACTIONS = ['send', 'pay', 'overdue', 'void'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/**
 * From which statuses each action goes, and where. Sending numbers a draft; a sent invoice is
 * paid, falls overdue once its due date has passed, or is voided (keeping its number); an overdue
 * one is still paid or voided. Paid and void are final: a mistake on a paid invoice is corrected
 * by another document, not by reopening this one.
 */
export const INVOICE_MOVES: Record<InvoiceAction, { from: readonly InvoiceStatus[]; to: InvoiceStatus }> = {
  send: { from: ['draft'], to: 'sent' },
  pay: { from: ['sent', 'overdue'], to: 'paid' },
  overdue: { from: ['sent'], to: 'overdue' },
  void: { from: ['sent', 'overdue'], to: 'void' },
};

/** Whether an invoice due on `dueDate` is past due on `today` (both YYYY-MM-DD): it may fall overdue. */
export const pastDue = (dueDate: string | null, today: string) => dueDate !== null && dueDate < today;

/**
 * The actions an invoice may take on `today`, in the order the screens offer them: its status
 * allows them, and it falls overdue only once past its due date.
 */
export const invoiceActionsFrom = (
  invoice: { status: InvoiceStatus; due_date: string | null },
  today: string,
): InvoiceAction[] =>
  INVOICE_ACTIONS.filter(
    (action) =>
      INVOICE_MOVES[action].from.includes(invoice.status) &&
      (action !== 'overdue' || pastDue(invoice.due_date, today)),
  );

/** An invoice's number as printed: INV-00042. */
export const invoiceNumberLabel = (number: number) => `INV-${String(number).padStart(5, '0')}`;

/** The number a search term names, if it names one ("INV-00042", "00042", "42"). */
export function invoiceNumberOfTerm(term: string): number | null {
  const match = /^(?:inv-?)?0*(\d{1,9})$/i.exec(term.trim());
  return match ? Number(match[1]) : null;
}

export const invoiceMessages = {
  notFound: 'Invoice not found.',
  notEditable: (status: InvoiceStatus) => `Only a draft invoice can be changed; this one is ${status}.`,
  notDeletable: 'Only a draft invoice can be deleted; a numbered invoice is voided instead.',
  moveRefused: (action: InvoiceAction, status: InvoiceStatus) =>
    `Cannot ${action} an invoice that is ${status}.`,
  notYetDue: 'An invoice is overdue only after its due date.',
  linesRequired: 'Add at least one line.',
  tooManyLines: 'An invoice has at most 100 lines.',
  money: 'Enter an amount with at most two decimals.',
  taxRate: 'Enter a rate from 0 to 100 with at most two decimals.',
  totalTooLarge: 'The total is too large.',
  dueBeforeIssue: 'The due date must be on or after the issue date.',
  orderOfAnotherClient: 'This order is for another client.',
} as const;

export const INVOICE_LINES_MAX = 100;
export const QUANTITY_MAX = 1_000_000;

const money = () =>
  z.string({ error: invoiceMessages.money }).trim().regex(MONEY_PATTERN, invoiceMessages.money);

const taxRate = () =>
  z
    .string({ error: invoiceMessages.taxRate })
    .trim()
    .regex(TAX_RATE_PATTERN, invoiceMessages.taxRate)
    .refine((rate) => Number(rate) <= 100, invoiceMessages.taxRate);

export const InvoiceLineInputSchema = z.strictObject({
  description: requiredString(500),
  product: id().nullable().default(null),
  quantity: z
    .number({ error: 'Enter a whole number.' })
    .int('Enter a whole number.')
    .min(1, 'Must be at least 1.')
    .max(QUANTITY_MAX, `Must be at most ${QUANTITY_MAX}.`),
  unit_price: money(),
  /** Omitted: the organisation's default tax rate (its sales parameters). */
  tax_rate: taxRate().optional(),
});
export type InvoiceLineInput = z.infer<typeof InvoiceLineInputSchema>;

const lines = () =>
  z
    .array(InvoiceLineInputSchema, { error: invoiceMessages.linesRequired })
    .min(1, invoiceMessages.linesRequired)
    .max(INVOICE_LINES_MAX, invoiceMessages.tooManyLines);

/** The billing address an invoice keeps as written (a copy, not a reference to the client's). */
const billingFields = {
  billing_address: optionalString(200),
  billing_city: optionalString(100),
  billing_state: optionalString(100),
  billing_postal_code: optionalString(20),
  billing_country: optionalString(100),
};
export const BILLING_FIELDS = Object.keys(billingFields) as (keyof typeof billingFields)[];

const editableFields = {
  client: id(),
  issue_date: isoDate(),
  due_date: isoDate().nullable(),
  ...billingFields,
  notes: optionalString(2000),
  lines: lines(),
};

type Checked = {
  issue_date?: string | null;
  due_date?: string | null;
  lines?: { quantity: number; unit_price: string; tax_rate?: string | undefined }[];
};

/** The rules across fields: the due date after the issue date, totals the columns can keep. */
function crossFieldRules(value: Checked, ctx: z.RefinementCtx) {
  if (value.issue_date && value.due_date && value.due_date < value.issue_date) {
    ctx.addIssue({ code: 'custom', path: ['due_date'], message: invoiceMessages.dueBeforeIssue });
  }
  // A rate left to the organisation's default is checked by the server, which knows it.
  if (value.lines && !invoiceAmounts(value.lines.map((l) => ({ ...l, tax_rate: l.tax_rate ?? '0' }))).fits) {
    ctx.addIssue({ code: 'custom', path: ['lines'], message: invoiceMessages.totalTooLarge });
  }
}

/**
 * A new draft. From an order (`order`): its client, billing address, currency and lines are
 * copied, and whatever the body gives besides replaces the copy (a client, if given, must be the
 * order's). By hand: a client and at least one line. Without an issue date, today; without a due
 * date, the issue date plus the organisation's payment terms (none without terms); the currency
 * is the organisation's, and a line without a tax rate has the organisation's default (its sales
 * parameters).
 */
export const InvoiceCreateSchema = z
  .strictObject({
    order: id().nullable().optional(),
    client: editableFields.client.optional(),
    issue_date: editableFields.issue_date.optional(),
    due_date: editableFields.due_date.optional(),
    billing_address: billingFields.billing_address.optional(),
    billing_city: billingFields.billing_city.optional(),
    billing_state: billingFields.billing_state.optional(),
    billing_postal_code: billingFields.billing_postal_code.optional(),
    billing_country: billingFields.billing_country.optional(),
    notes: editableFields.notes.optional(),
    lines: editableFields.lines.optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.order) {
      if (value.client === undefined)
        ctx.addIssue({ code: 'custom', path: ['client'], message: 'This field is required.' });
      if (value.lines === undefined)
        ctx.addIssue({ code: 'custom', path: ['lines'], message: invoiceMessages.linesRequired });
    }
    crossFieldRules(value, ctx);
  })
  .meta({ id: 'InvoiceCreate' });
export type InvoiceCreate = z.infer<typeof InvoiceCreateSchema>;

/** A draft's changes (a sent invoice is refused with 409). Lines, when given, replace them all. */
export const InvoiceUpdateSchema = z
  .strictObject(editableFields)
  .partial()
  .superRefine(crossFieldRules)
  .meta({ id: 'InvoiceUpdate' });
export type InvoiceUpdate = z.infer<typeof InvoiceUpdateSchema>;

export const InvoiceLineSchema = z
  .object({
    position: z.number().int(),
    description: z.string(),
    product: z.number().int().nullable(),
    quantity: z.number().int(),
    unit_price: z.string(),
    tax_rate: z.string(),
    line_total: z.string(),
    tax_amount: z.string(),
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    /** Null while a draft; given when sent, and kept when voided. */
    number: z.number().int().nullable(),
    status: z.enum(INVOICE_STATUSES),
    client: z.number().int(),
    client_name: z.string(),
    order: z.number().int().nullable(),
    order_number: z.number().int().nullable(),
    issue_date: z.string().nullable(),
    due_date: z.string().nullable(),
    currency: z.string(),
    subtotal: z.string(),
    tax_total: z.string(),
    total: z.string(),
    billing_address: z.string(),
    billing_city: z.string(),
    billing_state: z.string(),
    billing_postal_code: z.string(),
    billing_country: z.string(),
    notes: z.string(),
    lines: z.array(InvoiceLineSchema),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListQuerySchema = ListQuerySchema.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  client: queryId.optional(),
  order: queryId.optional(),
  /** Issued on or after this day (the screens' 7, 30, 90 and 365-day presets). */
  date_from: isoDate().optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;
