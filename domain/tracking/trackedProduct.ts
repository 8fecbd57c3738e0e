import { z } from 'zod';
import { id, optionalString, queryId } from '../common/fields';
import { ListQuerySchema } from '../common/pagination';
import { trackingMessages as m } from './messages';
import { UNIT_EVENT_TYPES, UNIT_STATUSES } from './unitStatus';

// A tracked product: one unit of a product, named by its serial number (unique in the
// organisation for that product), perhaps of a batch, with its status and where it is now. Its
// status and place change only by the events of its history (unitStatus.ts), never by a write.

export const SERIAL_MAX = 100;
export const LOCATION_MAX = 200;
export const NOTE_MAX = 500;
/** At most this many serials in one bulk registration. */
export const SERIALS_MAX = 1000;
const SERIAL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9\-_./]*$/;

/** A serial number as written (trimmed): letters, digits and - _ . /, at most SERIAL_MAX characters. */
export const isValidSerial = (serial: string) => serial.length <= SERIAL_MAX && SERIAL_PATTERN.test(serial);

const serialNumber = () =>
  z
    .string({ error: 'Expected a string.' })
    .trim()
    .max(SERIAL_MAX, m.serialFormat)
    .refine((value) => value === '' || isValidSerial(value), m.serialFormat)
    // No serial at all is `null`: an empty text says the same.
    .transform((value) => (value === '' ? null : value))
    .nullable();

const location = () => optionalString(LOCATION_MAX);

export const TrackedProductCreateSchema = z
  .strictObject({
    serial_number: serialNumber().default(null),
    product: id(),
    batch: id().nullable().default(null),
    /** Where the unit is received. */
    location: location().default(''),
    note: optionalString(NOTE_MAX).default(''),
  })
  .meta({ id: 'TrackedProductCreate' });
export type TrackedProductCreate = z.infer<typeof TrackedProductCreateSchema>;

/** A unit's serial number and batch can be corrected; its status and place move by events. */
export const TrackedProductUpdateSchema = z
  .strictObject({ serial_number: serialNumber(), batch: id().nullable() })
  .partial()
  .meta({ id: 'TrackedProductUpdate' });
export type TrackedProductUpdate = z.infer<typeof TrackedProductUpdateSchema>;

export const TrackedProductSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    serial_number: z.string().nullable(),
    product: z.number().int(),
    product_name: z.string(),
    product_sku: z.string(),
    batch: z.number().int().nullable(),
    batch_lot_number: z.string().nullable(),
    status: z.enum(UNIT_STATUSES),
    location: z.string(),
    /** The order of its latest reservation or sale. */
    order: z.number().int().nullable(),
    order_number: z.number().int().nullable(),
    /** The events its status takes now. */
    events: z.array(z.enum(UNIT_EVENT_TYPES)),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'TrackedProduct' });
export type TrackedProduct = z.infer<typeof TrackedProductSchema>;

export const TrackedProductListQuerySchema = ListQuerySchema.extend({
  status: z.enum(UNIT_STATUSES).optional(),
  product: queryId.optional(),
  batch: queryId.optional(),
});

/** An event posted to a unit's history. */
export const UnitEventInputSchema = z
  .strictObject({
    type: z.enum(UNIT_EVENT_TYPES),
    /** Where the unit goes (required for a move; otherwise it stays where it is). */
    location: location().optional(),
    /** The order of a reservation or a sale. */
    order: id().nullable().optional(),
    note: optionalString(NOTE_MAX).optional(),
  })
  .meta({ id: 'UnitEventRequest' });
export type UnitEventInput = z.infer<typeof UnitEventInputSchema>;

export const UnitEventSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(UNIT_EVENT_TYPES),
    from_status: z.enum(UNIT_STATUSES).nullable(),
    to_status: z.enum(UNIT_STATUSES),
    from_location: z.string(),
    to_location: z.string(),
    order: z.number().int().nullable(),
    order_number: z.number().int().nullable(),
    user_id: z.number().int().nullable(),
    user_name: z.string().nullable(),
    note: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'UnitEvent' });
export type UnitEvent = z.infer<typeof UnitEventSchema>;

/** A batch's serials registered at once: all of them, or none. */
export const BatchSerialsSchema = z
  .strictObject({
    // Each line is judged by `serialListIssues`, so every bad line is reported at once.
    serials: z
      .array(z.string().max(SERIAL_MAX * 2))
      .min(1, m.serialsEmpty)
      .max(SERIALS_MAX, m.serialsTooMany),
    location: location().default(''),
  })
  .meta({ id: 'BatchSerials' });
export type BatchSerials = z.infer<typeof BatchSerialsSchema>;

export const BatchSerialsResultSchema = z
  .object({ created: z.number().int(), results: z.array(TrackedProductSchema) })
  .meta({ id: 'BatchSerialsResult' });

/** A problem of one line of a serial list: its index in the list, and what is wrong with it. */
export type SerialIssue = { index: number; message: string };

/**
 * What is wrong with a list of serials on its own (before the database is asked): a line that is
 * not a serial, a serial written twice (the later lines are reported). Lines are trimmed.
 */
export function serialListIssues(serials: readonly string[]): SerialIssue[] {
  const issues: SerialIssue[] = [];
  const seen = new Set<string>();
  serials.forEach((raw, index) => {
    const serial = raw.trim();
    if (!isValidSerial(serial)) issues.push({ index, message: m.serialFormat });
    else if (seen.has(serial)) issues.push({ index, message: m.serialRepeated });
    seen.add(serial);
  });
  return issues;
}

/**
 * Serials from pasted text or a CSV file: one per line, the first column of a CSV row (a
 * header naming a serial is skipped), surrounding quotes and blank lines dropped.
 */
export function parseSerialText(text: string): string[] {
  const lines = text.split(/\r?\n/).map((line) => {
    const first = line.split(/[,;\t]/)[0] ?? '';
    return first
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
  });
  const kept = lines.filter((line) => line !== '');
  if (kept.length && /^serial([ _-]?(number|no))?$/i.test(kept[0]!)) kept.shift();
  return kept;
}
