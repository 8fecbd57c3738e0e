import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { AbilityRule, AccessUser } from '../../../domain/access';
import { customRulesFor } from '../../../domain/security/customRules';
import type { DbOrTx } from '../../db/client';
import { qualified } from '../../db/qualified';
import { rolePermissions, securityModules, securityOperations, securityRoles, userRoles } from './tables';

/**
 * The security roles `user` holds in their organisation: those assigned to them (user_roles)
 * and the organisation's system role whose code is their role (held implicitly, so what the
 * permission matrix grants to "user" reaches every user). Only active roles count.
 */
export function heldRolesWhere(user: Pick<AccessUser, 'id' | 'role' | 'id_organization'>) {
  return and(
    eq(securityRoles.is_active, true),
    eq(securityRoles.id_organization, user.id_organization),
    or(
      and(eq(securityRoles.is_system_role, true), eq(securityRoles.code, user.role)),
      sql`exists (select 1 from ${userRoles} where ${qualified(userRoles.user_id)} = ${user.id} and ${qualified(userRoles.role_id)} = ${qualified(securityRoles.id)})`,
    ),
  );
}

/**
 * The rules granted to `user` through the security roles they hold. Placeholders such as
 * "${user.team}" are filled in, and every rule is confined to the user's organisation
 * (domain/security/customRules.ts).
 */
export async function loadCustomRules(db: DbOrTx, user: AccessUser): Promise<AbilityRule[]> {
  const rows = await db
    .select({
      action: securityOperations.code,
      subject: securityModules.code,
      conditions: rolePermissions.conditions,
      fields: rolePermissions.fields,
    })
    .from(securityRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, securityRoles.id))
    .innerJoin(
      securityModules,
      and(eq(securityModules.id, rolePermissions.module_id), eq(securityModules.is_active, true)),
    )
    .innerJoin(securityOperations, eq(securityOperations.id, rolePermissions.operation_id))
    .where(heldRolesWhere(user))
    .orderBy(asc(rolePermissions.id));
  return customRulesFor(rows, user);
}
