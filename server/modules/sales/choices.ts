import { eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ClientChoiceQuerySchema,
  ClientChoiceSchema,
  OrderProductChoiceQuerySchema,
  OrderProductChoiceSchema,
  OrderChoiceQuerySchema,
  OrderChoiceSchema,
  type ClientChoice,
  type OrderChoice,
  type OrderProductChoice,
} from '../../../domain/sales/choices';
import { saleBlocker } from '../../../domain/catalogue/product';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import { choiceListRoute } from '../../http/choiceList';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { productChoiceList } from '../catalogue/productChoices';
import { products, productStatuses, productTypes } from '../catalogue/tables';
import { orderScope } from './orderAccess';
import { clients, orders } from './tables';

/**
 * The clients a form may name: those of the organisation the caller works in, as the writes
 * check them (an invoice or an environment names a client of its own organisation).
 */
const clientChoices = (principal: Principal) => ({
  table: clients,
  id: clients.id,
  where: [eq(clients.id_organization, workingOrganizationOf(principal))],
  orderable: { name: clients.name, code: clients.code },
  defaultOrdering: 'name',
  searchable: [clients.name, clients.code],
  tieBreaker: clients.id,
  map: (row: typeof clients.$inferSelect): ClientChoice => ({ id: row.id, name: row.name, code: row.code }),
});

/**
 * GET /invoices/choices/clients/ and /orders/, /environments/choices/clients/,
 * /orders/choices/products/: what their forms and filters choose from (a draft's currency, tax rate and
 * due date come from the application parameters).
 */
export function salesChoicesRoutes(app: App, services: Services) {
  const { db } = services.database;
  choiceListRoute(app, db, {
    url: '/invoices/choices/clients/',
    requires: { action: 'read', subject: 'Sale' },
    tags: ['invoices'],
    summary: 'The clients an invoice may name, searched by name or code (Sale read)',
    querystring: ClientChoiceQuerySchema,
    row: ClientChoiceSchema,
    rows: clientChoices,
  });
  choiceListRoute(app, db, {
    url: '/invoices/choices/orders/',
    requires: { action: 'read', subject: 'Sale' },
    tags: ['invoices'],
    summary:
      'The orders the caller may invoice (those it reads, not cancelled), newest first, searched by number or client (Sale read)',
    querystring: OrderChoiceQuerySchema,
    row: OrderChoiceSchema,
    rows: (principal) => ({
      table: orders,
      id: orders.id,
      where: [
        eq(orders.id_organization, workingOrganizationOf(principal)),
        ne(orders.status, 'cancelled'),
        orderScope(principal),
      ],
      orderable: { order_date: orders.order_date, number: orders.number },
      defaultOrdering: '-order_date',
      searchable: [
        sql`${orders.number}::text`,
        sql`(select ${clients.name} from ${clients} where ${clients.id} = ${orders.client_id})`,
      ],
      tieBreaker: orders.id,
      map: (row: typeof orders.$inferSelect): OrderChoice => ({
        id: row.id,
        number: row.number,
        client: row.client_id,
        client_name: '',
        order_date: row.order_date,
        status: row.status,
        currency: row.currency,
        total_amount: row.total_amount,
      }),
    }),
    // The client's name, which an order row does not hold.
    complete: async (rows) => {
      const ids = [...new Set(rows.map((row) => row.client))];
      const named = ids.length
        ? await db
            .select({ id: clients.id, name: clients.name })
            .from(clients)
            .where(inArray(clients.id, ids))
        : [];
      const names = new Map(named.map((c) => [c.id, c.name]));
      return rows.map((row) => ({ ...row, client_name: names.get(row.client) ?? '' }));
    },
  });
  choiceListRoute(app, db, {
    url: '/environments/choices/clients/',
    requires: { action: 'read', subject: 'Environment' },
    tags: ['environments'],
    summary: 'The clients an environment may belong to, searched by name or code (Environment read)',
    querystring: ClientChoiceQuerySchema,
    row: ClientChoiceSchema,
    rows: clientChoices,
  });
  choiceListRoute(app, db, {
    url: '/orders/choices/products/',
    // Whoever places orders names their products, reading the catalogue or not (a manager).
    requires: { action: 'create', subject: 'Order' },
    tags: ['orders'],
    summary:
      'The products an order line may name, with their price and why one cannot be sold, searched by name or SKU (Order create)',
    querystring: OrderProductChoiceQuerySchema,
    row: OrderProductChoiceSchema,
    rows: (principal) => ({
      ...productChoiceList(principal),
      map: (row: typeof products.$inferSelect): OrderProductChoice => ({
        id: row.id,
        name: row.name,
        sku: row.sku,
        // Exact, as text: `complete` reads it with the rules below.
        price: null,
        sale_blocker: null,
      }),
    }),
    // Why each cannot be sold: its status and its type say, which the product row does not hold.
    complete: async (rows) => {
      const ids = rows.map((row) => row.id);
      const rules = ids.length
        ? await db
            .select({
              id: products.id,
              stock: products.stock_quantity,
              allowsSales: productStatuses.allows_sales,
              allowsBackorders: productTypes.allows_backorders,
              price: sql<string | null>`${products.suggested_retail_price}::text`,
            })
            .from(products)
            .innerJoin(productStatuses, eq(productStatuses.id, products.status))
            .innerJoin(productTypes, eq(productTypes.id, products.product_type))
            .where(inArray(products.id, ids))
        : [];
      const byId = new Map(rules.map((rule) => [rule.id, rule]));
      return rows.map((row) => {
        const rule = byId.get(row.id);
        if (!rule) return row;
        const blocker = saleBlocker({
          allowsSales: rule.allowsSales,
          stockQuantity: rule.stock,
          allowsBackorders: rule.allowsBackorders,
        });
        return { ...row, price: rule.price, sale_blocker: blocker };
      });
    },
  });
}
