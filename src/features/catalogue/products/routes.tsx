import { redirect, type RouteObject } from 'react-router';
import { listRoute } from '../../../components/resource/listRoute';
import { guard } from '../../../lib/routing/guardRoute';
import { PRODUCT_CREATE_PATH, PRODUCT_LIST_PATH, PRODUCTS_MENU_PATH } from '../paths';

const VIEW_PATH = productPathPattern('view');
const EDIT_PATH = productPathPattern('edit');

/** `/apps/product-management/product/<kind>/:id` (paths.ts builds them with an id). */
function productPathPattern(kind: 'view' | 'edit') {
  return PRODUCT_LIST_PATH.replace(/\/list$/, `/${kind}/:id`);
}

/**
 * The menu's entry (spec §2 "Menu routes by right": products need Product read), redirecting to
 * the list. Kept outside the area's layout, so following it loads the layout and the list at once
 * rather than one after the other; redirected by its loader, before anything renders, so the
 * list's code and rows are asked for at once (not after a first render of an empty screen).
 */
export const productsMenuRoute: RouteObject = {
  path: PRODUCTS_MENU_PATH,
  loader: ({ request }) => redirect(`${PRODUCT_LIST_PATH}${new URL(request.url).search}`),
};

/**
 * The product screens (spec §2): list and view need read on Product (the view has an id, so
 * read on Product too), the wizard create, the edit form update; the server scopes every call
 * the same way (a brand manager reads their brand's products only).
 */
export const productRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Product' }, [
    listRoute({
      path: PRODUCT_LIST_PATH,
      resource: async () => (await import('./productResource')).productResource,
      page: async () => (await import('./ProductListPage')).ProductListPage,
    }),
    // The tabs are routes of their own: /view/:id opens the first one.
    ...[VIEW_PATH, `${VIEW_PATH}/:tab`].map((path) => ({
      path,
      lazy: async () => ({ Component: (await import('./ProductViewPage')).ProductViewPage }),
    })),
  ]),
  guard({ requiresAuth: true, action: 'create', subject: 'Product' }, [
    {
      path: PRODUCT_CREATE_PATH,
      lazy: async () => ({ Component: (await import('./ProductWizardPage')).ProductWizardPage }),
    },
  ]),
  guard({ requiresAuth: true, action: 'update', subject: 'Product' }, [
    {
      path: EDIT_PATH,
      lazy: async () => ({ Component: (await import('./ProductEditPage')).ProductEditPage }),
    },
  ]),
];
