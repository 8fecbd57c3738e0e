import { z } from 'zod';
import { id, optionalString, queryId, resourceCode } from '../common/fields';
import { messages } from '../common/messages';
import { ListQuerySchema } from '../common/pagination';

// The product-management screens beyond the catalogue itself (spec §2): customer reviews to
// moderate (manage-review) and referrals. The catalogue's settings are application parameters
// (domain/parameters).

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REFERRAL_STATUSES = ['pending', 'converted', 'paid', 'cancelled'] as const;

const requiredText = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.maxLength(max));
const emailField = () =>
  z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: messages.email }));

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    product: z.number().int(),
    product_name: z.string(),
    author_name: z.string(),
    author_email: z.string(),
    rating: z.number().int(),
    title: z.string(),
    comment: z.string(),
    status: z.enum(REVIEW_STATUSES),
    moderated_by: z.number().int().nullable(),
    moderated_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ProductReview' });
export type Review = z.infer<typeof ReviewSchema>;

const rating = () =>
  z
    .number({ error: messages.required })
    .int()
    .min(1, 'A rating is from 1 to 5.')
    .max(5, 'A rating is from 1 to 5.');

export const ReviewCreateSchema = z
  .strictObject({
    product: id(),
    author_name: requiredText(100),
    author_email: emailField(),
    rating: rating(),
    title: optionalString(200).default(''),
    comment: optionalString(5000).default(''),
  })
  .meta({ id: 'ProductReviewCreate' });
export type ReviewCreate = z.infer<typeof ReviewCreateSchema>;

/** Moderation changes the status; the customer's words are theirs. */
export const ReviewUpdateSchema = z
  .strictObject({ status: z.enum(REVIEW_STATUSES) })
  .meta({ id: 'ProductReviewUpdate' });
export type ReviewUpdate = z.infer<typeof ReviewUpdateSchema>;

export const ReviewListQuerySchema = ListQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES).optional(),
  product: queryId.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});

export const ReferralSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    code: z.string(),
    referrer_name: z.string(),
    referrer_email: z.string(),
    referred_email: z.string(),
    product: z.number().int().nullable(),
    product_name: z.string().nullable(),
    commission_rate: z.number(),
    status: z.enum(REFERRAL_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof ReferralSchema>;

const referralFields = {
  code: resourceCode(),
  referrer_name: requiredText(100),
  referrer_email: emailField(),
  referred_email: emailField(),
  product: id().nullable(),
  commission_rate: z
    .number({ error: messages.required })
    .min(0, 'A commission is from 0 to 100 %.')
    .max(100, 'A commission is from 0 to 100 %.')
    .multipleOf(0.01, 'At most two decimal places.'),
  status: z.enum(REFERRAL_STATUSES),
};
export const ReferralCreateSchema = z
  .strictObject({
    ...referralFields,
    product: referralFields.product.default(null),
    status: referralFields.status.default('pending'),
  })
  .meta({ id: 'ReferralCreate' });
export type ReferralCreate = z.infer<typeof ReferralCreateSchema>;
export const ReferralUpdateSchema = z.strictObject(referralFields).partial().meta({ id: 'ReferralUpdate' });
export type ReferralUpdate = z.infer<typeof ReferralUpdateSchema>;
export const ReferralListQuerySchema = ListQuerySchema.extend({
  status: z.enum(REFERRAL_STATUSES).optional(),
});
