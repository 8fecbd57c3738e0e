import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import { email, queryBoolean, requiredString } from '../common/fields';

// A client's portal contacts: the people of the client who sign in to its portal, each with an
// access level, switched on or off. Served under their client (`/clients/{id}/contacts/`).

/** What a portal contact may do there: see orders and invoices, also place orders, or also manage the client's contacts. */
export const PORTAL_ACCESS_LEVELS = ['viewer', 'buyer', 'administrator'] as const;
export type PortalAccessLevel = (typeof PORTAL_ACCESS_LEVELS)[number];

export const ClientContactSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    client_id: z.number().int(),
    name: z.string(),
    email: z.string(),
    access_level: z.enum(PORTAL_ACCESS_LEVELS),
    enabled: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ClientContact' });
export type ClientContact = z.infer<typeof ClientContactSchema>;

const contactFields = {
  name: requiredString(150),
  email: email(),
  access_level: z.enum(PORTAL_ACCESS_LEVELS),
  enabled: z.boolean(),
};

export const ClientContactCreateSchema = z
  .strictObject({
    ...contactFields,
    access_level: contactFields.access_level.default('viewer'),
    enabled: contactFields.enabled.default(true),
  })
  .meta({ id: 'ClientContactCreate' });
export type ClientContactCreate = z.infer<typeof ClientContactCreateSchema>;

export const ClientContactUpdateSchema = z
  .strictObject(contactFields)
  .partial()
  .meta({ id: 'ClientContactUpdate' });
export type ClientContactUpdate = z.infer<typeof ClientContactUpdateSchema>;

export const ClientContactListQuerySchema = ListQuerySchema.extend({ enabled: queryBoolean.optional() });
