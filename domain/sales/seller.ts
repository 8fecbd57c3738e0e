import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import {
  endAfterStart,
  id,
  isoDate,
  optionalDate,
  optionalString,
  queryId,
  resourceCode,
  resourceName,
  website,
} from '../common/fields';
import { SELLER_LEVELS } from './kinds';
import { optionalEmail } from './client';

// A seller (CASL subject Sale): a salesperson of the organisation, from a start date to an
// optional end date after it, with an optional user account of the same organisation (an account
// is at most one seller). Its notes are the bio its details page shows.

export const SellerSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    code: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    location: z.string(),
    level: z.enum(SELLER_LEVELS),
    website: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    user_id: z.number().int().nullable(),
    /** The account's email, for the bio panel. */
    user_email: z.string().nullable(),
    notes: z.string(),
    clients_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Seller' });
export type Seller = z.infer<typeof SellerSchema>;

const sellerFields = {
  code: resourceCode(),
  name: resourceName(),
  email: optionalEmail(),
  phone: optionalString(30),
  location: optionalString(150),
  level: z.enum(SELLER_LEVELS),
  website: website(),
  start_date: isoDate(),
  end_date: optionalDate(),
  user_id: id().nullable(),
  notes: optionalString(2000),
};

/** What a seller may change on their own profile; the other fields are their manager's. */
export const SELLER_OWN_PROFILE_FIELDS = ['email', 'phone', 'location', 'website', 'notes'] as const;

export const SellerCreateSchema = z
  .strictObject({
    ...sellerFields,
    email: sellerFields.email.default(''),
    phone: sellerFields.phone.default(''),
    location: sellerFields.location.default(''),
    level: sellerFields.level.default('junior'),
    website: sellerFields.website.default(''),
    end_date: sellerFields.end_date.default(null),
    user_id: sellerFields.user_id.default(null),
    notes: sellerFields.notes.default(''),
  })
  .superRefine(endAfterStart)
  .meta({ id: 'SellerCreate' });
export type SellerCreate = z.infer<typeof SellerCreateSchema>;

export const SellerUpdateSchema = z
  .strictObject(sellerFields)
  .partial()
  .superRefine(endAfterStart)
  .meta({ id: 'SellerUpdate' });
export type SellerUpdate = z.infer<typeof SellerUpdateSchema>;

export const SellerListQuerySchema = ListQuerySchema.extend({
  level: z.enum(SELLER_LEVELS).optional(),
  user: queryId.optional(),
});
