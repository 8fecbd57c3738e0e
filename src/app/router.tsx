import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  RouterContextProvider,
  type RouteObject,
} from 'react-router';
import { accessControlRoutes } from '../features/access-control/routes';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { guestRoutes } from '../features/auth/routes';
import { dashboardRoutes } from '../features/dashboards/routes';
import { publicRoutes } from '../features/pages/routes';
import { securityRoutes } from '../features/security/routes';
import { userRoutes } from '../features/users/routes';
import { unitRoutes } from '../features/units/routes';
import { salesRoutes } from '../features/sales/routes';
import { supportRoutes } from '../features/support/routes';
import { hrRoutes } from '../features/hr/routes';
import { parameterRoutes } from '../features/parameters/routes';
import { trackingRoutes } from '../features/tracking/routes';
import { workflowRoutes } from '../features/workflows/routes';
import { kitRoutes } from '../kit/routes';
import { loadAllTexts } from '../i18n';
import { FirstPageLoading, LoadingBar } from './layouts/LoadingBar';
import { LOGIN_PATH } from '../lib/routing/guard';
import { guard } from '../lib/routing/guardRoute';
import { PrefetchSignedIn } from './routing/PrefetchSignedIn';
import { RootRedirect } from './routing/RootRedirect';
import { loadAbility } from '../lib/session/SessionProvider';
import { queryLayerContext, type QueryLayerHandle } from '../lib/queryLayer';

/**
 * Routes whose screens use server data (`useApi()`): the query library and its cache come with a
 * layout route of their own, loaded with the first of them. /login stays outside: it signs in
 * through the session machine, and is the page that must load fast.
 */
const withServerData = (queryLayer: QueryLayerHandle, children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const [{ ServerData }, layer] = await Promise.all([import('../lib/ServerData'), queryLayer.load()]);
    return { element: <ServerData layer={layer} /> };
  },
  children,
});
/**
 * Routes whose screens may show texts of any area: English's areas beyond sign-in come with a
 * layout route of their own (see src/i18n.ts). The guest screens need none of them.
 */
const withAllTexts = (children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    await loadAllTexts();
    return { Component: Outlet };
  },
  children,
});
const loginRoutes = guestRoutes.filter((route) => route.path === LOGIN_PATH);
const otherGuestRoutes = guestRoutes.filter((route) => route.path !== LOGIN_PATH);

/**
 * Loads the code of the routes a path matches, ahead of going there: their `lazy` functions, whose
 * imports the router then finds done (each is idempotent: the query layer, texts and abilities
 * load once).
 */
const prefetchRoutes = (routes: RouteObject[]) => (path: string) => {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined);
  }
};

// Each area declares its routes; every screen loads on demand, so the first page downloads
// only what it shows.
export const appRoutes = (queryLayer: QueryLayerHandle): RouteObject[] => {
  const routes: RouteObject[] = [];
  const prefetch = prefetchRoutes(routes);
  routes.push({
    // Every first page loads on demand: the router renders this until its code is there.
    HydrateFallback: FirstPageLoading,
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
            { element: <PrefetchSignedIn prefetch={prefetch} />, children: loginRoutes },
            withServerData(queryLayer, otherGuestRoutes),
          ]),
          guard({ public: true }, [withAllTexts(publicRoutes)]),
        ],
      },
      guard({ requiresAuth: true }, [
        withServerData(queryLayer, [
          {
            // The ability (CASL) and all texts load with the layout: its menu and its screens'
            // guards need the ability.
            lazy: async () => {
              const [{ DefaultLayout }] = await Promise.all([
                import('./layouts/DefaultLayout'),
                loadAbility(),
                loadAllTexts(),
              ]);
              return { Component: DefaultLayout };
            },
            children: [
              ...dashboardRoutes,
              ...accountRoutes,
              ...accessControlRoutes,
              ...userRoutes,
              ...adminRoutes,
              ...securityRoutes,
              ...catalogueRoutes,
              ...unitRoutes,
              ...salesRoutes,
              ...supportRoutes,
              ...hrRoutes,
              ...parameterRoutes,
              ...trackingRoutes,
              ...workflowRoutes,
              ...kitRoutes,
            ],
          },
        ]),
      ]),
    ],
  });
  return routes;
};

/** The app's router; its loaders reach the query layer through the router's context. */
export const createAppRouter = (queryLayer: QueryLayerHandle) =>
  createBrowserRouter(appRoutes(queryLayer), {
    future: { v8_middleware: true },
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(queryLayerContext, queryLayer);
      return context;
    },
  });
