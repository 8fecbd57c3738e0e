import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { denialMessage } from '../../../domain/access';
import { securityMessages as m } from '../../../domain/security/messages';
import { canManageUser } from '../../../domain/users/roleAssignment';
import { toAccessUser, type Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { badRequest, forbidden, notFound, type FieldErrors } from '../../http/errors';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import { users, type UserRow } from '../../db/tables/users';
import { reaches } from './scope';
import { roleRef } from './serialize';
import { securityRoles, userRoles } from './tables';

/** A user of the caller's organisation (any for a superuser), or 404. */
export async function findAssignee(db: DbOrTx, principal: Principal, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !reaches(principal, row.id_organization)) throw notFound();
  return row;
}

export async function userSecurityRoles(db: DbOrTx, user: UserRow) {
  const [system] = await db
    .select()
    .from(securityRoles)
    .where(
      and(
        eq(securityRoles.id_organization, user.id_organization),
        eq(securityRoles.is_system_role, true),
        eq(securityRoles.code, user.role),
      ),
    )
    .limit(1);
  const assigned = await db
    .select({ role: securityRoles })
    .from(userRoles)
    .innerJoin(securityRoles, eq(securityRoles.id, userRoles.role_id))
    .where(eq(userRoles.user_id, user.id))
    .orderBy(asc(securityRoles.name), asc(securityRoles.id));
  return {
    user: user.id,
    system_role: system ? roleRef(system) : null,
    roles: assigned.map((r) => roleRef(r.role)),
  };
}

/**
 * Replaces the roles assigned to `target` (manage on security; checked by the route). Every
 * role must be a non-system role of the target's organisation; a bad one answers 400 naming
 * its index (`roles.2`) and nothing changes. Audited with the role sets before and after; the
 * target's abilities are rebuilt on their next request.
 */
export async function setUserSecurityRoles(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  target: UserRow,
  roleIds: number[],
) {
  // As for any edit of a user: not on someone above the caller's own level.
  if (target.id !== principal.user.id && !canManageUser(toAccessUser(principal.user), target)) {
    throw forbidden(denialMessage(principal.ability, 'update', 'User'));
  }
  const { db } = services.database;
  const result = await db.transaction(async (tx) => {
    const wanted = roleIds.length
      ? await tx.select().from(securityRoles).where(inArray(securityRoles.id, roleIds))
      : [];
    const byId = new Map(wanted.map((r) => [r.id, r]));
    const errors: FieldErrors = {};
    const seen = new Set<number>();
    roleIds.forEach((id, i) => {
      const role = byId.get(id);
      if (seen.has(id)) errors[`roles.${i}`] = [m.duplicateRole];
      else if (!role || role.id_organization !== target.id_organization)
        errors[`roles.${i}`] = [m.roleNotFound];
      else if (role.is_system_role) errors[`roles.${i}`] = [m.systemRoleAssignment];
      seen.add(id);
    });
    if (Object.keys(errors).length) throw badRequest(errors);

    const before = await tx
      .select({ id: securityRoles.id, code: securityRoles.code })
      .from(userRoles)
      .innerJoin(securityRoles, eq(securityRoles.id, userRoles.role_id))
      .where(eq(userRoles.user_id, target.id))
      .orderBy(asc(securityRoles.id));
    const had = new Set(before.map((r) => r.id));
    const removed = before.filter((r) => !seen.has(r.id)).map((r) => r.id);
    const added = [...seen].filter((id) => !had.has(id));
    if (removed.length) {
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.user_id, target.id), inArray(userRoles.role_id, removed)));
    }
    if (added.length) {
      await tx
        .insert(userRoles)
        .values(added.map((role_id) => ({ user_id: target.id, role_id, assigned_by: principal.user.id })))
        .onConflictDoNothing();
    }
    if (removed.length || added.length) {
      const after = [...seen].sort((a, b) => a - b).map((id) => ({ id, code: byId.get(id)!.code }));
      await writeAudit(tx, {
        actorId: principal.user.id,
        idOrganization: target.id_organization,
        action: 'user.security_roles',
        objectType: 'UserRole',
        objectId: target.id,
        objectName: target.email,
        before: { user: target.id, roles: before },
        after: { user: target.id, roles: after },
        ip: request.ip,
      });
    }
    return userSecurityRoles(tx, target);
  });
  services.principals.invalidate(target.id);
  return result;
}
