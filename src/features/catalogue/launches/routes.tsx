import type { RouteObject } from 'react-router';
import { guard } from '../../../lib/routing/guardRoute';
import { ANALYTICS_PATH, LAUNCH_CREATE_PATH, LAUNCH_LIST_PATH } from '../paths';

const lazyPage = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * Product launches (read on Product; create and edit need create and update on Product, the
 * detail, having an id, read on Product: spec §2) and the catalogue analytics (read on
 * Analytics). The server checks every call the same way.
 */
export const launchRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Product' }, [
    { path: LAUNCH_LIST_PATH, ...lazyPage(async () => (await import('./LaunchListPage')).LaunchListPage) },
    {
      path: `${LAUNCH_LIST_PATH}/:id`,
      ...lazyPage(async () => (await import('./LaunchDetailPage')).LaunchDetailPage),
    },
  ]),
  guard({ requiresAuth: true, action: 'create', subject: 'Product' }, [
    {
      path: LAUNCH_CREATE_PATH,
      ...lazyPage(async () => (await import('./LaunchFormPage')).LaunchCreatePage),
    },
  ]),
  guard({ requiresAuth: true, action: 'update', subject: 'Product' }, [
    {
      path: `${LAUNCH_LIST_PATH}/edit/:id`,
      ...lazyPage(async () => (await import('./LaunchFormPage')).LaunchEditPage),
    },
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'Analytics' }, [
    {
      path: ANALYTICS_PATH,
      ...lazyPage(async () => (await import('../analytics/AnalyticsPage')).AnalyticsPage),
    },
  ]),
];
