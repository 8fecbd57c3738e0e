import { subject } from '@casl/ability';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { withinDatePreset } from '../../http/list';
import { fieldMessages } from '../../../domain/common/messages';
import { cardSummary } from '../../../domain/sales/card';
import {
  OrderCreateSchema,
  OrderListQuerySchema,
  OrderSchema,
  OrderUpdateSchema,
  orderMessages,
  ORDER_ADDRESS_FIELDS,
  ORDER_CREATED_EVENT,
  type Order,
  type OrderCreate,
  type OrderEvent,
  type OrderLine,
  type OrderUpdate,
} from '../../../domain/sales/order';
import { orderFlow } from '../../../machines/orderStatus';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import { authorize } from '../../auth/authenticate';
import { detailError, fieldError } from '../../http/errors';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { brands, products } from '../catalogue/tables';
import { parametersOf } from '../parameters/parameters';
import { checkReferences } from '../catalogue/rules';
import { takeNumber } from './numbering';
import { orderColumns, ownOrders } from './orderAccess';
import { orderEventRoutes } from './orderEvents';
import { orderFlowStatsRoutes } from './orderFlowStats';
import { priceLines, writeLines, type PricedOrder } from './orderLines';
import { clients, orderLines, orders, orderTransitions, sellers } from './tables';

export type OrderRow = typeof orders.$inferSelect;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The events `principal` may send the order now: the machine's, at the order's status, if they
 * may change its status at all. `stockAvailable`: whether its lines' stock is there now.
 */
export function eventsFor(principal: Principal, row: OrderRow, stockAvailable: boolean): OrderEvent[] {
  if (!principal.ability.can('update', subject('Order', { ...row }), 'status')) return [];
  return orderFlow.events(
    { status: row.status, payment: row.payment, stockReserved: row.stock_reserved, heldFrom: row.held_from },
    stockAvailable,
  );
}

const byIds = async <T extends { id: number }>(
  ids: (number | null)[],
  load: (ids: number[]) => Promise<T[]>,
) => {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return new Map((wanted.length ? await load(wanted) : []).map((row) => [row.id, row]));
};

