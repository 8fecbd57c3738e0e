import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowStats } from '../../domain/workflows/flowStats';
import { FLOW_CREATED_EVENT, PRODUCT_STATUS_CHANGE_EVENT } from '../../domain/workflows/flowStats';
import { performanceReviews, reviewTransitions } from '../../server/modules/hr/tables';
import {
  brands,
  products,
  productStatuses,
  productStatusHistory,
} from '../../server/modules/catalogue/tables';
import { orders, orderTransitions } from '../../server/modules/sales/tables';
import { ACME_ADMIN, ADMIN, BRAND_MANAGER, SUPERUSER, USER } from './catalogue-support';
import { startTestApp, type TestApp } from './harness';

// GET /orders/status-flow/, /performance-reviews/status-flow/ and /products/status-flow/ over
// HTTP: every figure is worked out here again from the history rows themselves (count and median
// time before each change, records per state), for the caller's scope (a brand manager's brand,
// one organisation), the rights asked (Analytics and the records' subject), and a change the
// machine does not make, written straight into a history table, listed as an anomaly.

const ORDER_FLOW = '/orders/status-flow/';
const REVIEW_FLOW = '/performance-reviews/status-flow/';
const PRODUCT_FLOW = '/products/status-flow/';
const HR = 'hr@demo.local';
const SUPPORT = 'support@demo.local';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** One recorded change, as the test reads it from a history table. */
type Change = { record: number; seq: number; from: string | null; event: string; to: string; at: Date };

/** The median as PostgreSQL's percentile_cont(0.5) takes it: halfway between the middle two. */
function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) / 2;
  const low = sorted[Math.floor(position)]!;
  const high = sorted[Math.ceil(position)]!;
  return low + (high - low) * (position - Math.floor(position));
}

/** The figures of the changes recorded from `since`, worked out from the rows one by one. */
function expectedTransitions(changes: Change[], since: string | null) {
  const byRecord = new Map<number, Change[]>();
  for (const change of changes) byRecord.set(change.record, [...(byRecord.get(change.record) ?? []), change]);
  const kinds = new Map<
    string,
    { from: string | null; event: string; to: string; waits: number[]; count: number }
  >();
  for (const own of byRecord.values()) {
    own.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
    own.forEach((change, index) => {
      if (since !== null && change.at < new Date(since)) return;
      const key = JSON.stringify([change.from, change.event, change.to]);
      const kind = kinds.get(key) ?? {
        from: change.from,
        event: change.event,
        to: change.to,
        waits: [],
        count: 0,
      };
      kind.count += 1;
      const entered = own[index - 1];
      if (entered) kind.waits.push((change.at.getTime() - entered.at.getTime()) / 1000);
      kinds.set(key, kind);
    });
  }
  return [...kinds.values()].map(({ waits, ...kind }) => ({ ...kind, median_seconds: median(waits) }));
}

/** The response's transitions, in the same shape and order as `expectedTransitions` gives them. */
const comparable = (
  transitions: {
    from: string | null;
    event: string;
    to: string;
    count: number;
    median_seconds: number | null;
  }[],
) =>
  transitions
    .map(({ from, event, to, count, median_seconds }) => ({ from, event, to, count, median_seconds }))
    .sort((a, b) =>
      JSON.stringify([a.from, a.event, a.to]).localeCompare(JSON.stringify([b.from, b.event, b.to])),
    );

function expectSameFigures(stats: FlowStats, changes: Change[]) {
  const expected = comparable(expectedTransitions(changes, stats.since));
  const actual = comparable(stats.transitions);
  expect(actual.map(({ median_seconds: _m, ...kind }) => kind)).toEqual(
    expected.map(({ median_seconds: _m, ...kind }) => kind),
  );
  actual.forEach((kind, index) => {
    const wanted = expected[index]!.median_seconds;
    if (wanted === null) expect(kind.median_seconds, JSON.stringify(kind)).toBeNull();
    else expect(kind.median_seconds, JSON.stringify(kind)).toBeCloseTo(wanted, 3);
  });
}

