import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { lineTotal, sumAmounts } from '../../../domain/sales/money';
import { ORDER_CREATED_EVENT } from '../../../domain/sales/order';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/sales/orderStatus';
import {
  NEW_ORDER_CONTEXT,
  orderFlow,
  type OrderFlowEvent,
  type OrderFlowEventType,
} from '../../../machines/orderStatus';
import type { OrderFlowState } from '../../../machines/orderStatus/orderFlow';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { products, productStatuses } from '../catalogue/tables';
import { parametersOf } from '../parameters/parameters';
import { orderBrand, type PricedLine } from './orderLines';
import { clients, documentCounters, orderLines, orders, orderTransitions } from './tables';

/** How many demo orders each organisation gets, spread over the past year. */
export const DEMO_ORDER_COUNTS = { DEMO: 300, ACME: 60 } as const;

/** A small deterministic generator (mulberry32): the same demo data at every first start. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// How an order desk's days go: most orders move along, a few wait for payment, are held,
// cancelled or refunded.
const WEIGHTS: Record<OrderFlowEventType, number> = {
  CONFIRM: 10,
  START_PROCESSING: 10,
  SHIP: 10,
  DELIVER: 10,
  PAYMENT_RECEIVED: 8,
  REQUEST_PAYMENT: 3,
  PAYMENT_FAILED: 2,
  RETRY_PAYMENT: 3,
  RELEASE: 6,
  HOLD: 0.8,
  CANCEL: 1,
  REFUND: 0.5,
};
const SETTLED: OrderStatus[] = ['delivered', 'cancelled', 'refunded'];
const CARDS = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '4444' },
  { brand: 'amex', last4: '8431' },
];

// The machine is a pure function of (status, context, event) over a few dozen states: the seed's
// thousands of steps ask it each distinct question once (an XState transition costs ~0.3 ms).
const memo = new Map<string, unknown>();
function remembered<T>(key: string, answer: () => T): T {
  if (!memo.has(key)) memo.set(key, answer());
  return memo.get(key) as T;
}
const flow = {
  events: (state: OrderFlowState) =>
    remembered(`events ${JSON.stringify(state)}`, () => orderFlow.events(state, true)),
  apply: (state: OrderFlowState, event: OrderFlowEvent) =>
    remembered(`apply ${JSON.stringify(state)} ${JSON.stringify(event)}`, () =>
      orderFlow.apply(state, event),
    ),
};

type Step = { event: OrderFlowEventType; from: OrderStatus; to: OrderStatus; hoursAfter: number };
type Walk = { state: OrderFlowState; steps: Step[] };

/**
 * An order's history made by the order machine itself: events it takes at each status (stock
 * taken as available), chosen by the desk's weights. An old order goes on until it is settled;
 * a recent one may stop anywhere. `target`: stop as soon as this status is reached (or fail).
 */
function walk(next: () => number, ageDays: number, target?: OrderStatus): Walk | null {
  let state: OrderFlowState = { status: 'pending', ...NEW_ORDER_CONTEXT };
  const steps: Step[] = [];
  const stopChance = ageDays > 45 ? 0 : ageDays > 10 ? 0.12 : 0.35;
  for (let i = 0; i < 14; i++) {
    if (target ? state.status === target : SETTLED.includes(state.status) && next() < 0.85) break;
    if (!target && next() < stopChance) break;
    const events = flow.events(state);
    if (!events.length) break;
    const total = events.reduce((sum, e) => sum + WEIGHTS[e], 0);
    let pick = next() * total;
    const type = events.find((e) => (pick -= WEIGHTS[e]) < 0) ?? events[events.length - 1]!;
    const event = (
      type === 'CONFIRM' || type === 'PAYMENT_RECEIVED' ? { type, stockAvailable: true } : { type }
    ) as OrderFlowEvent;
    const applied = flow.apply(state, event)!;
    steps.push({ event: type, from: applied.from, to: applied.to, hoursAfter: 2 + Math.floor(next() * 60) });
    state = { status: applied.to, ...applied.context };
  }
  if (target && state.status !== target) return null;
  return { state, steps };
}

