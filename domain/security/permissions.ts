import { z } from 'zod';
import { id } from '../common/fields';
import { messages } from '../common/messages';
import { isKnownPlaceholder, isPlaceholder } from './customRules';
import { timestamp } from './fields';
import { securityMessages } from './messages';

const conditionKey = /^[a-z][a-z0-9_]{0,49}$/;
const conditionValue = z.union(
  [z.string().max(100, messages.maxLength(100)), z.number().finite(), z.boolean(), z.null()],
  { error: securityMessages.conditionValue },
);

/**
 * CASL equality conditions; a value may be a placeholder for the holder's attribute
 * ("${user.team}"). No operators: what the conditions editor offers, nothing an
 * administrator could use to widen a rule.
 */
export const PermissionConditionsSchema = z
  .record(z.string(), conditionValue)
  .superRefine((conditions, ctx) => {
    const keys = Object.keys(conditions);
    if (keys.length > 10) ctx.addIssue({ code: 'custom', message: 'At most 10 conditions.' });
    for (const key of keys) {
      if (!conditionKey.test(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: securityMessages.conditionKey });
      }
      const value = conditions[key];
      if (isPlaceholder(value) && !isKnownPlaceholder(value)) {
        ctx.addIssue({ code: 'custom', path: [key], message: securityMessages.placeholder });
      }
    }
  });

export const PermissionFieldsSchema = z
  .array(z.string().regex(conditionKey, securityMessages.fieldName))
  .max(50, 'At most 50 fields.');

export const RolePermissionSchema = z
  .object({
    id: z.number().int(),
    role: z.number().int(),
    module: z.number().int(),
    module_code: z.string(),
    application: z.number().int(),
    operation: z.number().int(),
    operation_code: z.string(),
    conditions: z.record(z.string(), z.unknown()).nullable(),
    fields: z.array(z.string()).nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'RolePermission' });
export type RolePermission = z.infer<typeof RolePermissionSchema>;

/**
 * A right a system role has from the role table, not from a stored permission: one
 * per (module, operation, rule). Read-only: it changes with the product, not in the matrix.
 * Conditions use the placeholders of stored permissions ("${user.team}"); the confinement to
 * the holder's organisation, which every right has, is left out. `via_manage`: the cell is
 * covered by a 'manage' rule (every action) rather than by a rule naming its operation.
 */
export const BuiltInPermissionSchema = z
  .object({
    module: z.number().int(),
    module_code: z.string(),
    application: z.number().int(),
    operation: z.number().int(),
    operation_code: z.string(),
    conditions: z.record(z.string(), z.unknown()).nullable(),
    fields: z.array(z.string()).nullable(),
    via_manage: z.boolean(),
  })
  .meta({ id: 'BuiltInPermission' });
export type BuiltInPermission = z.infer<typeof BuiltInPermissionSchema>;

export const PermissionUpdateSchema = z.strictObject({
  role: id(),
  module: id(),
  operation: id(),
  /** grant: adds the permission, or replaces its conditions and fields; revoke: removes it. */
  action: z.enum(['grant', 'revoke'], { error: 'Action must be grant or revoke.' }),
  conditions: PermissionConditionsSchema.nullable().optional(),
  fields: PermissionFieldsSchema.nullable().optional(),
});
export type PermissionUpdate = z.infer<typeof PermissionUpdateSchema>;

export const BULK_PERMISSIONS_MAX = 1000;
export const BulkPermissionsSchema = z
  .strictObject({
    updates: z
      .array(PermissionUpdateSchema)
      .min(1, 'Send at least one update.')
      .max(BULK_PERMISSIONS_MAX, `At most ${BULK_PERMISSIONS_MAX} updates at once.`),
  })
  .meta({ id: 'BulkPermissions' });

export const BulkPermissionsResultSchema = z.object({
  granted: z.number().int(),
  updated: z.number().int(),
  revoked: z.number().int(),
  unchanged: z.number().int(),
});
