import { and, eq } from 'drizzle-orm';
import type { AbilityRule, AccessUser } from '../../domain/access';
import type { DbOrTx } from '../db/client';
import {
  rolePermissions,
  securityModules,
  securityOperations,
  securityRoles,
  userRoles,
} from '../modules/security/tables';

const PLACEHOLDER = /^\$\{user\.(id|id_organization|team|brand)\}$/;

/** Stored conditions name the holder's attributes as "${user.team}"; fill them in. */
export function interpolateConditions(
  conditions: Record<string, unknown>,
  user: AccessUser,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(conditions).map(([key, value]) => {
      const match = typeof value === 'string' ? PLACEHOLDER.exec(value) : null;
      return [key, match ? user[match[1] as keyof AccessUser] : value];
    }),
  );
}

/** The rules granted to `user` through security roles of their own organisation. */
export async function loadCustomRules(db: DbOrTx, user: AccessUser): Promise<AbilityRule[]> {
  const rows = await db
    .select({
      action: securityOperations.code,
      subject: securityModules.code,
      conditions: rolePermissions.conditions,
      fields: rolePermissions.fields,
    })
    .from(userRoles)
    .innerJoin(
      securityRoles,
      and(
        eq(securityRoles.id, userRoles.role_id),
        eq(securityRoles.is_active, true),
        eq(securityRoles.id_organization, user.id_organization),
      ),
    )
    .innerJoin(rolePermissions, eq(rolePermissions.role_id, securityRoles.id))
    .innerJoin(
      securityModules,
      and(eq(securityModules.id, rolePermissions.module_id), eq(securityModules.is_active, true)),
    )
    .innerJoin(securityOperations, eq(securityOperations.id, rolePermissions.operation_id))
    .where(eq(userRoles.user_id, user.id));
  return rows.map((r) => ({
    action: r.action,
    subject: r.subject,
    ...(r.conditions ? { conditions: interpolateConditions(r.conditions, user) } : {}),
    ...(r.fields?.length ? { fields: r.fields } : {}),
  }));
}
