import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { wouldCreateCycle } from '../../../domain/security/hierarchy';
import { securityMessages as m } from '../../../domain/security/messages';
import type { RoleCreate, RoleUpdate } from '../../../domain/security';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { detailError, fieldError, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import { users } from '../../db/tables/users';
import { qualified } from '../../db/qualified';
import { organizationFor, reaches, seesAllOrganizations } from './scope';
import { roleSnapshot, type RoleCounts, type RoleRow } from './serialize';
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

/** A role the caller may see, or 404: another organisation's role is never revealed. */
export async function findRoleFor(db: DbOrTx, principal: Principal, id: number): Promise<RoleRow> {
  const [row] = await db.select().from(securityRoles).where(eq(securityRoles.id, id)).limit(1);
  if (!row || !reaches(principal, row.id_organization)) throw notFound();
  return row;
}

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
async function checkParent(db: DbOrTx, orgId: number, roleId: number | null, parentId: number | null) {
  if (parentId === null) return;
  await db.execute(sql`select pg_advisory_xact_lock(${ROLE_TREE_LOCK}, ${orgId})`);
  const parents = await parentMap(db, orgId);
  if (!parents.has(parentId)) throw fieldError('parent_role', m.parentNotFound);
  if (wouldCreateCycle(roleId, parentId, parents)) throw fieldError('parent_role', m.parentCycle);
}

const codeTaken = () => fieldError('code', m.codeTaken);

export async function createRole(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  input: RoleCreate,
): Promise<RoleRow> {
  const { db } = services.database;
  let orgId: number;
  try {
    orgId = await organizationFor(db, principal, input.id_organization);
  } catch {
    throw fieldError('id_organization', m.organizationNotFound);
  }
  if (input.level === 'system' && !seesAllOrganizations(principal))
    throw fieldError('level', m.systemLevelReserved);
  try {
    return await db.transaction(async (tx) => {
      await checkParent(tx, orgId, null, input.parent_role);
      const [row] = await tx
        .insert(securityRoles)
        .values({
          name: input.name,
          code: input.code,
          description: input.description,
          level: input.level,
          id_organization: orgId,
          parent_role: input.parent_role,
          is_active: input.is_active,
          is_system_role: false,
        })
        .returning();
      await writeAudit(tx, {
        actorId: principal.user.id,
        idOrganization: orgId,
        action: 'role.create',
        objectType: 'SecurityRole',
        objectId: row!.id,
        before: null,
        after: roleSnapshot(row!),
        ip: request.ip,
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function updateRole(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  role: RoleRow,
  changes: RoleUpdate,
): Promise<RoleRow> {
  const { db } = services.database;
  if (changes.id_organization !== undefined && changes.id_organization !== role.id_organization) {
    throw fieldError('id_organization', m.roleOrganizationFixed);
  }
  if (role.is_system_role && changes.code !== undefined && changes.code !== role.code) {
    throw detailError(409, m.systemRoleCode);
  }
  if (role.is_system_role && changes.level !== undefined && changes.level !== role.level) {
    throw detailError(409, m.systemRoleLevel);
  }
  if (changes.level === 'system' && role.level !== 'system' && !seesAllOrganizations(principal)) {
    throw fieldError('level', m.systemLevelReserved);
  }
  const { id_organization: _org, ...values } = changes;
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
    (k) => values[k] !== undefined && values[k] !== role[k],
  );
  if (!changed.length) return role;
  try {
    const updated = await db.transaction(async (tx) => {
      if (changed.includes('parent_role')) {
        await checkParent(tx, role.id_organization, role.id, values.parent_role ?? null);
      }
      const [row] = await tx
        .update(securityRoles)
        .set({ ...values, updated_at: new Date() })
        .where(eq(securityRoles.id, role.id))
        .returning();
      if (!row) throw notFound();
      const before = roleSnapshot(role);
      const after = roleSnapshot(row);
      await writeAudit(tx, {
        actorId: principal.user.id,
        idOrganization: row.id_organization,
        action: 'role.update',
        objectType: 'SecurityRole',
        objectId: row.id,
        before: pick(before, changed),
        after: pick(after, changed),
        ip: request.ip,
      });
      return { row, holders: await holderIds(tx, [row.id]) };
    });
    // Deactivating (or reactivating) a role changes its holders' rules at once.
    for (const id of updated.holders) services.principals.invalidate(id);
    return updated.row;
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
}

export async function deleteRole(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  role: RoleRow,
) {
  if (role.is_system_role) throw detailError(409, m.systemRoleDelete);
  await services.database.db.transaction(async (tx) => {
    // Locked, so an assignment made meanwhile cannot slip in between the check and the delete.
    await tx.execute(sql`select 1 from ${securityRoles} where ${securityRoles.id} = ${role.id} for update`);
    const counts = (await roleCounts(tx, [role.id])).get(role.id);
    if (counts?.users_count) throw detailError(409, m.roleHasUsers(counts.users_count));
    const children = await tx
      .select({ id: securityRoles.id })
      .from(securityRoles)
      .where(eq(securityRoles.parent_role, role.id));
    if (children.length) throw detailError(409, m.roleHasChildren(children.length));
    const permissions = await tx
      .select({ module: rolePermissions.module_id, operation: rolePermissions.operation_id })
      .from(rolePermissions)
      .where(eq(rolePermissions.role_id, role.id));
    await tx.delete(securityRoles).where(eq(securityRoles.id, role.id));
    await writeAudit(tx, {
      actorId: principal.user.id,
      idOrganization: role.id_organization,
      action: 'role.delete',
      objectType: 'SecurityRole',
      objectId: role.id,
      before: { ...roleSnapshot(role), permissions },
      after: null,
      ip: request.ip,
    });
  });
}

const pick = (row: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]]));
