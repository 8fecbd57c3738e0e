import { z } from 'zod';
import { id, optionalDate, optionalString, queryId } from '../common/fields';
import { choiceListQuery } from '../common/choices';
import { messages } from '../common/messages';
import { ListQuerySchema } from '../common/pagination';
import { trackingMessages as m } from './messages';
import { UNIT_STATUSES } from './unitStatus';

// A batch (lot): units of one product made together, named by a lot number unique in the
// organisation, with how many it holds, when it was made and when it expires, its status, the
// establishment it comes from and notes. Its units are tracked products naming it.

export const BATCH_STATUSES = ['active', 'quarantined', 'recalled', 'closed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const LOT_NUMBER_MAX = 64;
/** A batch holds at most this many units (and a bulk registration adds at most SERIALS_MAX at once). */
export const BATCH_QUANTITY_MAX = 100_000;
export const NOTES_MAX = 2000;
const LOT_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}\-_./]*$/u;

const lotNumber = () =>
  z
    .string({ error: (issue) => (issue.input == null ? messages.required : 'Expected a string.') })
    .trim()
    .min(1, messages.required)
    .max(LOT_NUMBER_MAX, m.lotNumberFormat)
    .regex(LOT_PATTERN, m.lotNumberFormat);

const quantity = () =>
  z
    .number({ error: 'Enter a whole number from 1 to 100000.' })
    .int('Enter a whole number from 1 to 100000.')
    .min(1, 'Enter a whole number from 1 to 100000.')
    .max(BATCH_QUANTITY_MAX, 'Enter a whole number from 1 to 100000.');

type Dates = { production_date?: string | null; expiry_date?: string | null };
/** Expiry on or after production, when both are known. */
export const expiresBeforeMade = (value: Dates) =>
  !!value.production_date && !!value.expiry_date && value.expiry_date < value.production_date;

const refineDates = (value: Dates, ctx: z.RefinementCtx) => {
  if (expiresBeforeMade(value))
    ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: m.expiryBeforeProduction });
};

const batchFields = {
  lot_number: lotNumber(),
  product: id(),
  quantity: quantity(),
  production_date: optionalDate(),
  expiry_date: optionalDate(),
  status: z.enum(BATCH_STATUSES),
  /** The establishment the batch comes from. */
  origin: id().nullable(),
  notes: optionalString(NOTES_MAX),
};

export const BatchCreateSchema = z
  .strictObject({
    ...batchFields,
    production_date: batchFields.production_date.default(null),
    expiry_date: batchFields.expiry_date.default(null),
    status: batchFields.status.default('active'),
    origin: batchFields.origin.default(null),
    notes: batchFields.notes.default(''),
  })
  .superRefine(refineDates)
  .meta({ id: 'BatchCreate' });
export type BatchCreate = z.infer<typeof BatchCreateSchema>;

export const BatchUpdateSchema = z
  .strictObject(batchFields)
  .partial()
  .superRefine(refineDates)
  .meta({ id: 'BatchUpdate' });
export type BatchUpdate = z.infer<typeof BatchUpdateSchema>;

export const BatchSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    lot_number: z.string(),
    product: z.number().int(),
    product_name: z.string(),
    product_sku: z.string(),
    /** The product's type asks a serial number of every unit. */
    requires_serial_numbers: z.boolean(),
    quantity: z.number().int(),
    /** Units registered in the batch so far. */
    units: z.number().int(),
    production_date: z.string().nullable(),
    expiry_date: z.string().nullable(),
    status: z.enum(BATCH_STATUSES),
    origin: z.number().int().nullable(),
    origin_name: z.string().nullable(),
    notes: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Batch' });
export type Batch = z.infer<typeof BatchSchema>;

export const BatchListQuerySchema = ListQuerySchema.extend({
  status: z.enum(BATCH_STATUSES).optional(),
  product: queryId.optional(),
  origin: queryId.optional(),
});

/** One unit of a batch as the recall sees it: its status, where it is, and the last thing that happened to it. */
export const RecallUnitSchema = z.object({
  id: z.number().int(),
  serial_number: z.string().nullable(),
  status: z.enum(UNIT_STATUSES),
  location: z.string(),
  order: z.number().int().nullable(),
  order_number: z.number().int().nullable(),
  last_event: z.string().nullable(),
  last_event_at: z.string().nullable(),
});
export type RecallUnit = z.infer<typeof RecallUnitSchema>;

/** From a batch: every unit of it, how many in each status, where each went. */
export const BatchRecallSchema = z
  .object({
    batch: z.number().int(),
    counts: z.object({
      in_stock: z.number().int(),
      reserved: z.number().int(),
      sold: z.number().int(),
      returned: z.number().int(),
      scrapped: z.number().int(),
    }),
    units: z.array(RecallUnitSchema),
  })
  .meta({ id: 'BatchRecall' });
export type BatchRecall = z.infer<typeof BatchRecallSchema>;

/**
 * What the tracking forms and filters choose from, in the organisation the caller works in, a
 * searched page at a time: products (and whether their type asks serials), establishments (a
 * batch's origin), batches (a unit's, by product) and orders (a reservation's or a sale's).
 */
export const TrackingProductChoiceSchema = z
  .object({ id: z.number().int(), name: z.string(), sku: z.string(), requires_serial_numbers: z.boolean() })
  .meta({ id: 'TrackingProductChoice' });
export const TrackingProductChoiceQuerySchema = choiceListQuery(['name', 'sku']);
export const EstablishmentChoiceSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .meta({ id: 'EstablishmentChoice' });
export const EstablishmentChoiceQuerySchema = choiceListQuery(['name']);
export const BatchChoiceSchema = z
  .object({ id: z.number().int(), lot_number: z.string(), product: z.number().int() })
  .meta({ id: 'BatchChoice' });
export const BatchChoiceQuerySchema = choiceListQuery(['lot_number', 'created_at'], {
  product: queryId.optional(),
});
export const TrackingOrderChoiceSchema = z
  .object({ id: z.number().int(), number: z.number().int() })
  .meta({ id: 'TrackingOrderChoice' });
export const TrackingOrderChoiceQuerySchema = choiceListQuery(['number', 'order_date']);