const countsOf = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([state, count]) => ({ state, count }))
    .sort((a, b) => a.state.localeCompare(b.state));
};

async function stats(as: string, path: string, query = '') {
  const res = await t.api('GET', `${path}${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FlowStats;
}

async function orderChanges(orderIds: number[]): Promise<Change[]> {
  if (!orderIds.length) return [];
  const rows = await t.db.select().from(orderTransitions).where(inArray(orderTransitions.order_id, orderIds));
  return rows.map((r) => ({
    record: r.order_id,
    seq: r.id,
    from: r.from_status,
    event: r.event,
    to: r.to_status,
    at: r.created_at,
  }));
}

async function ordersOf(org: 'DEMO' | 'ACME', brand?: number) {
  return t.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.id_organization, await t.orgId(org)),
        brand === undefined ? undefined : eq(orders.brand, brand),
      ),
    );
}

describe('the order flow in numbers', () => {
  it('counts every change of the organisation’s orders, with the median time before each, and the orders per status now', async () => {
    const own = await ordersOf('DEMO');
    const changes = await orderChanges(own.map((o) => o.id));
    expect(changes.length).toBeGreaterThan(own.length);
    const all = await stats(ADMIN, ORDER_FLOW);
    expect(all).toMatchObject({ flow: 'orderStatus', date_preset: null, since: null, anomalies: [] });
    expectSameFigures(all, changes);
    expect(all.transitions).toAllSatisfy((kind) => kind.allowed);
    expect(all.states.map(({ state, count }) => ({ state, count }))).toEqual(
      countsOf(own.map((o) => o.status)),
    );
  });

  it.each(['7', '30', '90', '365'])('keeps the changes of the last %s days', async (preset) => {
    const own = await ordersOf('DEMO');
    const changes = await orderChanges(own.map((o) => o.id));
    const before = Date.now();
    const period = await stats(ADMIN, ORDER_FLOW, `?date_preset=${preset}`);
    expect(period.date_preset).toBe(preset);
    const since = new Date(period.since!).getTime();
    expect(since).toBeGreaterThanOrEqual(before - Number(preset) * 86_400_000);
    expect(since).toBeLessThanOrEqual(Date.now() - Number(preset) * 86_400_000);
    // The time before a change counts from the change that brought the order there, however old.
    expectSameFigures(period, changes);
    // The orders per status are those of now, whatever the period.
    expect(period.states).toEqual((await stats(ADMIN, ORDER_FLOW)).states);
  });

  it('shows a brand manager the orders of their brand only', async () => {
    const [nova] = await t.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.id_organization, await t.orgId('DEMO')), eq(brands.code, 'NOVA')));
    const own = await ordersOf('DEMO', nova!.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan((await ordersOf('DEMO')).length);
    const brand = await stats(BRAND_MANAGER, ORDER_FLOW);
    expectSameFigures(brand, await orderChanges(own.map((o) => o.id)));
    expect(brand.states.map(({ state, count }) => ({ state, count }))).toEqual(
      countsOf(own.map((o) => o.status)),
    );
  });

  it('keeps each organisation’s orders to itself: another’s only for who may read it', async () => {
    const acme = await ordersOf('ACME');
    const acmeChanges = await orderChanges(acme.map((o) => o.id));
    expect(acmeChanges.length).toBeGreaterThan(0);
    expectSameFigures(await stats(ACME_ADMIN, ORDER_FLOW), acmeChanges);
    // Naming an organisation narrows, never widens: Demo's admin asking for Acme gets nothing.
    const named = await stats(ADMIN, ORDER_FLOW, `?organization=${await t.orgId('ACME')}`);
    expect(named).toMatchObject({ transitions: [], states: [], anomalies: [] });
    expectSameFigures(
      await stats(SUPERUSER, ORDER_FLOW, `?organization=${await t.orgId('ACME')}`),
      acmeChanges,
    );
  });

  it('needs read on Analytics and on Order', async () => {
    // Support reads every order but no analytics; HR reads analytics but no orders.
    for (const as of [SUPPORT, USER, HR]) {
      const res = await t.api('GET', ORDER_FLOW, { as });
      expect(res.statusCode, `${as}: ${res.body}`).toBe(403);
      expect(res.json().detail).toMatch(/^You don't have permission to read (Analytics|Order)$/);
    }
    expect((await t.api('GET', ORDER_FLOW)).statusCode).toBe(401);
    expect((await t.api('GET', `${ORDER_FLOW}?date_preset=14`, { as: ADMIN })).statusCode).toBe(400);
  });

  it('lists a change the machine does not make, written straight into the history, as an anomaly', async () => {
    const [delivered] = (await ordersOf('DEMO')).filter((o) => o.status === 'delivered');
    // Delivered never returns to Pending, whatever the event.
    const at = new Date(Date.now() - 60_000);
    await t.db.insert(orderTransitions).values({
      id_organization: await t.orgId('DEMO'),
      order_id: delivered!.id,
      from_status: 'delivered',
      to_status: 'pending',
      event: 'RELEASE',
      created_at: at,
    });
    const after = await stats(ADMIN, ORDER_FLOW, '?date_preset=7');
    expect(after.anomalies).toEqual([
      {
        from: 'delivered',
        event: 'RELEASE',
        to: 'pending',
        count: 1,
        records: [delivered!.id],
        last_at: at.toISOString(),
      },
    ]);
    expect(after.transitions.filter((kind) => !kind.allowed)).toEqual([
      expect.objectContaining({ from: 'delivered', event: 'RELEASE', to: 'pending', count: 1 }),
    ]);
    expectSameFigures(after, await orderChanges((await ordersOf('DEMO')).map((o) => o.id)));
    // Another organisation's figures are untouched by it.
    expect((await stats(ACME_ADMIN, ORDER_FLOW)).anomalies).toEqual([]);
  });
});

describe('the review flow in numbers', () => {
  async function reviewChanges(org: 'DEMO' | 'ACME') {
    const rows = await t.db
      .select({ change: reviewTransitions })
      .from(reviewTransitions)
      .innerJoin(performanceReviews, eq(performanceReviews.id, reviewTransitions.review_id))
      .where(eq(performanceReviews.id_organization, await t.orgId(org)));
    return rows.map(({ change: r }) => ({
      record: r.review_id,
      seq: r.id,
      from: r.from_status,
      event: r.event,
      to: r.to_status,
      at: r.created_at,
    }));
  }

  it('counts every change of the organisation’s reviews for HR, and the reviews per status now', async () => {
    const changes = await reviewChanges('DEMO');
    expect(changes.length).toBeGreaterThan(0);
    const all = await stats(HR, REVIEW_FLOW);
    expect(all).toMatchObject({ flow: 'reviewStatus', anomalies: [] });
    expectSameFigures(all, changes);
    expect(all.transitions).toAllSatisfy((kind) => kind.allowed);
    const own = await t.db
      .select({ status: performanceReviews.status })
      .from(performanceReviews)
      .where(eq(performanceReviews.id_organization, await t.orgId('DEMO')));
    expect(all.states.map(({ state, count }) => ({ state, count }))).toEqual(
      countsOf(own.map((r) => r.status)),
    );
    expectSameFigures(await stats(HR, REVIEW_FLOW, '?date_preset=30'), changes);
  });

  it('needs read on Analytics and on Performance', async () => {
    const res = await t.api('GET', REVIEW_FLOW, { as: SUPPORT });
    expect(res.statusCode, res.body).toBe(403);
  });

  it('lists a completed review sent back to draft by hand as an anomaly', async () => {
    const [review] = await t.db
      .select({ id: performanceReviews.id })
      .from(performanceReviews)
      .where(
        and(
          eq(performanceReviews.id_organization, await t.orgId('DEMO')),
          eq(performanceReviews.status, 'completed'),
        ),
      );
    await t.db.insert(reviewTransitions).values({
      review_id: review!.id,
      from_status: 'completed',
      to_status: 'draft',
      event: 'SEND_BACK',
      comment: 'edited by hand',
    });
    const after = await stats(HR, REVIEW_FLOW);
    expect(after.anomalies).toEqual([
      expect.objectContaining({
        from: 'completed',
        event: 'SEND_BACK',
        to: 'draft',
        count: 1,
        records: [review!.id],
      }),
    ]);
  });
});

describe('the product status flow in numbers', () => {
  async function productChanges(org: 'DEMO' | 'ACME', brand?: number) {
    const previous = alias(productStatuses, 'previous');
    const rows = await t.db
      .select({ change: productStatusHistory, from: previous.code, to: productStatuses.code })
      .from(productStatusHistory)
      .innerJoin(products, eq(products.id, productStatusHistory.product_id))
      .innerJoin(productStatuses, eq(productStatuses.id, productStatusHistory.to_status))
      .leftJoin(previous, eq(previous.id, productStatusHistory.from_status))
      .where(
        and(
          eq(products.id_organization, await t.orgId(org)),
          brand === undefined ? undefined : eq(products.brand, brand),
        ),
      );
    return rows.map(({ change, from, to }) => ({
      record: change.product_id,
      seq: change.id,
      from,
      event: from === null ? FLOW_CREATED_EVENT : PRODUCT_STATUS_CHANGE_EVENT,
      to,
      at: change.changed_at,
    }));
  }

  it('counts every status change of the organisation’s products, by status code, and the products per status now', async () => {
    const changes = await productChanges('DEMO');
    expect(changes.length).toBeGreaterThan(0);
    const all = await stats(ADMIN, PRODUCT_FLOW);
    expect(all).toMatchObject({ flow: 'productStatus', anomalies: [] });
    expectSameFigures(all, changes);
    const own = await t.db
      .select({ code: productStatuses.code, name: productStatuses.name })
      .from(products)
      .innerJoin(productStatuses, eq(productStatuses.id, products.status))
      .where(eq(products.id_organization, await t.orgId('DEMO')));
    expect(all.states.map(({ state, count }) => ({ state, count }))).toEqual(
      countsOf(own.map((p) => p.code)),
    );
    expect(all.states.find((s) => s.state === 'ACTIVE')?.label).toBe('Active');
  });

  it('shows a brand manager their brand’s products only', async () => {
    const [nova] = await t.db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.id_organization, await t.orgId('DEMO')), eq(brands.code, 'NOVA')));
    expectSameFigures(await stats(BRAND_MANAGER, PRODUCT_FLOW), await productChanges('DEMO', nova!.id));
  });

  it('lists a recorded change that leaves the status as it was as an anomaly', async () => {
    const [product] = await t.db
      .select({ id: products.id, status: products.status, code: productStatuses.code })
      .from(products)
      .innerJoin(productStatuses, eq(productStatuses.id, products.status))
      .where(eq(products.id_organization, await t.orgId('DEMO')))
      .limit(1);
    await t.db.insert(productStatusHistory).values({
      id_organization: await t.orgId('DEMO'),
      product_id: product!.id,
      from_status: product!.status,
      to_status: product!.status,
    });
    const after = await stats(ADMIN, PRODUCT_FLOW);
    expect(after.anomalies).toEqual([
      expect.objectContaining({
        from: product!.code,
        event: PRODUCT_STATUS_CHANGE_EVENT,
        to: product!.code,
        records: [product!.id],
      }),
    ]);
  });

  it('names each status of a product’s history by the code the figures count it under', async () => {
    const changes = (await productChanges('DEMO')).sort(
      (a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq,
    );
    const record = changes.find((change) => change.from !== null)?.record ?? changes[0]!.record;
    const res = await t.api('GET', `/products/${record}/status-history/`, { as: ADMIN });
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json() as { from: { code: string } | null; to: { code: string } }[];
    expect(history.map((change) => [change.from?.code ?? null, change.to.code])).toEqual(
      changes.filter((change) => change.record === record).map((change) => [change.from, change.to]),
    );
  });
});
