import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { wouldCreateCycle } from '../../../domain/security/hierarchy';
import { securityMessages as m } from '../../../domain/security/messages';
import type { RoleCreate, RoleUpdate } from '../../../domain/security';
import { actingOrganization } from '../../access/actingOrganization';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { detailError, fieldError } from '../../http/errors';
import { users } from '../../db/tables/users';
import { qualified } from '../../db/qualified';
import { seesAllOrganizations } from './scope';
import type { RoleCounts, RoleRow } from './serialize';
import { rolePermissions, securityRoles, userRoles } from './tables';

/**
 * The users holding a role: those assigned it (user_roles) and, for a system role, the users
 * of its organisation whose role is its code (see ./customRules.ts).
 */
const q = qualified;
const holdsRole = sql`(
  exists (select 1 from ${userRoles} where ${q(userRoles.user_id)} = ${q(users.id)} and ${q(userRoles.role_id)} = ${q(securityRoles.id)})
  or (${q(securityRoles.is_system_role)} and ${q(users.role)} = ${q(securityRoles.code)})
)`;

/** permissions_count and users_count of each role, from the rows themselves. */
export async function roleCounts(db: DbOrTx, roleIds: number[]): Promise<Map<number, RoleCounts>> {
  if (!roleIds.length) return new Map();
  const rows = await db
    .select({
      id: securityRoles.id,
      permissions_count: sql<number>`(select count(*)::int from ${rolePermissions} where ${q(rolePermissions.role_id)} = ${q(securityRoles.id)})`,
      users_count: sql<number>`(select count(*)::int from ${users} where ${q(users.id_organization)} = ${q(securityRoles.id_organization)} and ${holdsRole})`,
    })
    .from(securityRoles)
    .where(inArray(securityRoles.id, roleIds));
  return new Map(
    rows.map((r) => [
      r.id,
      { permissions_count: Number(r.permissions_count), users_count: Number(r.users_count) },
    ]),
  );
}

/** Ids of the users holding any of the roles (whose cached abilities a change makes stale). */
export async function holderIds(db: DbOrTx, roleIds: number[]): Promise<number[]> {
  if (!roleIds.length) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(securityRoles, eq(securityRoles.id_organization, users.id_organization))
    .where(and(inArray(securityRoles.id, roleIds), holdsRole));
  return rows.map((r) => r.id);
}

/** The role scope of a query: the caller's organisation, or every one for a superuser. */
export const roleScope = (principal: Principal): SQL | undefined =>
  seesAllOrganizations(principal)
    ? undefined
    : eq(securityRoles.id_organization, principal.user.id_organization);

async function parentMap(db: DbOrTx, orgId: number) {
  const rows = await db
    .select({ id: securityRoles.id, parent: securityRoles.parent_role })
    .from(securityRoles)
    .where(eq(securityRoles.id_organization, orgId));
  return new Map(rows.map((r) => [r.id, r.parent]));
}

// Advisory lock namespace: one lock per organisation's role tree.
const ROLE_TREE_LOCK = 4_101;

/**
 * A parent must be a role of the same organisation and must not make the tree loop. Checked
 * under a lock of the organisation's role tree (held to the end of the transaction), so two
 * concurrent re-parentings cannot each pass the check and close a loop together.
 */
export async function checkParent(db: DbOrTx, orgId: number, roleId: number | null, parentId: number | null) {
  if (parentId === null) return;
  await db.execute(sql`select pg_advisory_xact_lock(${ROLE_TREE_LOCK}, ${orgId})`);
  const parents = await parentMap(db, orgId);
  if (!parents.has(parentId)) throw fieldError('parent_role', m.parentNotFound);
  if (wouldCreateCycle(roleId, parentId, parents)) throw fieldError('parent_role', m.parentCycle);
}

/**
 * A new role's values: in the caller's organisation unless a superuser names another, never at
 * the system level unless a superuser gives it, under a parent of the same organisation.
 */
export async function newRoleValues(tx: DbOrTx, principal: Principal, input: RoleCreate) {
  let orgId: number;
  try {
    orgId = await actingOrganization(tx, principal, input.id_organization, seesAllOrganizations);
  } catch {
    throw fieldError('id_organization', m.organizationNotFound);
  }
  if (input.level === 'system' && !seesAllOrganizations(principal))
    throw fieldError('level', m.systemLevelReserved);
  await checkParent(tx, orgId, null, input.parent_role);
  return { ...input, id_organization: orgId, is_system_role: false };
}

/**
 * The changes a role takes: it stays in its organisation (the whole form may come back with it),
 * a system role keeps its code and level (409), and only a superuser raises one to the system level.
 */
export async function roleChanges(tx: DbOrTx, principal: Principal, role: RoleRow, changes: RoleUpdate) {
  const { id_organization: orgId, ...values } = changes;
  if (orgId !== undefined && orgId !== role.id_organization) {
    throw fieldError('id_organization', m.roleOrganizationFixed);
  }
  if (role.is_system_role && values.code !== undefined && values.code !== role.code) {
    throw detailError(409, m.systemRoleCode);
  }
  if (role.is_system_role && values.level !== undefined && values.level !== role.level) {
    throw detailError(409, m.systemRoleLevel);
  }
  if (values.level === 'system' && role.level !== 'system' && !seesAllOrganizations(principal)) {
    throw fieldError('level', m.systemLevelReserved);
  }
  if (values.parent_role !== undefined && values.parent_role !== role.parent_role) {
    await checkParent(tx, role.id_organization, role.id, values.parent_role);
  }
  return values;
}

/** A role is deleted only when custom, held by nobody and parent of none (409 otherwise). */
export async function refuseRoleDelete(tx: DbOrTx, role: RoleRow) {
  if (role.is_system_role) throw detailError(409, m.systemRoleDelete);
  const counts = (await roleCounts(tx, [role.id])).get(role.id);
  if (counts?.users_count) throw detailError(409, m.roleHasUsers(counts.users_count));
  const children = await tx
    .select({ id: securityRoles.id })
    .from(securityRoles)
    .where(eq(securityRoles.parent_role, role.id));
  if (children.length) throw detailError(409, m.roleHasChildren(children.length));
}

/** The permissions a deleted role takes with it, for the audit log. */
export const rolePermissionsOf = (tx: DbOrTx, roleId: number) =>
  tx
    .select({ module: rolePermissions.module_id, operation: rolePermissions.operation_id })
    .from(rolePermissions)
    .where(eq(rolePermissions.role_id, roleId));
