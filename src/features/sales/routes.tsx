import { redirect, type RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import {
  CLIENT_LIST_PATH,
  CLIENT_SECTION,
  CUSTOMERS_MENU_PATH,
  ORDER_LIST_PATH,
  ORDER_SECTION,
  ORDERS_MENU_PATH,
  SALES_MENU_PATH,
  SELLER_LIST_PATH,
  SELLER_SECTION,
} from './paths';

/** A menu entry's path, redirected to its list by its loader (the list's code and rows load at once). */
const menuRedirect = (path: string, to: string): RouteObject => ({
  path,
  loader: ({ request }) => redirect(`${to}${new URL(request.url).search}`),
});

/** `details/:id` and its tabs (`details/:id/:tab`), one page. */
const detailsRoutes = (section: string, page: () => Promise<RouteObject['Component']>): RouteObject[] =>
  [`${section}/details/:id`, `${section}/details/:id/:tab`].map((path) => ({
    path,
    lazy: async () => ({ Component: await page() }),
  }));

/**
 * The sales area: sellers, clients, orders, invoices and client environments, each behind the
 * read right on its subject (Sale, Customer, Order, Environment); the server checks every call
 * again, row by row.
 */
export const salesRoutes: RouteObject[] = [
  // The menu's entries: sales (Sale read) opens the sellers, customers (Customer read) the clients.
  guard({ requiresAuth: true, action: 'read', subject: 'Sale' }, [
    menuRedirect(SALES_MENU_PATH, SELLER_LIST_PATH),
    listRoute({
      path: SELLER_LIST_PATH,
      resource: async () => (await import('./sellers/sellerResource')).sellerResource,
      page: async () => (await import('./sellers/SellerListPage')).SellerListPage,
    }),
    ...detailsRoutes(
      SELLER_SECTION,
      async () => (await import('./sellers/SellerDetailsPage')).SellerDetailsPage,
    ),
  ]),
  // Orders (Sale read, as the menu's entry): the list; an order's page needs read on Order. The
  // server scopes every call row by row (a seller's own orders, a brand's).
  guard({ requiresAuth: true, action: 'read', subject: 'Sale' }, [
    menuRedirect(ORDERS_MENU_PATH, ORDER_LIST_PATH),
    listRoute({
      path: ORDER_LIST_PATH,
      resource: async () => (await import('./orders/orderResource')).orderResource,
      page: async () => (await import('./orders/OrderListPage')).OrderListPage,
    }),
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'Order' }, [
    {
      path: `${ORDER_SECTION}/details/:id`,
      lazy: async () => ({ Component: (await import('./orders/OrderDetailsPage')).OrderDetailsPage }),
    },
  ]),
  guard({ requiresAuth: true, action: 'read', subject: 'Customer' }, [
    menuRedirect(CUSTOMERS_MENU_PATH, CLIENT_LIST_PATH),
    listRoute({
      path: CLIENT_LIST_PATH,
      resource: async () => (await import('./clients/clientResource')).clientResource,
      page: async () => (await import('./clients/ClientListPage')).ClientListPage,
    }),
    ...detailsRoutes(
      CLIENT_SECTION,
      async () => (await import('./clients/ClientDetailsPage')).ClientDetailsPage,
    ),
  ]),
];
