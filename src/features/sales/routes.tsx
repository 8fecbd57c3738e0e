import { Navigate, type RouteObject } from 'react-router';
import { listRoute } from '../../components/resource/listRoute';
import { guard } from '../../lib/routing/guardRoute';
import {
  ENVIRONMENT_ADD_PATH,
  ENVIRONMENT_LIST_PATH,
  ENVIRONMENT_SECTION,
  INVOICE_ADD_PATH,
  INVOICE_LIST_PATH,
  INVOICE_SECTION,
} from './paths';

const lazyPage = (load: () => Promise<React.ComponentType>) => ({
  lazy: async () => ({ Component: await load() }),
});

/** Invoices: read on Sale to list and preview, create to add, update to edit a draft. */
const invoiceRoutes: RouteObject[] = [
  { path: INVOICE_SECTION, element: <Navigate to={INVOICE_LIST_PATH} replace /> },
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
  { path: ENVIRONMENT_SECTION, element: <Navigate to={ENVIRONMENT_LIST_PATH} replace /> },
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
export const salesRoutes: RouteObject[] = [...invoiceRoutes, ...environmentRoutes];
