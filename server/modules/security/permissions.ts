import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { securityMessages as m } from '../../../domain/security/messages';
import { builtInPermissions, builtInRoleRules } from '../../../domain/security/builtIn';
import type { BuiltInPermission, PermissionUpdate, RolePermission } from '../../../domain/security';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation, pgErrorCode } from '../../db/errors';
import { badRequest, detailError, type FieldErrors } from '../../http/errors';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import type { AuditAction } from '../../../domain/security/audited';
import { holderIds } from './roles';
import { reaches } from './scope';
import { serializePermission, type PermissionRow } from './serialize';
import { rolePermissions, securityModules, securityOperations, securityRoles } from './tables';

export async function listRolePermissions(db: DbOrTx, roleId: number): Promise<RolePermission[]> {
  const rows = await db
    .select({ p: rolePermissions, module: securityModules, operation: securityOperations })
    .from(rolePermissions)
    .innerJoin(securityModules, eq(securityModules.id, rolePermissions.module_id))
    .innerJoin(securityOperations, eq(securityOperations.id, rolePermissions.operation_id))
    .where(eq(rolePermissions.role_id, roleId))
    .orderBy(asc(securityModules.sort_order), asc(securityModules.id), asc(securityOperations.sort_order));
  return rows.map((r) => serializePermission(r.p, r.module, r.operation));
}

/**
 * What a role has from the role table (spec §6) rather than from stored permissions: for a
 * system role, the rules of its code (the same `roleRules` the server enforces) laid onto the
 * catalogue's modules and operations; nothing for a custom role.
 */
export async function listBuiltInPermissions(
  db: DbOrTx,
  role: { code: string; is_system_role: boolean },
): Promise<BuiltInPermission[]> {
  if (!role.is_system_role) return [];
  const modules = await db
    .select({
      id: securityModules.id,
      code: securityModules.code,
      application: securityModules.application_id,
    })
    .from(securityModules)
    .orderBy(asc(securityModules.application_id), asc(securityModules.sort_order), asc(securityModules.id));
  const operations = await db
    .select({ id: securityOperations.id, code: securityOperations.code })
    .from(securityOperations)
    .orderBy(asc(securityOperations.sort_order), asc(securityOperations.id));
  return builtInPermissions(builtInRoleRules(role.code), modules, operations);
}

const emptyToNull = <T extends object>(value: T | null | undefined): T | null =>
  value && Object.keys(value).length ? value : null;

/** Key order does not make two condition objects different. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export type BulkResult = { granted: number; updated: number; revoked: number; unchanged: number };

/**
 * Applies grant/revoke updates in one transaction: every item is checked first (its role in
 * the caller's reach, its module and operation existing, no item repeated) and one bad item
 * answers 400 naming it by index (`updates.3.module`) with nothing applied. Each change is
 * audited with before and after; the holders of the touched roles get fresh abilities on
 * their next request.
 */
