import type { RouteObject } from 'react-router';
import { catalogueConfigRoutes } from './config/routes';
import { catalogueEngagementRoutes } from './engagement/routes';
import { launchRoutes } from './launches/routes';
import { productRoutes, productsMenuRoute } from './products/routes';

/** The product management area: every screen within one layout and its navigation. */
export const catalogueRoutes: RouteObject[] = [
  productsMenuRoute,
  {
    lazy: async () => ({ Component: (await import('./CatalogueLayout')).CatalogueLayout }),
    children: [...productRoutes, ...launchRoutes, ...catalogueEngagementRoutes, ...catalogueConfigRoutes],
  },
];
