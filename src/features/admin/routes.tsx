import { Outlet, type RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import { ToNotAuthorized } from '../../lib/routing/ToNotAuthorized';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { ORGANIZATION_PROFILE_PATH, ORGANIZATIONS_PATH } from './paths';

/** The organisations' list is for those who read organisations, beyond the administration panel. */
function RequireOrganizations() {
  const ability = useAppAbility();
  return !ability || ability.can('read', 'Organization') ? <Outlet /> : <ToNotAuthorized />;
}

/**
 * The administration's lists (read on AdminPanel; its dashboard is with the dashboards) and one's
 * own organisation's profile (read on Organization).
 */
export const adminRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'AdminPanel' }, [
    {
      element: <RequireOrganizations />,
      children: [
        listRoute({
          path: ORGANIZATIONS_PATH,
          resource: async () => (await import('./organizationResource')).organizationResource,
          page: async () => (await import('./OrganizationsPage')).OrganizationsPage,
        }),
      ],
    },
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'Organization' }, [
    {
      // The profile's tabs are routes: /organization/profile/addresses, …/contacts.
      path: `${ORGANIZATION_PROFILE_PATH}/:tab?`,
      lazy: async () => ({ Component: (await import('./OrganizationProfilePage')).OrganizationProfilePage }),
    },
  ]),
];
