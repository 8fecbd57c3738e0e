import type { RouteObject } from 'react-router';
import { RedirectTo } from '../../lib/routing/RedirectTo';
import { ACCOUNT_SETTINGS_PATH, USER_PROFILE_PATH } from './paths';

/**
 * The signed-in user's own pages (settings, profile), in the default layout, which already
 * requires a session.
 */
export const accountRoutes: RouteObject[] = [
  ...['/account-settings', ACCOUNT_SETTINGS_PATH].map((path) => ({
    path,
    element: <RedirectTo pathname={`${ACCOUNT_SETTINGS_PATH}/account`} />,
  })),
  {
    // Tabs: account, security; any other tab shows the account tab.
    path: `${ACCOUNT_SETTINGS_PATH}/:tab`,
    lazy: async () => ({ Component: (await import('./AccountSettingsPage')).AccountSettingsPage }),
  },
  { path: USER_PROFILE_PATH, element: <RedirectTo pathname={`${USER_PROFILE_PATH}/profile`} /> },
  {
    // Tabs: profile, permissions.
    path: `${USER_PROFILE_PATH}/:tab`,
    lazy: async () => ({ Component: (await import('./UserProfilePage')).UserProfilePage }),
  },
];
