import { redirect, type RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import {
  CLIENT_LIST_PATH,
  CLIENT_SECTION,
  CUSTOMERS_MENU_PATH,
  ENVIRONMENT_ADD_PATH,
  ENVIRONMENT_LIST_PATH,
  ENVIRONMENT_SECTION,
  INVOICE_ADD_PATH,
  INVOICE_LIST_PATH,
  INVOICE_SECTION,
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

const lazyPage = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});

/** Invoices: read on Sale to list and preview, create to add, update to edit a draft. */
const invoiceRoutes: RouteObject[] = [
  menuRedirect(INVOICE_SECTION, INVOICE_LIST_PATH),
  guard({ requiresAuth: true, action: 'read', subject: 'Sale' }, [
    listRoute({
      path: INVOICE_LIST_PATH,
      resource: async () => (await import('./invoices/invoiceResource')).invoiceResource,
      page: async () => (await import('./invoices/InvoiceListPage')).InvoiceListPage,
    }),
    {
      path: `${INVOICE_SECTION}/preview/:id`,
      ...lazyPage(async () => (await import('./invoices/InvoicePreviewPage')).InvoicePreviewPage),
    },
  ]),
  guard({ requiresAuth: true, action: 'create', subject: 'Sale' }, [
    {
      path: INVOICE_ADD_PATH,
      ...lazyPage(async () => (await import('./invoices/InvoiceFormPage')).InvoiceAddPage),
    },
  ]),
  guard({ requiresAuth: true, action: 'update', subject: 'Sale' }, [
    {
      path: `${INVOICE_SECTION}/edit/:id`,
      ...lazyPage(async () => (await import('./invoices/InvoiceFormPage')).InvoiceEditPage),
    },
  ]),
];

/** Client environments: read on Environment to list and view, create to add, update to edit. */
const environmentRoutes: RouteObject[] = [
  menuRedirect(ENVIRONMENT_SECTION, ENVIRONMENT_LIST_PATH),
  guard({ requiresAuth: true, action: 'read', subject: 'Environment' }, [
    listRoute({
      path: ENVIRONMENT_LIST_PATH,
      resource: async () => (await import('./environments/environmentResource')).environmentResource,
      page: async () => (await import('./environments/EnvironmentListPage')).EnvironmentListPage,
    }),
    {
      path: `${ENVIRONMENT_SECTION}/view/:id`,
      ...lazyPage(async () => (await import('./environments/EnvironmentViewPage')).EnvironmentViewPage),
    },
  ]),
  guard({ requiresAuth: true, action: 'create', subject: 'Environment' }, [
    {
      path: ENVIRONMENT_ADD_PATH,
      ...lazyPage(async () => (await import('./environments/EnvironmentFormPage')).EnvironmentAddPage),
    },
  ]),
  guard({ requiresAuth: true, action: 'update', subject: 'Environment' }, [
    {
      path: `${ENVIRONMENT_SECTION}/edit/:id`,
      ...lazyPage(async () => (await import('./environments/EnvironmentFormPage')).EnvironmentEditPage),
    },
  ]),
];

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
  ...invoiceRoutes,
  ...environmentRoutes,
];
