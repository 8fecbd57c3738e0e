import type { RouteObject } from 'react-router';

/**
 * The sales area: sellers, clients, orders, invoices and client environments, each behind the
 * read right on its subject (Sale, Customer, Order, Environment); the server checks every call
 * again, row by row.
 */
export const salesRoutes: RouteObject[] = [];
