import { and, count, desc, eq, inArray, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdParams } from '../../../domain/common/fields';
import { ListQuerySchema, orderingParam, paginated, type ListQuery } from '../../../domain/common/pagination';
import { ORDER_STATUSES } from '../../../domain/sales/orderStatus';
import {
  OrderSummarySchema,
  PartyOverviewSchema,
  REVENUE_EXCLUDED_STATUSES,
  type OrderSummary,
  type PartyOverview,
} from '../../../domain/sales/partyOverview';
import type { Principal } from '../../access/principals';
import { principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import { listPage } from '../../http/list';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { orderScope } from './orderAccess';
import { clients, orders, sellers } from './tables';

// A client's or a seller's orders, read from the orders table: the table of their details page
// and the figures of its overview. Only the orders the caller may read count (a sales rep sees
// their own), so the figures never reveal more than the table.

type OrderRow = typeof orders.$inferSelect;

/** Orders as a table lists them: with their client's and seller's names, in two queries. */
export async function orderSummaries(db: DbOrTx, rows: OrderRow[]): Promise<OrderSummary[]> {
  const clientIds = [...new Set(rows.map((r) => r.client_id))];
  const sellerIds = [...new Set(rows.flatMap((r) => (r.seller_id === null ? [] : [r.seller_id])))];
  const [clientNames, sellerNames] = await Promise.all([
    clientIds.length
      ? db.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, clientIds))
      : [],
    sellerIds.length
      ? db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(inArray(sellers.id, sellerIds))
      : [],
  ]);
  const clientName = new Map(clientNames.map((c) => [c.id, c.name]));
  const sellerName = new Map(sellerNames.map((s) => [s.id, s.name]));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    order_date: r.order_date,
    status: r.status,
    payment: r.payment,
    currency: r.currency,
    total_amount: r.total_amount,
    client_id: r.client_id,
    client_name: clientName.get(r.client_id) ?? '',
    seller_id: r.seller_id,
    seller_name: r.seller_id === null ? null : (sellerName.get(r.seller_id) ?? null),
  }));
}

/** Counts, revenue per currency and the last order of the orders `of` names, as the caller may read them. */
export async function partyOverview(
  db: DbOrTx,
  principal: Principal,
  of: SQL,
  clientsCount: number | null,
): Promise<PartyOverview> {
  const where = and(of, orderScope(principal));
  const open = notInArray(orders.status, ['delivered', 'cancelled', 'refunded']);
  const [figures] = await db
    .select({
      orders: count(),
      open: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
    })
    .from(orders)
    .where(where);
  const revenue = await db
    .select({ currency: orders.currency, amount: sum(orders.total_amount).mapWith(String) })
    .from(orders)
    .where(and(where, notInArray(orders.status, [...REVENUE_EXCLUDED_STATUSES])))
    .groupBy(orders.currency)
    .orderBy(orders.currency);
  const [last] = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.order_date), desc(orders.id))
    .limit(1);
  return {
    orders_count: Number(figures?.orders ?? 0),
    open_orders_count: Number(figures?.open ?? 0),
    // numeric sums keep their exact decimals; two places as the amounts have.
    revenue: revenue.map((r) => ({ currency: r.currency, amount: Number(r.amount).toFixed(2) })),
    last_order: last ? (await orderSummaries(db, [last]))[0]! : null,
    clients_count: clientsCount,
  };
}

const ORDERABLE = {
  number: orders.number,
  order_date: orders.order_date,
  status: orders.status,
  total_amount: orders.total_amount,
};

export const PartyOrdersQuerySchema = ListQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  ordering: orderingParam(Object.keys(ORDERABLE)),
});

/**
 * `GET {path}{id}/orders/` and `GET {path}{id}/overview/` for a party (client or seller): the
 * party must be readable (its own `find`), and the orders are those of it the caller may read.
 */
export function partyOrderRoutes(
  app: App,
  services: Services,
  party: {
    path: string;
    tag: string;
    subject: string;
    column: typeof orders.client_id | typeof orders.seller_id;
    find: (principal: Principal, id: number) => Promise<{ id: number }>;
    clientsCount?: (id: number) => Promise<number>;
  },
) {
  const { db } = services.database;
  const requires = [
    { action: 'read', subject: party.subject },
    { action: 'read', subject: 'Order' },
  ];
  app.get(
    `${party.path}:id/orders/`,
    {
      config: { requires },
      schema: {
        tags: [party.tag],
        summary: `Its orders (${party.subject} read, Order read: the orders the caller may read)`,
        params: IdParams,
        querystring: PartyOrdersQuerySchema,
        response: { 200: paginated(OrderSummarySchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const found = await party.find(principal, request.params.id);
      const query = request.query as ListQuery & { status?: (typeof ORDER_STATUSES)[number] };
      const page = await listPage(db, request as FastifyRequest, query, {
        table: orders,
        where: [
          eq(party.column, found.id),
          orderScope(principal),
          query.status === undefined ? undefined : eq(orders.status, query.status),
        ],
        orderable: ORDERABLE,
        defaultOrdering: '-order_date',
        searchable: [],
        tieBreaker: orders.id,
        map: (row: OrderRow) => row,
      });
      return { ...page, results: await orderSummaries(db, page.results) };
    },
  );
  app.get(
    `${party.path}:id/overview/`,
    {
      config: { requires },
      schema: {
        tags: [party.tag],
        summary: `Its orders in figures (${party.subject} read, Order read)`,
        params: IdParams,
        response: { 200: PartyOverviewSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const found = await party.find(principal, request.params.id);
      const clientsCount = party.clientsCount ? await party.clientsCount(found.id) : null;
      return partyOverview(db, principal, eq(party.column, found.id), clientsCount);
    },
  );
}
