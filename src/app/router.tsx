import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { Guarded } from './routing/Guarded';
import { RootRedirect } from './routing/RootRedirect';
import { LoadingBar } from './layouts/LoadingBar';
import type { RouteMeta } from './routing/guard';

const guard = (meta: RouteMeta, children: RouteObject[]): RouteObject => ({
  element: <Guarded meta={meta} />,
  children,
});

// Every screen loads on demand: the first page downloads only what it shows.
const routes: RouteObject[] = [
  {
    element: (
      <>
        <LoadingBar />
        <Outlet />
      </>
    ),
    children: [
      guard({ requiresAuth: true }, [{ path: '/', element: <RootRedirect /> }]),
      {
        lazy: async () => ({ Component: (await import('./layouts/BlankLayout')).BlankLayout }),
        children: [
          guard({ unauthenticatedOnly: true }, [
            {
              path: '/login',
              lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
            },
          ]),
          guard({ public: true }, [
            ...['/not-authorized', '/pages/misc/not-authorized'].map((path) => ({
              path,
              lazy: async () => ({
                Component: (await import('../features/errors/ErrorPages')).NotAuthorizedPage,
              }),
            })),
            ...['/pages/misc/not-found/:error', '*'].map((path) => ({
              path,
              lazy: async () => ({ Component: (await import('../features/errors/ErrorPages')).NotFoundPage }),
            })),
          ]),
        ],
      },
      guard({ requiresAuth: true }, [
        {
          lazy: async () => ({ Component: (await import('./layouts/DefaultLayout')).DefaultLayout }),
          children: [
            guard({ requiresAuth: true, action: 'read', subject: 'Dashboard' }, [
              {
                path: '/dashboards/ecommerce',
                lazy: async () => ({
                  Component: (await import('../features/dashboards/DashboardPlaceholder')).EcommerceDashboard,
                }),
              },
            ]),
            {
              path: '/dashboards/crm',
              lazy: async () => ({
                Component: (await import('../features/dashboards/DashboardPlaceholder')).CrmDashboard,
              }),
            },
          ],
        },
      ]),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