/** The fewest demo orders of an organisation in each status, so every list filter finds some. */
export const DEMO_ORDERS_PER_STATUS = 3;

/**
 * Makes sure every status has `DEMO_ORDERS_PER_STATUS` orders: the newest orders of a status
 * that has more than that are walked anew to one that has fewer (a replaced order could have
 * been the only one of its status, so the counts are read again at every step). Its own
 * generator (`next`): the orders' clients, lines and dates, drawn afterwards, stay as they were.
 */
function topUpStatuses(walks: Walk[], ages: readonly number[], next: () => number) {
  const countOf = (status: OrderStatus) => walks.filter((w) => w.state.status === status).length;
  let slot = walks.length - 1;
  for (const status of ORDER_STATUSES) {
    while (countOf(status) < DEMO_ORDERS_PER_STATUS) {
      while (slot >= 0 && countOf(walks[slot]!.state.status) <= DEMO_ORDERS_PER_STATUS) slot--;
      if (slot < 0) throw new Error(`Too few demo orders to show every status`);
      let found: Walk | null = null;
      for (let attempt = 0; attempt < 500 && !found; attempt++) found = walk(next, ages[slot]!, status);
      if (!found) throw new Error(`The demo orders' walks do not reach ${status}`);
      walks[slot--] = found;
    }
  }
}

/**
 * A year of demo orders for an organisation, in every status, each with the timeline the order
 * machine made: for its clients (made by seedDemoClients when it has none) and its sellable,
 * priced products. The products' stock is left as the catalogue seeded it: it is the stock
 * after these orders. Does nothing when the organisation has orders already.
 */
