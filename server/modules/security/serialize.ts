import type {
  AuditLog,
  RolePermission,
  SecurityApplication,
  SecurityModule,
  SecurityOperation,
  SecurityRole,
} from '../../../domain/security';
import type { auditLogs } from '../../db/tables/auditLogs';
import type {
  rolePermissions,
  securityApplications,
  securityModules,
  securityOperations,
  securityRoles,
} from './tables';

export type RoleRow = typeof securityRoles.$inferSelect;
export type ApplicationRow = typeof securityApplications.$inferSelect;
export type ModuleRow = typeof securityModules.$inferSelect;
export type OperationRow = typeof securityOperations.$inferSelect;
export type PermissionRow = typeof rolePermissions.$inferSelect;
export type AuditRow = typeof auditLogs.$inferSelect;
export type RoleCounts = { permissions_count: number; users_count: number };

/** The role as the audit log keeps it (no counts: they are not the role's own data). */
export const roleSnapshot = (r: RoleRow) => ({
  id: r.id,
  name: r.name,
  code: r.code,
  description: r.description,
  level: r.level,
  id_organization: r.id_organization,
  parent_role: r.parent_role,
  is_system_role: r.is_system_role,
  is_active: r.is_active,
});

export const serializeRole = (r: RoleRow, counts: RoleCounts | undefined): SecurityRole => ({
  ...roleSnapshot(r),
  permissions_count: counts?.permissions_count ?? 0,
  users_count: counts?.users_count ?? 0,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const roleRef = (r: RoleRow) => ({
  id: r.id,
  code: r.code,
  name: r.name,
  level: r.level,
  is_system_role: r.is_system_role,
  is_active: r.is_active,
});

export const serializeApplication = (a: ApplicationRow, modulesCount: number): SecurityApplication => ({
  id: a.id,
  name: a.name,
  code: a.code,
  description: a.description,
  icon: a.icon,
  sort_order: a.sort_order,
  is_active: a.is_active,
  modules_count: modulesCount,
  created_at: a.created_at.toISOString(),
  updated_at: a.updated_at.toISOString(),
});

export const serializeModule = (m: ModuleRow, permissionsCount: number): SecurityModule => ({
  id: m.id,
  application: m.application_id,
  name: m.name,
  code: m.code,
  table_name: m.table_name,
  description: m.description,
  icon: m.icon,
  sort_order: m.sort_order,
  is_active: m.is_active,
  permissions_count: permissionsCount,
});

export const serializeOperation = (o: OperationRow): SecurityOperation => ({
  id: o.id,
  name: o.name,
  code: o.code,
  operation_type: o.operation_type,
  description: o.description,
  icon: o.icon,
  sort_order: o.sort_order,
  is_dangerous: o.is_dangerous,
});

export const serializePermission = (
  p: PermissionRow,
  module: Pick<ModuleRow, 'code' | 'application_id'>,
  operation: Pick<OperationRow, 'code'>,
): RolePermission => ({
  id: p.id,
  role: p.role_id,
  module: p.module_id,
  module_code: module.code,
  application: module.application_id,
  operation: p.operation_id,
  operation_code: operation.code,
  conditions: p.conditions ?? null,
  fields: p.fields ?? null,
  created_at: p.created_at.toISOString(),
});

export const serializeAuditLog = (a: AuditRow, actorEmail: string | null): AuditLog => ({
  id: a.id,
  id_organization: a.id_organization,
  actor: a.actor_id,
  actor_email: actorEmail,
  action: a.action,
  object_type: a.object_type,
  object_id: a.object_id,
  object_name: a.object_name,
  before: a.before ?? null,
  after: a.after ?? null,
  ip: a.ip,
  created_at: a.created_at.toISOString(),
});
