import type { RouteObject } from 'react-router';
import { RedirectTo } from '../../lib/routing/RedirectTo';
import { guard } from '../../lib/routing/guardRoute';
import { APPLICATION_PARAMETERS_PATH, applicationParametersPath } from '../../lib/recordPaths';

/**
 * The system parameters (read on Settings, which CLIENT_ADMIN never holds): the application
 * parameters by tab, the bare path opening the first.
 */
export const parameterRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Settings' }, [
    {
      path: APPLICATION_PARAMETERS_PATH,
      element: <RedirectTo pathname={applicationParametersPath('general')} />,
    },
    {
      // Tabs: general, sales, catalogue, notifications; any other tab shows the first.
      path: `${APPLICATION_PARAMETERS_PATH}/:tab`,
      lazy: async () => ({
        Component: (await import('./ApplicationParametersPage')).ApplicationParametersPage,
      }),
    },
  ]),
];
