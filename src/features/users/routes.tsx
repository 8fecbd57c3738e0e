import { Outlet, type RouteObject } from 'react-router';
import { RedirectTo } from '../../lib/routing/RedirectTo';
import { canListUsers } from '../../../domain/users/listAccess';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import { ToNotAuthorized } from '../../lib/routing/ToNotAuthorized';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { ADMIN_USERS_PATH, USER_LIST_PATH, USERS_SECTION_PATH } from './paths';

/**
 * The guard's "read User" holds for everyone (each role reads its own account); the directory is
 * for those who read others (`canListUsers`). The layout has loaded the ability by now.
 */
function RequireUserDirectory() {
  const ability = useAppAbility();
  return !ability || canListUsers(ability) ? <Outlet /> : <ToNotAuthorized />;
}

/** User management (read on User; the view has an id, so it needs read on User too: spec §2). */
export const userRoutes: RouteObject[] = [
  // /apps/user, the menu's entry (highlighted on every user screen), opens the list.
  { path: USERS_SECTION_PATH, element: <RedirectTo pathname={USER_LIST_PATH} /> },
  // /admin/users, the administration's way to the same list, needs read on AdminPanel.
  guard({ requiresAuth: true, action: 'read', subject: 'AdminPanel' }, [
    { path: ADMIN_USERS_PATH, element: <RedirectTo pathname={USER_LIST_PATH} /> },
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'User' }, [
    {
      element: <RequireUserDirectory />,
      children: [
        listRoute({
          path: USER_LIST_PATH,
          resource: async () => (await import('./userResource')).userResource,
          page: async () => (await import('./UserListPage')).UserListPage,
        }),
        {
          path: '/apps/user/view/:id',
          lazy: async () => ({ Component: (await import('./UserViewPage')).UserViewPage }),
        },
      ],
    },
  ]),
];