export async function applyBulkPermissions(
  services: Services,
  request: FastifyRequest,
  principal: Principal,
  updates: PermissionUpdate[],
): Promise<BulkResult> {
  const result: BulkResult = { granted: 0, updated: 0, revoked: 0, unchanged: 0 };
  const touched = await services.database.db
    .transaction(async (tx) => {
      const roleIds = [...new Set(updates.map((u) => u.role))];
      const moduleIds = [...new Set(updates.map((u) => u.module))];
      const operationIds = [...new Set(updates.map((u) => u.operation))];
      // One after the other: a transaction is one connection.
      const roles = await tx.select().from(securityRoles).where(inArray(securityRoles.id, roleIds));
      const modules = await tx.select().from(securityModules).where(inArray(securityModules.id, moduleIds));
      const operations = await tx
        .select()
        .from(securityOperations)
        .where(inArray(securityOperations.id, operationIds));
      const roleById = new Map(
        roles.filter((r) => reaches(principal, r.id_organization)).map((r) => [r.id, r]),
      );
      const moduleById = new Map(modules.map((r) => [r.id, r]));
      const operationById = new Map(operations.map((r) => [r.id, r]));

      const errors: FieldErrors = {};
      const seen = new Map<string, number>();
      updates.forEach((u, i) => {
        const at = (field: string, message: string) => (errors[`updates.${i}.${field}`] ??= []).push(message);
        if (!roleById.has(u.role)) at('role', m.roleNotFound);
        if (!moduleById.has(u.module)) at('module', m.moduleNotFound);
        if (!operationById.has(u.operation)) at('operation', m.operationNotFound);
        const key = `${u.role}:${u.module}:${u.operation}`;
        const first = seen.get(key);
        if (first !== undefined) at('non_field_errors', m.duplicateUpdate(first));
        else seen.set(key, i);
      });
      if (Object.keys(errors).length) throw badRequest(errors);

      const existing = await tx
        .select()
        .from(rolePermissions)
        .where(inArray(rolePermissions.role_id, roleIds));
      const current = new Map<string, PermissionRow>(
        existing.map((p) => [`${p.role_id}:${p.module_id}:${p.operation_id}`, p]),
      );
      const changedRoles = new Set<number>();

      for (const u of updates) {
        const role = roleById.get(u.role)!;
        const module = moduleById.get(u.module)!;
        const operation = operationById.get(u.operation)!;
        const found = current.get(`${u.role}:${u.module}:${u.operation}`);
        const describe = (p: Pick<PermissionRow, 'conditions' | 'fields'> | undefined) =>
          p
            ? {
                role: role.id,
                role_code: role.code,
                module: module.id,
                module_code: module.code,
                operation: operation.id,
                operation_code: operation.code,
                conditions: p.conditions ?? null,
                fields: p.fields ?? null,
              }
            : null;
        const audit = (action: AuditAction, before: unknown, after: unknown) =>
          writeAudit(tx, {
            actorId: principal.user.id,
            idOrganization: role.id_organization,
            action,
            objectType: 'RolePermission',
            objectId: role.id,
            objectName: role.name,
            before,
            after,
            ip: request.ip,
          });

        if (u.action === 'revoke') {
          if (!found) {
            result.unchanged++;
            continue;
          }
          await tx.delete(rolePermissions).where(eq(rolePermissions.id, found.id));
          await audit('permission.revoke', describe(found), null);
          result.revoked++;
          changedRoles.add(role.id);
          continue;
        }

        // Omitted conditions/fields keep what a granted permission has; null clears them.
        const conditions =
          u.conditions === undefined ? (found?.conditions ?? null) : emptyToNull(u.conditions);
        const fields = u.fields === undefined ? (found?.fields ?? null) : u.fields?.length ? u.fields : null;
        if (!found) {
          await tx.insert(rolePermissions).values({
            role_id: role.id,
            module_id: module.id,
            operation_id: operation.id,
            conditions,
            fields,
          });
          await audit('permission.grant', null, describe({ conditions, fields }));
          result.granted++;
          changedRoles.add(role.id);
        } else if (
          canonical(found.conditions ?? null) !== canonical(conditions) ||
          canonical(found.fields ?? null) !== canonical(fields)
        ) {
          await tx
            .update(rolePermissions)
            .set({ conditions, fields })
            .where(eq(rolePermissions.id, found.id));
          await audit('permission.update', describe(found), describe({ conditions, fields }));
          result.updated++;
          changedRoles.add(role.id);
        } else {
          result.unchanged++;
        }
      }
      return holderIds(tx, [...changedRoles]);
    })
    .catch((error: unknown) => {
      // Two administrators granting the same cell at once: the later transaction loses.
      // Or a role, module or operation deleted meanwhile (foreign key violation).
      if (isUniqueViolation(error) || pgErrorCode(error) === '23503')
        throw detailError(409, m.concurrentChange);
      throw error;
    });
  for (const id of touched) services.principals.invalidate(id);
  return result;
}
