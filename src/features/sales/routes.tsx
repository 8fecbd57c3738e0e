import { redirect, type RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import { ORDER_LIST_PATH, ORDER_SECTION, ORDERS_MENU_PATH } from './paths';

/**
 * The menu's orders entry (orders need Sale read), redirecting to the order list by its loader,
 * before anything renders, so the list's code and rows are asked for at once.
 */
const ordersMenuRoute: RouteObject = {
  path: ORDERS_MENU_PATH,
  loader: ({ request }) => redirect(`${ORDER_LIST_PATH}${new URL(request.url).search}`),
};

/**
 * The order screens: the list needs read on Sale (as its menu entry), an order's page read on
 * Order; the server scopes every call row by row (a seller's own orders, a brand's).
 */
const orderRoutes: RouteObject[] = [
  guard({ requiresAuth: true, action: 'read', subject: 'Sale' }, [
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
];

/**
 * The sales area: sellers, clients, orders, invoices and client environments, each behind the
 * read right on its subject (Sale, Customer, Order, Environment); the server checks every call
 * again, row by row.
 */
export const salesRoutes: RouteObject[] = [ordersMenuRoute, ...orderRoutes];
