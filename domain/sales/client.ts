import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import { id, optionalString, queryId, resourceCode, resourceName } from '../common/fields';
import { messages } from '../common/messages';
import { CLIENT_KINDS, CLIENT_STATUSES } from './kinds';
import { ORDER_DATE_PRESETS } from './order';

// A client (CASL subject Customer): a person or a company the organisation sells to, with its
// contacts, its billing and shipping addresses, a status, notes and the seller who looks after it.

/** An email that may be left empty (a client known by phone only), stored in lower case. */
export const optionalEmail = () =>
  z
    .string({ error: 'Expected a string.' })
    .trim()
    .max(254, messages.maxLength(254))
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, messages.email);

export const ADDRESS_PARTS = ['address', 'city', 'state', 'postal_code', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
const ADDRESS_LIMITS: Record<AddressPart, number> = {
  address: 255,
  city: 100,
  state: 100,
  postal_code: 20,
  country: 100,
};

/** `billing_address`, `billing_city`, … (or `shipping_…`): an address kept on the client's row. */
const addressFields = <P extends 'billing' | 'shipping'>(prefix: P) =>
  Object.fromEntries(
    ADDRESS_PARTS.map((part) => [`${prefix}_${part}`, optionalString(ADDRESS_LIMITS[part])]),
  ) as Record<`${P}_${AddressPart}`, z.ZodString>;

/** The same, each part empty unless given (a new client). */
const newAddressFields = <P extends 'billing' | 'shipping'>(prefix: P) =>
  Object.fromEntries(
    ADDRESS_PARTS.map((part) => [`${prefix}_${part}`, optionalString(ADDRESS_LIMITS[part]).default('')]),
  ) as Record<`${P}_${AddressPart}`, z.ZodDefault<z.ZodString>>;

const addressRead = <P extends 'billing' | 'shipping'>(prefix: P) =>
  Object.fromEntries(ADDRESS_PARTS.map((part) => [`${prefix}_${part}`, z.string()])) as Record<
    `${P}_${AddressPart}`,
    z.ZodString
  >;

export const ClientSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    code: z.string(),
    kind: z.enum(CLIENT_KINDS),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    tax_id: z.string(),
    status: z.enum(CLIENT_STATUSES),
    notes: z.string(),
    seller_id: z.number().int().nullable(),
    /** The assigned seller's name, for lists and the bio panel. */
    seller_name: z.string().nullable(),
    ...addressRead('billing'),
    ...addressRead('shipping'),
    created_by: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof ClientSchema>;

const clientFields = {
  code: resourceCode(),
  kind: z.enum(CLIENT_KINDS),
  name: resourceName(),
  email: optionalEmail(),
  phone: optionalString(30),
  tax_id: optionalString(40),
  status: z.enum(CLIENT_STATUSES),
  notes: optionalString(2000),
  seller_id: id().nullable(),
  ...addressFields('billing'),
  ...addressFields('shipping'),
};

export const ClientCreateSchema = z
  .strictObject({
    ...clientFields,
    email: clientFields.email.default(''),
    phone: clientFields.phone.default(''),
    tax_id: clientFields.tax_id.default(''),
    status: clientFields.status.default('active'),
    notes: clientFields.notes.default(''),
    seller_id: clientFields.seller_id.default(null),
    ...newAddressFields('billing'),
    ...newAddressFields('shipping'),
  })
  .meta({ id: 'ClientCreate' });
export type ClientCreate = z.infer<typeof ClientCreateSchema>;

export const ClientUpdateSchema = z.strictObject(clientFields).partial().meta({ id: 'ClientUpdate' });
export type ClientUpdate = z.infer<typeof ClientUpdateSchema>;

export const ClientListQuerySchema = ListQuerySchema.extend({
  status: z.enum(CLIENT_STATUSES).optional(),
  kind: z.enum(CLIENT_KINDS).optional(),
  seller: queryId.optional(),
  /** Clients added within the last N days (the order list's presets: the CRM dashboard's new clients). */
  date_preset: z.enum(ORDER_DATE_PRESETS).optional(),
});
