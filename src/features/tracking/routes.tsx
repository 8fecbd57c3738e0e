import { redirect, type RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import {
  BATCH_ADD_PATH,
  BATCH_LIST_PATH,
  BATCH_SECTION,
  UNIT_ADD_PATH,
  UNIT_LIST_PATH,
  UNIT_SECTION,
} from './paths';

/** A section's own path opens its list (the list's code and rows load at once). */
const toList = (path: string, to: string): RouteObject => ({
  path,
  loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
});

const lazyPage = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * The tracking area: batches behind read on Batch (create to add one), units behind read on
 * TrackedProduct (create to add one). The server checks every call again, row by row.
 */
export const trackingRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Batch' }, [
    toList(BATCH_SECTION, BATCH_LIST_PATH),
    listRoute({
      path: BATCH_LIST_PATH,
      resource: async () => (await import('./batchResource')).batchResource,
      page: async () => (await import('./BatchListPage')).BatchListPage,
    }),
    {
      path: `${BATCH_SECTION}/view/:id`,
      ...lazyPage(async () => (await import('./BatchViewPage')).BatchViewPage),
    },
  ]),
  guard({ requiresAuth: true, action: 'create', subject: 'Batch' }, [
    { path: BATCH_ADD_PATH, ...lazyPage(async () => (await import('./BatchAddPage')).BatchAddPage) },
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'TrackedProduct' }, [
    toList(UNIT_SECTION, UNIT_LIST_PATH),
    listRoute({
      path: UNIT_LIST_PATH,
      resource: async () => (await import('./trackedProductResource')).trackedProductResource,
      page: async () => (await import('./UnitListPage')).UnitListPage,
    }),
    {
      path: `${UNIT_SECTION}/view/:id`,
      ...lazyPage(async () => (await import('./UnitViewPage')).UnitViewPage),
    },
  ]),
  guard({ requiresAuth: true, action: 'create', subject: 'TrackedProduct' }, [
    { path: UNIT_ADD_PATH, ...lazyPage(async () => (await import('./UnitAddPage')).UnitAddPage) },
  ]),
];
