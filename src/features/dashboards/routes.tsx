import type { RouteObject } from 'react-router';
import { guard } from '../../lib/routing/guardRoute';

// The dashboards load with their own screens only: each page's code (and what it alone uses) is
// a chunk of its own.
const ecommerce = async () => ({
  Component: (await import('./EcommerceDashboardPage')).EcommerceDashboardPage,
});

export const dashboardRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Dashboard' }, [
    { path: '/dashboards/ecommerce', lazy: ecommerce },
    // The same screen under the ecommerce app's name.
    { path: '/apps/ecommerce/dashboard', lazy: ecommerce },
  ]),
  // The CRM dashboard is in everyone's menu; the server answers with what the caller may read.
  {
    path: '/dashboards/crm',
    lazy: async () => ({ Component: (await import('./CrmDashboardPage')).CrmDashboardPage }),
  },
];
