import { z } from 'zod';
import { id, optionalString, queryId, requiredString } from '../common/fields';
import { ListQuerySchema } from '../common/pagination';
import { queryBoolean, timestamp } from './fields';

export const ROLE_LEVELS = ['system', 'organization', 'department', 'team'] as const;
export type RoleLevel = (typeof ROLE_LEVELS)[number];

export const SecurityRoleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    description: z.string(),
    level: z.enum(ROLE_LEVELS),
    id_organization: z.number().int(),
    parent_role: z.number().int().nullable(),
    is_system_role: z.boolean(),
    is_active: z.boolean(),
    permissions_count: z.number().int(),
    /** Holders: users assigned the role, plus, for a system role, the users whose role it is. */
    users_count: z.number().int(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'SecurityRole' });
export type SecurityRole = z.infer<typeof SecurityRoleSchema>;

const roleCode = () =>
  requiredString(50)
    .min(2, 'Ensure this field has at least 2 characters.')
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Use letters, digits and underscores, starting with a letter.');
const roleName = () => requiredString(100);
const roleLevel = () => z.enum(ROLE_LEVELS, { error: `Level must be one of: ${ROLE_LEVELS.join(', ')}.` });

export const RoleCreateSchema = z
  .strictObject({
    name: roleName(),
    code: roleCode(),
    description: optionalString(500).default(''),
    level: roleLevel(),
    /** Defaults to the caller's organisation; only a superuser may name another. */
    id_organization: id().optional(),
    parent_role: id().nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .meta({ id: 'SecurityRoleCreate' });
export type RoleCreate = z.infer<typeof RoleCreateSchema>;

/** Every field is optional: a PUT may send the whole form or only what changed. */
export const RoleUpdateSchema = z
  .strictObject({
    name: roleName(),
    code: roleCode(),
    description: optionalString(500),
    level: roleLevel(),
    /** Accepted only when unchanged: a role stays in its organisation. */
    id_organization: id(),
    parent_role: id().nullable(),
    is_active: z.boolean(),
  })
  .partial()
  .meta({ id: 'SecurityRoleUpdate' });
export type RoleUpdate = z.infer<typeof RoleUpdateSchema>;

export const RoleListQuerySchema = ListQuerySchema.extend({
  id_organization: queryId.optional(),
  active_only: queryBoolean.optional(),
  level: roleLevel().optional(),
});

export const RoleExportSchema = z
  .object({
    exported_at: timestamp,
    role: SecurityRoleSchema,
    permissions: z.array(
      z.object({
        application: z.string(),
        module: z.string(),
        operation: z.string(),
        conditions: z.record(z.string(), z.unknown()).nullable(),
        fields: z.array(z.string()).nullable(),
      }),
    ),
  })
  .meta({ id: 'SecurityRoleExport' });

export const RoleExportQuerySchema = z.strictObject({
  format: z.enum(['csv', 'json'], { error: 'Format must be csv or json.' }).default('json'),
});
