import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import { HR_PATH, INDIVIDUAL_ADD_PATH, INDIVIDUALS_PATH, REVIEWS_PATH } from './paths';

/**
 * The HR area. Reviews need read on Performance, which every staff member holds for the reviews
 * they give or receive (HR for all of the organisation's); the individuals are HR's screens
 * (read on apps-hr) over HR's records (Employee). The server checks every call again.
 */
export const hrRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Performance' }, [
    { path: HR_PATH, element: <Navigate to={REVIEWS_PATH} replace /> },
    listRoute({
      path: REVIEWS_PATH,
      resource: async () => (await import('./performanceReviewResource')).performanceReviewResource,
      page: async () => (await import('./ReviewListPage')).ReviewListPage,
    }),
    {
      path: `${REVIEWS_PATH}/:id`,
      lazy: async () => ({ Component: (await import('./ReviewPage')).ReviewPage }),
    },
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'apps-hr' }, [
    guard({ requiresAuth: true, action: 'read', subject: 'Employee' }, [
      listRoute({
        path: INDIVIDUALS_PATH,
        resource: async () => (await import('./individualResource')).individualResource,
        page: async () => (await import('./IndividualListPage')).IndividualListPage,
      }),
    ]),
    guard({ requiresAuth: true, action: 'create', subject: 'Employee' }, [
      {
        path: INDIVIDUAL_ADD_PATH,
        lazy: async () => ({ Component: (await import('./IndividualAddPage')).IndividualAddPage }),
      },
    ]),
  ]),
];