/** A page of orders with their names, lines and the events each takes, in five queries. */
async function present({ db, principal }: ReadContext, rows: OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const [clientNames, sellerNames, brandNames] = await Promise.all([
    byIds(
      rows.map((r) => r.client_id),
      (ids) =>
        db.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, ids)),
    ),
    byIds(
      rows.map((r) => r.seller_id),
      (ids) =>
        db.select({ id: sellers.id, name: sellers.name }).from(sellers).where(inArray(sellers.id, ids)),
    ),
    byIds(
      rows.map((r) => r.brand),
      (ids) => db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, ids)),
    ),
  ]);
  const lines = await db
    .select({
      id: orderLines.id,
      order_id: orderLines.order_id,
      position: orderLines.position,
      product: orderLines.product_id,
      product_name: orderLines.product_name,
      sku: orderLines.sku,
      quantity: orderLines.quantity,
      unit_price: orderLines.unit_price,
      line_total: orderLines.line_total,
      stock: products.stock_quantity,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.product_id))
    .where(
      inArray(
        orderLines.order_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(orderLines.order_id, orderLines.position);
  const linesOf = new Map<number, (OrderLine & { stock: number })[]>();
  for (const { order_id, ...line } of lines) {
    const list = linesOf.get(order_id) ?? [];
    list.push(line);
    linesOf.set(order_id, list);
  }
  return rows.map(({ client_id, seller_id, created_at, updated_at, ...row }) => {
    const own = linesOf.get(row.id) ?? [];
    const stockAvailable = own.length > 0 && own.every((line) => line.stock >= line.quantity);
    return {
      ...row,
      card_brand: row.card_brand as Order['card_brand'],
      client: client_id,
      client_name: clientNames.get(client_id)?.name ?? '',
      seller: seller_id,
      seller_name: seller_id === null ? null : (sellerNames.get(seller_id)?.name ?? null),
      brand_name: row.brand === null ? null : (brandNames.get(row.brand)?.name ?? null),
      lines: own.map(({ stock: _stock, ...line }) => line),
      events: eventsFor(principal, { ...row, client_id, seller_id, created_at, updated_at }, stockAvailable),
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
    };
  });
}

// The lines a write priced (toInsert/toUpdate), for afterWrite to store once the order's row is
// written: keyed by the request's body, which both hooks receive.
const pricedLinesOf = new WeakMap<object, PricedOrder>();

/** The order's values from its priced lines: total and brand. */
const fromPriced = (priced: PricedOrder) => ({ total_amount: priced.total, brand: priced.brand });

const cardColumns = (typed: string) => {
  const card = cardSummary(typed);
  if (!card) throw fieldError('card_number', orderMessages.cardNumber);
  return { card_brand: card.brand, card_last4: card.last4 };
};

async function toInsert(ctx: WriteContext, input: OrderCreate) {
  const { tx, principal } = ctx;
  const organization = workingOrganizationOf(principal);
  const [client] = await tx
    .select()
    .from(clients)
    .where(and(eq(clients.id, input.client), eq(clients.id_organization, organization)));
  if (!client) throw fieldError('client', fieldMessages.referenceNotFound);
  if (client.status === 'blocked') throw fieldError('client', orderMessages.clientBlocked);
  const seller = input.seller === undefined ? client.seller_id : input.seller;
  await checkReferences(tx, organization, [{ field: 'seller', table: sellers, ids: seller ? [seller] : [] }]);
  const orderDate = input.order_date ?? today();
  if (input.delivery_date && input.delivery_date < orderDate) {
    throw fieldError('delivery_date', orderMessages.deliveryBeforeOrder);
  }
  const priced = await priceLines(tx, organization, input.lines);
  pricedLinesOf.set(input, priced);
  const { card_number, lines: _lines, seller: _seller, client: _client, ...rest } = input;
  const addresses = Object.fromEntries(
    ORDER_ADDRESS_FIELDS.map((field) => [field, input[field] ?? client[field]]),
  );
  return {
    ...rest,
    ...addresses,
    id_organization: organization,
    number: await takeNumber(tx, organization, 'order'),
    client_id: client.id,
    seller_id: seller ?? null,
    order_date: orderDate,
    currency: (await parametersOf(tx, organization)).sales.currency,
    ...fromPriced(priced),
    ...(card_number !== undefined ? cardColumns(card_number) : {}),
    created_by: principal.user.id,
  };
}

async function toUpdate(ctx: WriteContext, row: OrderRow, changes: OrderUpdate) {
  const { tx } = ctx;
  const { lines, seller, card_number, ...rest } = changes;
  const values: Record<string, unknown> = { ...rest };
  if (seller !== undefined) {
    await checkReferences(tx, row.id_organization, [
      { field: 'seller', table: sellers, ids: seller ? [seller] : [] },
    ]);
    values.seller_id = seller;
  }
  if (changes.delivery_date && changes.delivery_date < row.order_date) {
    throw fieldError('delivery_date', orderMessages.deliveryBeforeOrder);
  }
  if (card_number !== undefined) Object.assign(values, cardColumns(card_number));
  if (lines !== undefined) {
    // Pending: nothing reserved nor shipped yet, so the lines may still change (priced anew).
    if (row.status !== 'pending' || row.stock_reserved)
      throw detailError(409, orderMessages.linesOnlyWhilePending);
    const priced = await priceLines(tx, row.id_organization, lines);
    pricedLinesOf.set(changes, priced);
    Object.assign(values, fromPriced(priced));
  }
  return values;
}

/**
 * Orders (subject Order): numbered per organisation, priced from the catalogue, their status
 * moved only by the order machine's events (./orderEvents.ts).
 */
export function orderRoutes(app: App, services: Services) {
  const orderService = resourceRoutes<OrderRow, OrderCreate, OrderUpdate, Order>(app, services, {
    name: 'Order',
    subject: 'Order',
    table: orders,
    accessColumns: orderColumns,
    auditName: (row) => `Order #${row.number}`,
    schemas: {
      item: OrderSchema,
      create: OrderCreateSchema,
      update: OrderUpdateSchema,
      listQuery: OrderListQuerySchema,
    },
    list: {
      orderable: {
        number: orders.number,
        order_date: orders.order_date,
        delivery_date: orders.delivery_date,
        total_amount: orders.total_amount,
        status: orders.status,
        created_at: orders.created_at,
      },
      defaultOrdering: '-order_date',
      // The number as typed, the client's name, the notes.
      searchable: [
        sql`${orders.number}::text`,
        sql`(select ${clients.name} from ${clients} where ${clients.id} = ${orders.client_id})`,
        orders.notes,
      ],
      tieBreaker: orders.id,
      filters: {
        status: orders.status,
        payment: orders.payment,
        client: orders.client_id,
        seller: orders.seller_id,
        brand: orders.brand,
      },
      where: (query, { principal }) => [
        withinDatePreset(orders.order_date, query.date_preset),
        query.mine === true ? ownOrders(principal) : undefined,
      ],
    },
    present,
    toInsert,
    toUpdate,
    // Field by field: support changes an order's notes (and its status, through the events) only.
    fieldRules: ({ principal }, row, input) => {
      if (row)
        for (const field of Object.keys(input as object)) authorize(principal, 'update', 'Order', row, field);
      return {};
    },
    afterWrite: async ({ tx, principal }, row, before, input) => {
      const priced = pricedLinesOf.get(input as object);
      if (priced) await writeLines(tx, row.id, priced.lines, before !== null);
      if (!before) {
        await tx.insert(orderTransitions).values({
          id_organization: row.id_organization,
          order_id: row.id,
          from_status: null,
          to_status: row.status,
          event: ORDER_CREATED_EVENT,
          user_id: principal.user.id,
        });
      }
    },
    beforeDelete: async (_ctx, row) => {
      // A pending, unpaid order holds nothing: anything further is cancelled, so its history stays.
      if (row.status !== 'pending' || row.payment !== 'pending' || row.stock_reserved) {
        throw detailError(409, orderMessages.deleteOnlyPending);
      }
    },
    updateErrors: [409],
    unique: { orders_org_number_unique: ['number', 'This order number is already in use.'] },
    checks: { orders_delivery_after_order: ['delivery_date', orderMessages.deliveryBeforeOrder] },
  });
  orderEventRoutes(app, services, orderService);
  orderFlowStatsRoutes(app, services, orderService);
}

export type OrderService = ReturnType<typeof resourceRoutes<OrderRow, OrderCreate, OrderUpdate, Order>>;
