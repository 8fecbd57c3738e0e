import type { RouteObject } from 'react-router';
import { guard } from '../../lib/routing/guardRoute';

/** The access-control demonstration page, for those who may read it. */
export const accessControlRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'AclDemo' }, [
    {
      path: '/access-control',
      lazy: async () => ({ Component: (await import('./AccessControlPage')).AccessControlPage }),
    },
  ]),
];
