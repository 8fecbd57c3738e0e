/** Where the security area lives (spec §2 "Security area"). */
export const SECURITY_PATH = '/security';
/** Its dashboard: src/lib/recordPaths.ts, where the administration's dashboard finds it. */
export { SECURITY_DASHBOARD_PATH } from '../../lib/recordPaths';
export const PERMISSION_MATRIX_PATH = '/security/permission-matrix';
export const ROLE_MANAGEMENT_PATH = '/security/role-management';
export const AUDIT_LOGS_PATH = '/security/audit-logs';
export { SECURITY_EVENTS_PATH } from '../../lib/recordPaths';
export const POLICIES_PATH = '/security/policies';
/** The template's list forms of the same data (spec §2 "Application routes"). */
export const APPS_ROLES_PATH = '/apps/roles';
export const APPS_PERMISSIONS_PATH = '/apps/permissions';
export const SETTINGS_PERMISSIONS_PATH = '/apps/settings/permissions';
