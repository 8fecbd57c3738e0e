import type { RouteObject } from 'react-router';
import { guard } from '../../lib/routing/guardRoute';

// The dashboards load with their own screens only: each page's code (and what it alone uses) is
// a chunk of its own.
const ecommerce = async () => ({
  Component: (await import('./EcommerceDashboardPage')).EcommerceDashboardPage,
});
const analytics = async () => ({
  Component: (await import('./AnalyticsDashboardPage')).AnalyticsDashboardPage,
});

export const dashboardRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Dashboard' }, [
    { path: '/dashboards/ecommerce', lazy: ecommerce },
    // The same screen under the ecommerce app's name.
    { path: '/apps/ecommerce/dashboard', lazy: ecommerce },
    {
      path: '/user-dashboard',
      // Boxed content whatever the content-width preference (the app shell reads the handle).
      handle: { layout: 'boxed' },
      lazy: async () => ({ Component: (await import('./MyDashboardPage')).MyDashboardPage }),
    },
  ]),
  // The CRM dashboard is in everyone's menu; the server answers with what the caller may read.
  {
    path: '/dashboards/crm',
    lazy: async () => ({ Component: (await import('./CrmDashboardPage')).CrmDashboardPage }),
  },
  guard({ requiresAuth: true, action: 'read', subject: 'Analytics' }, [
    { path: '/dashboards/analytics', lazy: analytics },
    // The menu's route for analysts: the same screen.
    { path: '/analytics', lazy: analytics },
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'AdminPanel' }, [
    {
      path: '/admin/dashboard',
      lazy: async () => ({ Component: (await import('./AdminDashboardPage')).AdminDashboardPage }),
    },
  ]),
];
