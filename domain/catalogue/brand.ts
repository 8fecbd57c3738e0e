import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';
import {
  description,
  endAfterStart,
  optionalDate,
  queryBoolean,
  resourceCode,
  resourceName,
  website,
} from '../common/fields';

export const BrandSchema = z
  .object({
    id: z.number().int(),
    id_organization: z.number().int(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    /** URL of the uploaded logo, or null. */
    logo: z.string().nullable(),
    website: z.string(),
    start_date: z.string().nullable(),
    end_date: z.string().nullable(),
    is_active: z.boolean(),
    products_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof BrandSchema>;

const brandFields = {
  name: resourceName(),
  code: resourceCode(),
  description: description().default(''),
  website: website().default(''),
  start_date: optionalDate().default(null),
  end_date: optionalDate().default(null),
  is_active: z.boolean().default(true),
};

export const BrandCreateSchema = z
  .strictObject(brandFields)
  .superRefine(endAfterStart)
  .meta({ id: 'BrandCreate' });
export type BrandCreate = z.infer<typeof BrandCreateSchema>;

export const BrandUpdateSchema = z
  .strictObject({
    name: resourceName(),
    code: resourceCode(),
    description: description(),
    website: website(),
    start_date: optionalDate(),
    end_date: optionalDate(),
    is_active: z.boolean(),
  })
  .partial()
  .superRefine(endAfterStart)
  .meta({ id: 'BrandUpdate' });
export type BrandUpdate = z.infer<typeof BrandUpdateSchema>;

export const BrandListQuerySchema = ListQuerySchema.extend({ is_active: queryBoolean.optional() });
