import type { RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import { HR_DASHBOARD_PATH, HR_PATH, INDIVIDUAL_ADD_PATH, INDIVIDUALS_PATH, REVIEWS_PATH } from './paths';

/**
 * The HR area, in one layout with its navigation. Reviews need read on Performance, which every
 * staff member holds for the reviews they give or receive (HR for all of the organisation's); the
 * dashboard and the individuals are HR's screens (read on apps-hr), the individuals over HR's
 * records (Employee). The server checks every call again.
 */
export const hrRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./HrLayout')).HrLayout }),
    children: [
      guard({ requiresAuth: true, action: 'read', subject: 'Performance' }, [
        { path: HR_PATH, lazy: async () => ({ Component: (await import('./HrLayout')).HrHome }) },
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
        {
          path: HR_DASHBOARD_PATH,
          lazy: async () => ({ Component: (await import('./HrDashboardPage')).HrDashboardPage }),
        },
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
    ],
  },
];
