import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import { optionalString, queryBoolean, requiredString } from '../common/fields';
import { messages } from '../common/messages';
import { UNIT_OWNER_KINDS } from './kinds';

// Addresses and contacts (business spec §3) of a unit or of the organisation itself, served
// under their owner (`/companies/{id}/addresses/`): the owner comes from the path, never the body.
// One of each may be the main one; making another main moves the flag.

const owned = {
  id: z.number().int(),
  id_organization: z.number().int(),
  unit_kind: z.enum(UNIT_OWNER_KINDS),
  unit_id: z.number().int(),
  is_main: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
};

const addressFields = {
  address: requiredString(255),
  country: optionalString(100),
  state: optionalString(100),
  city: optionalString(100),
  postal_code: optionalString(20),
  is_main: z.boolean(),
};

export const UnitAddressSchema = z
  .object({
    ...owned,
    address: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    postal_code: z.string(),
  })
  .meta({ id: 'UnitAddress' });
export type UnitAddress = z.infer<typeof UnitAddressSchema>;
export const UnitAddressCreateSchema = z
  .strictObject({
    ...addressFields,
    country: addressFields.country.default(''),
    state: addressFields.state.default(''),
    city: addressFields.city.default(''),
    postal_code: addressFields.postal_code.default(''),
    is_main: addressFields.is_main.default(false),
  })
  .meta({ id: 'UnitAddressCreate' });
export type UnitAddressCreate = z.infer<typeof UnitAddressCreateSchema>;
export const UnitAddressUpdateSchema = z
  .strictObject(addressFields)
  .partial()
  .meta({ id: 'UnitAddressUpdate' });
export type UnitAddressUpdate = z.infer<typeof UnitAddressUpdateSchema>;

/** An email that may be left empty (a contact known by phone only). */
const optionalEmail = () =>
  z
    .string({ error: 'Expected a string.' })
    .trim()
    .max(254, messages.maxLength(254))
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, messages.email);

const contactFields = {
  contact_name: requiredString(150),
  email: optionalEmail(),
  phone: optionalString(30),
  mobile: optionalString(30),
  notes: optionalString(1000),
  is_main: z.boolean(),
};

export const UnitContactSchema = z
  .object({
    ...owned,
    contact_name: z.string(),
    email: z.string(),
    phone: z.string(),
    mobile: z.string(),
    notes: z.string(),
  })
  .meta({ id: 'UnitContact' });
export type UnitContact = z.infer<typeof UnitContactSchema>;
export const UnitContactCreateSchema = z
  .strictObject({
    ...contactFields,
    email: contactFields.email.default(''),
    phone: contactFields.phone.default(''),
    mobile: contactFields.mobile.default(''),
    notes: contactFields.notes.default(''),
    is_main: contactFields.is_main.default(false),
  })
  .meta({ id: 'UnitContactCreate' });
export type UnitContactCreate = z.infer<typeof UnitContactCreateSchema>;
export const UnitContactUpdateSchema = z
  .strictObject(contactFields)
  .partial()
  .meta({ id: 'UnitContactUpdate' });
export type UnitContactUpdate = z.infer<typeof UnitContactUpdateSchema>;

/** A unit's addresses or contacts: `?is_main=true` for the main one. */
export const UnitAddressListQuerySchema = ListQuerySchema.extend({ is_main: queryBoolean.optional() });
export const UnitContactListQuerySchema = UnitAddressListQuerySchema;
