import { z } from 'zod';
import { AbilityRuleSchema } from '../access';
import { id, queryId, requiredString } from '../common/fields';

// Permission checks, a user's abilities and the ability cache.

export const CheckPermissionSchema = z
  .strictObject({
    action: requiredString(50),
    subject: requiredString(50),
    resource_id: z
      .union([id(), z.string().max(64)])
      .nullable()
      .optional(),
    id_organization: id().nullable().optional(),
  })
  .meta({ id: 'CheckPermission' });

export const CheckPermissionResultSchema = z.object({
  is_allowed: z.boolean(),
  reason: z.string().optional(),
});

export const UserAbilitiesQuerySchema = z.strictObject({ id_organization: queryId.optional() });
export const UserAbilitiesSchema = z
  .object({
    user_id: z.number().int(),
    id_organization: z.number().int(),
    role: z.string(),
    abilities: z.array(AbilityRuleSchema),
    security_roles: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  })
  .meta({ id: 'UserAbilities' });

export const InvalidateCacheResultSchema = z.object({
  detail: z.string(),
  scope: z.enum(['user', 'organization', 'all']),
  invalidated_users: z.number().int().nullable(),
});
