import type { RouteObject } from 'react-router';
import { RedirectTo } from '../../../lib/routing/RedirectTo';
import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { listRoute } from '../../../components/resource/listRoute';
import { guard } from '../../../lib/routing/guardRoute';
import {
  CONFIG_BRANDS_PATH,
  CONFIG_CATEGORIES_PATH,
  CONFIG_STATUSES_PATH,
  CONFIG_TYPES_PATH,
} from '../paths';

const CONFIG_PATH = CONFIG_BRANDS_PATH.replace(/\/brands$/, '');

const lazyPage = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});

/**
 * The catalogue's configuration screens (spec §2): brands need read on Brand; categories,
 * product statuses and product types read on Category (`CATALOGUE_SUBJECT`). Changes are offered
 * per the ability and checked by the server on every call.
 */
export const catalogueConfigRoutes: RouteObject[] = [
  { path: CONFIG_PATH, element: <RedirectTo pathname={CONFIG_BRANDS_PATH} /> },
  {
    ...lazyPage(async () => (await import('./ConfigLayout')).ConfigLayout),
    children: [
      guard({ requiresAuth: true, action: 'read', subject: CATALOGUE_SUBJECT.brand }, [
        listRoute({
          path: CONFIG_BRANDS_PATH,
          resource: async () => (await import('./brandResource')).brandResource,
          page: async () => (await import('./BrandsPage')).BrandsPage,
        }),
      ]),
      guard({ requiresAuth: true, action: 'read', subject: CATALOGUE_SUBJECT.category }, [
        listRoute({
          path: CONFIG_CATEGORIES_PATH,
          resource: async () => (await import('./categoryResource')).categoryResource,
          page: async () => (await import('./CategoriesPage')).CategoriesPage,
          shows: (params) => params.get('view') !== 'tree',
        }),
      ]),
      guard({ requiresAuth: true, action: 'read', subject: CATALOGUE_SUBJECT.productStatus }, [
        listRoute({
          path: CONFIG_STATUSES_PATH,
          resource: async () => (await import('./productConfigResource')).productStatusResource,
          page: async () => (await import('./ProductConfigPages')).ProductStatusesPage,
        }),
      ]),
      guard({ requiresAuth: true, action: 'read', subject: CATALOGUE_SUBJECT.productType }, [
        listRoute({
          path: CONFIG_TYPES_PATH,
          resource: async () => (await import('./productConfigResource')).productTypeResource,
          page: async () => (await import('./ProductConfigPages')).ProductTypesPage,
        }),
      ]),
    ],
  },
];
