import { z } from 'zod';
import { id } from '../common/fields';
import { ROLE_LEVELS } from './roles';

// A user's security roles: the one their role implies and those assigned to them.

export const SecurityRoleRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.enum(ROLE_LEVELS),
  is_system_role: z.boolean(),
  is_active: z.boolean(),
});

export const UserSecurityRolesSchema = z
  .object({
    user: z.number().int(),
    /** The organisation's system role matching the user's role: held implicitly. */
    system_role: SecurityRoleRefSchema.nullable(),
    /** Roles assigned explicitly (user_roles). */
    roles: z.array(SecurityRoleRefSchema),
  })
  .meta({ id: 'UserSecurityRoles' });

export const UserSecurityRolesUpdateSchema = z
  .strictObject({ roles: z.array(id()).max(50, 'At most 50 roles.') })
  .meta({ id: 'UserSecurityRolesUpdate' });
