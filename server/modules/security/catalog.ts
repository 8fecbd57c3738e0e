import { and, count, eq, inArray } from 'drizzle-orm';
import { AREAS } from '../../../domain/access/areas';
import type { Principal } from '../../access/principals';
import type { DbOrTx } from '../../db/client';
import { seesAllOrganizations } from './scope';
import { rolePermissions, securityApplications, securityModules, securityRoles } from './tables';

const moduleName = (subject: string) => subject.charAt(0).toUpperCase() + subject.slice(1);

/**
 * One application per area and one module per subject (domain/access/areas.ts), so every
 * subject the rules name can be granted in the permission matrix. Idempotent: inserts only
 * what is missing.
 */
export async function seedSecurityCatalogue(db: DbOrTx) {
  for (const [index, area] of AREAS.entries()) {
    await db
      .insert(securityApplications)
      .values({ code: area.code, name: area.name, sort_order: index })
      .onConflictDoNothing();
    const [application] = await db
      .select({ id: securityApplications.id })
      .from(securityApplications)
      .where(eq(securityApplications.code, area.code));
    await db
      .insert(securityModules)
      .values(
        area.subjects.map((subject, order) => ({
          application_id: application!.id,
          code: subject,
          name: moduleName(subject),
          sort_order: order,
        })),
      )
      .onConflictDoNothing();
  }
}

/** Modules per application (only active ones when `activeOnly`). */
export async function modulesCounts(db: DbOrTx, applicationIds: number[], activeOnly: boolean) {
  if (!applicationIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: securityModules.application_id, value: count() })
    .from(securityModules)
    .where(
      and(
        inArray(securityModules.application_id, applicationIds),
        activeOnly ? eq(securityModules.is_active, true) : undefined,
      ),
    )
    .groupBy(securityModules.application_id);
  return new Map(rows.map((r) => [r.id, Number(r.value)]));
}

/**
 * Granted permissions per module, counting only the roles the caller can see (their
 * organisation's, or all for a superuser): another tenant's grants are not theirs to count.
 */
export async function permissionsCounts(db: DbOrTx, principal: Principal, moduleIds: number[]) {
  if (!moduleIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: rolePermissions.module_id, value: count() })
    .from(rolePermissions)
    .innerJoin(securityRoles, eq(securityRoles.id, rolePermissions.role_id))
    .where(
      and(
        inArray(rolePermissions.module_id, moduleIds),
        seesAllOrganizations(principal)
          ? undefined
          : eq(securityRoles.id_organization, principal.user.id_organization),
      ),
    )
    .groupBy(rolePermissions.module_id);
  return new Map(rows.map((r) => [r.id, Number(r.value)]));
}
