import { eq } from 'drizzle-orm';
import { toCsv } from '../../../domain/security/csv';
import type { DbOrTx } from '../../db/client';
import { listRolePermissions } from './permissions';
import { roleCounts } from './roles';
import { serializeRole, type RoleRow } from './serialize';
import { securityApplications, securityModules } from './tables';

const CSV_HEADER = [
  'role_code',
  'role_name',
  'level',
  'id_organization',
  'application',
  'module',
  'operation',
  'conditions',
  'fields',
];

/** The role and its permissions as a file: `{filename, contentType, body}`. */
export async function exportRole(db: DbOrTx, role: RoleRow, format: 'csv' | 'json') {
  const permissions = await listRolePermissions(db, role.id);
  const apps = await db
    .select({ module: securityModules.id, application: securityApplications.code })
    .from(securityModules)
    .innerJoin(securityApplications, eq(securityApplications.id, securityModules.application_id));
  const applicationOf = new Map(apps.map((a) => [a.module, a.application]));
  const rows = permissions.map((p) => ({
    application: applicationOf.get(p.module) ?? '',
    module: p.module_code,
    operation: p.operation_code,
    conditions: p.conditions,
    fields: p.fields,
  }));
  const stem = `role-${role.code}-${role.id}`;
  if (format === 'csv') {
    const body = toCsv(
      CSV_HEADER,
      rows.map((r) => [
        role.code,
        role.name,
        role.level,
        role.id_organization,
        r.application,
        r.module,
        r.operation,
        r.conditions ? JSON.stringify(r.conditions) : '',
        r.fields ? r.fields.join(' ') : '',
      ]),
    );
    return { filename: `${stem}.csv`, contentType: 'text/csv; charset=utf-8', body };
  }
  const counts = (await roleCounts(db, [role.id])).get(role.id);
  const body = JSON.stringify(
    { exported_at: new Date().toISOString(), role: serializeRole(role, counts), permissions: rows },
    null,
    2,
  );
  return { filename: `${stem}.json`, contentType: 'application/json; charset=utf-8', body };
}
