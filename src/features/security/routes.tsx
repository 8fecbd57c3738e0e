import type { RouteObject } from 'react-router';
import { RedirectTo } from '../../lib/routing/RedirectTo';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import {
  APPS_PERMISSIONS_PATH,
  APPS_ROLES_PATH,
  AUDIT_LOGS_PATH,
  PERMISSION_MATRIX_PATH,
  POLICIES_PATH,
  ROLE_MANAGEMENT_PATH,
  SECURITY_DASHBOARD_PATH,
  SECURITY_EVENTS_PATH,
  SECURITY_PATH,
  SETTINGS_PERMISSIONS_PATH,
} from './paths';

const roles = async () => (await import('./roleResource')).roleResource;

const lazyPage = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * The security area (spec §2): reads need read on security, the matrix and the policies manage
 * on security (the server checks every call the same way).
 */
export const securityRoutes: RouteObject[] = [
  { path: SECURITY_PATH, element: <RedirectTo pathname={SECURITY_DASHBOARD_PATH} /> },
  guard({ requiresAuth: true, action: 'read', subject: 'security' }, [
    {
      path: SECURITY_DASHBOARD_PATH,
      ...lazyPage(async () => (await import('./SecurityDashboardPage')).SecurityDashboardPage),
    },
    listRoute({
      path: ROLE_MANAGEMENT_PATH,
      resource: roles,
      page: async () => (await import('./RoleManagementPage')).RoleManagementPage,
    }),
    { path: AUDIT_LOGS_PATH, ...lazyPage(async () => (await import('./AuditLogsPage')).AuditLogsPage) },
    {
      path: SECURITY_EVENTS_PATH,
      ...lazyPage(async () => (await import('./SecurityEventsPage')).SecurityEventsPage),
    },
    listRoute({
      path: APPS_ROLES_PATH,
      resource: roles,
      page: async () => (await import('./AppsListPages')).AppsRolesPage,
    }),
    ...[APPS_PERMISSIONS_PATH, SETTINGS_PERMISSIONS_PATH].map((path) => ({
      path,
      ...lazyPage(async () => (await import('./AppsListPages')).AppsPermissionsPage),
    })),
  ]),
  guard({ requiresAuth: true, action: 'manage', subject: 'security' }, [
    {
      path: PERMISSION_MATRIX_PATH,
      // The page fits the window and its grid scrolls inside, under a header row that stays.
      handle: { layout: 'fixed-height' },
      ...lazyPage(async () => (await import('./PermissionMatrixPage')).PermissionMatrixPage),
    },
    { path: POLICIES_PATH, ...lazyPage(async () => (await import('./PoliciesPage')).PoliciesPage) },
  ]),
];
