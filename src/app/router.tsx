import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { guestRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboards/routes';
import { publicRoutes } from '../features/pages/routes';
import { LoadingBar } from './layouts/LoadingBar';
import { guard } from './routing/guardRoute';
import { RootRedirect } from './routing/RootRedirect';

// Each area declares its routes; every screen loads on demand, so the first page downloads
// only what it shows.
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
        children: [guard({ unauthenticatedOnly: true }, guestRoutes), guard({ public: true }, publicRoutes)],
      },
      guard({ requiresAuth: true }, [
        {
          lazy: async () => ({ Component: (await import('./layouts/DefaultLayout')).DefaultLayout }),
          children: [...dashboardRoutes, ...accountRoutes],
        },
      ]),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