export async function seedDemoOrders(tx: DbOrTx, organization: number, code: 'DEMO' | 'ACME') {
  const [existing] = await tx
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.id_organization, organization));
  if (Number(existing?.n ?? 0) > 0) return;
  // One after the other: a transaction is one connection.
  const buyers = await tx
    .select()
    .from(clients)
    .where(eq(clients.id_organization, organization))
    .orderBy(clients.id);
  const catalogue = await tx
    .select({
      id: products.id,
      name: products.name,
      sku: products.sku,
      brand: products.brand,
      price: sql<string>`${products.suggested_retail_price}::text`,
    })
    .from(products)
    .innerJoin(productStatuses, eq(productStatuses.id, products.status))
    .where(
      and(
        eq(products.id_organization, organization),
        eq(productStatuses.allows_sales, true),
        isNotNull(products.suggested_retail_price),
      ),
    )
    .orderBy(products.id)
    .limit(60);
  const staff = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id_organization, organization),
        inArray(users.role, ['sales', 'sales_rep', 'manager', 'admin', 'CLIENT_ADMIN']),
      ),
    )
    .orderBy(users.id);
  if (!buyers.length || !catalogue.length) return;
  const next = random(code === 'DEMO' ? 16 : 61);
  const pickOf = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const { currency } = (await parametersOf(tx, organization)).sales;
  const now = Date.now();
  const total = DEMO_ORDER_COUNTS[code];

  // Oldest first, so numbers follow the order dates.
  const ages = Array.from({ length: total }, () => Math.floor(next() * 365)).sort((a, b) => b - a);
  const walks = ages.map((age) => walk(next, age)!);
  // Every status shown at least once: the newest orders are walked to the missing ones.
  const missing = (
    [
      'pending',
      'payment_pending',
      'payment_failed',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
      'on_hold',
      'cancelled',
      'refunded',
    ] as const
  ).filter((status) => !walks.some((w) => w.state.status === status));
  missing.forEach((status, i) => {
    for (let attempt = 0; attempt < 500; attempt++) {
      const found = walk(next, ages[total - 1 - i]!, status);
      if (found) return void (walks[total - 1 - i] = found);
    }
  });
  topUpStatuses(walks, ages, random(code === 'DEMO' ? 17 : 62));

  const planned = walks.map((history, index) => {
    const age = ages[index]!;
    const client = pickOf(buyers);
    const chosen = [...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pickOf(catalogue)))];
    const lines: PricedLine[] = chosen.map((product, i) => {
      const quantity = 1 + Math.floor(next() * 4);
      return {
        position: i + 1,
        product_id: product.id,
        product_name: product.name,
        sku: product.sku,
        quantity,
        unit_price: product.price,
        line_total: lineTotal(product.price, quantity),
        brand: product.brand,
      };
    });
    const created = new Date(now - age * 86_400_000 - Math.floor(next() * 8) * 3_600_000);
    let at = created.getTime();
    const transitions = history.steps.map((step) => {
      at = Math.min(at + step.hoursAfter * 3_600_000, now - 60_000);
      return { ...step, at: new Date(at) };
    });
    const orderDate = created.toISOString().slice(0, 10);
    const card = next() < 0.6 ? pickOf(CARDS) : null;
    return {
      order: {
        id_organization: organization,
        number: index + 1,
        client_id: client.id,
        seller_id: client.seller_id,
        brand: orderBrand(lines),
        order_date: orderDate,
        delivery_date: new Date(created.getTime() + (3 + Math.floor(next() * 12)) * 86_400_000)
          .toISOString()
          .slice(0, 10),
        status: history.state.status,
        payment: history.state.payment,
        stock_reserved: history.state.stockReserved,
        held_from: history.state.heldFrom,
        currency,
        total_amount: sumAmounts(lines.map((line) => line.line_total)),
        card_brand: card?.brand ?? null,
        card_last4: card?.last4 ?? null,
        shipping_address: client.shipping_address,
        shipping_city: client.shipping_city,
        shipping_state: client.shipping_state,
        shipping_postal_code: client.shipping_postal_code,
        shipping_country: client.shipping_country,
        billing_address: client.billing_address,
        billing_city: client.billing_city,
        billing_state: client.billing_state,
        billing_postal_code: client.billing_postal_code,
        billing_country: client.billing_country,
        created_by: staff.length ? pickOf(staff).id : null,
        created_at: created,
        updated_at: transitions.at(-1)?.at ?? created,
      },
      lines,
      transitions,
    };
  });

  const CHUNK = 200;
  for (let start = 0; start < planned.length; start += CHUNK) {
    const part = planned.slice(start, start + CHUNK);
    const ids = await tx
      .insert(orders)
      .values(part.map((p) => p.order))
      .returning({ id: orders.id });
    await tx
      .insert(orderLines)
      .values(
        part.flatMap((p, i) =>
          p.lines.map(({ brand: _brand, ...line }) => ({ ...line, order_id: ids[i]!.id })),
        ),
      );
    await tx.insert(orderTransitions).values(
      part.flatMap((p, i) => [
        {
          id_organization: organization,
          order_id: ids[i]!.id,
          from_status: null,
          to_status: 'pending' as const,
          event: ORDER_CREATED_EVENT,
          user_id: p.order.created_by,
          created_at: p.order.created_at,
        },
        ...p.transitions.map((t) => ({
          id_organization: organization,
          order_id: ids[i]!.id,
          from_status: t.from,
          to_status: t.to,
          event: t.event,
          user_id: p.order.created_by,
          created_at: t.at,
        })),
      ]),
    );
  }
  await tx
    .insert(documentCounters)
    .values({ id_organization: organization, document: 'order', last_number: planned.length })
    .onConflictDoUpdate({
      target: [documentCounters.id_organization, documentCounters.document],
      set: { last_number: sql`greatest(${documentCounters.last_number}, ${planned.length})` },
    });
}
