import type { RouteObject } from 'react-router';
import { guard } from '../../lib/routing/guardRoute';

export const dashboardRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Dashboard' }, [
    {
      path: '/dashboards/ecommerce',
      lazy: async () => ({ Component: (await import('./DashboardPlaceholder')).EcommerceDashboard }),
    },
  ]),
  // Spec §2: the CRM dashboard is in everyone's menu.
  {
    path: '/dashboards/crm',
    lazy: async () => ({ Component: (await import('./DashboardPlaceholder')).CrmDashboard }),
  },
];
