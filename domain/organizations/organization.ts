import { z } from 'zod';
import { ListQuerySchema } from '../common/pagination';

/** An organisation (the tenant) as the API shows it: enough to name it and to choose it. */
export const OrganizationSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    is_active: z.boolean(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof OrganizationSchema>;

export const OrganizationListQuerySchema = ListQuerySchema.extend({
  is_active: z.enum(['true', 'false']).optional(),
});
