import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EcommerceDashboard } from '../../domain/dashboards/ecommerce';
import { DASHBOARD_TOP } from '../../domain/dashboards/period';
import { sumAmounts } from '../../domain/sales/money';
import { ORDER_STATUSES } from '../../domain/sales/orderStatus';
import { users } from '../../server/db/tables/users';
import { products, productStatuses } from '../../server/modules/catalogue/tables';
import { applicationParameters } from '../../server/modules/parameters/tables';
import { DEFAULT_PARAMETERS } from '../../domain/parameters/applicationParameters';
import { DASHBOARD_TABLE_NAMES } from '../../server/modules/dashboards/routes';
import { clients, orderLines, orders } from '../../server/modules/sales/tables';
import { ACME_ADMIN, ADMIN, BRAND_MANAGER } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// GET /dashboards/ecommerce/ over HTTP: every figure equals the same figure computed here, in
// JavaScript, straight from the seeded rows and the role table's reach written out (admin: the
// organisation's orders; brand manager: their brand's; sales: the orders they created), for each
// date preset; another organisation's rows never count; a role without Dashboard is refused.

const SALES = 'sales@demo.local';
const PATH = '/dashboards/ecommerce/';

type OrderRow = typeof orders.$inferSelect;
type ProductRow = typeof products.$inferSelect;

let t: TestApp;
let rows: { orders: OrderRow[]; lines: (typeof orderLines.$inferSelect)[]; products: ProductRow[] };
const who: Record<string, { id: number; org: number; brand: number | null }> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const email of [ADMIN, BRAND_MANAGER, SALES, ACME_ADMIN]) {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    who[email] = { id: u!.id, org: u!.id_organization, brand: u!.brand };
  }
});
afterAll(() => t.close());

/** Reads every row again (after a write). */
async function reload() {
  rows = {
    orders: await t.db.select().from(orders),
    lines: await t.db.select().from(orderLines),
    products: await t.db.select().from(products),
  };
}

/** The role table's reach over orders and products, written out on purpose. */
const reach = {
  [ADMIN]: {
    order: (o: OrderRow) => o.id_organization === who[ADMIN]!.org,
    product: (p: ProductRow) => p.id_organization === who[ADMIN]!.org,
  },
  [ACME_ADMIN]: {
    order: (o: OrderRow) => o.id_organization === who[ACME_ADMIN]!.org,
    product: (p: ProductRow) => p.id_organization === who[ACME_ADMIN]!.org,
  },
  [BRAND_MANAGER]: {
    order: (o: OrderRow) =>
      o.id_organization === who[BRAND_MANAGER]!.org && o.brand === who[BRAND_MANAGER]!.brand,
    product: (p: ProductRow) =>
      p.id_organization === who[BRAND_MANAGER]!.org && p.brand === who[BRAND_MANAGER]!.brand,
  },
  [SALES]: {
    order: (o: OrderRow) => o.id_organization === who[SALES]!.org && o.created_by === who[SALES]!.id,
    product: (p: ProductRow) => p.id_organization === who[SALES]!.org,
  },
};

const dashboard = async (as: string, query = '') => {
  const res = await t.api('GET', `${PATH}${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EcommerceDashboard;
};

const counted = (o: OrderRow) => o.status !== 'cancelled' && o.status !== 'refunded';

/** The figures the dashboard should give `as`, from the rows. */
async function expected(as: keyof typeof reach, period: EcommerceDashboard['period']) {
  const mine = rows.orders.filter(reach[as].order);
  const now = mine.filter((o) => o.order_date >= period.since);
  const before = mine.filter((o) => o.order_date >= period.previous_since && o.order_date < period.since);
  const currencies = [...new Set([...now, ...before].filter(counted).map((o) => o.currency))];
  const revenue = currencies.map((currency) => {
    const of = (list: OrderRow[]) => list.filter((o) => counted(o) && o.currency === currency);
    return {
      currency,
      amount: sumAmounts(of(now).map((o) => o.total_amount)),
      previous_amount: sumAmounts(of(before).map((o) => o.total_amount)),
      orders: of(now).length,
      previous_orders: of(before).length,
    };
  });
  const units = new Map<number, number>();
  const nowCounted = new Set(now.filter(counted).map((o) => o.id));
  for (const line of rows.lines.filter((l) => nowCounted.has(l.order_id))) {
    units.set(line.product_id, (units.get(line.product_id) ?? 0) + line.quantity);
  }
  const brandOrders = new Map<number | null, number>();
  for (const o of now) brandOrders.set(o.brand, (brandOrders.get(o.brand) ?? 0) + 1);
  const org = as === ACME_ADMIN ? who[ACME_ADMIN]!.org : who[ADMIN]!.org;
  const [parameters] = await t.db
    .select()
    .from(applicationParameters)
    .where(eq(applicationParameters.id_organization, org));
  const threshold = parameters?.low_stock_threshold ?? DEFAULT_PARAMETERS.catalogue.low_stock_threshold;
  const low = rows.products.filter((p) => reach[as].product(p) && p.stock_quantity <= threshold);
  const recent = [...mine].sort((a, b) => b.order_date.localeCompare(a.order_date) || b.id - a.id);
  return {
    orders: now.length,
    previous_orders: before.length,
    revenue,
    by_status: ORDER_STATUSES.map((status) => ({
      status,
      count: now.filter((o) => o.status === status).length,
    })),
    units,
    brandOrders,
    threshold,
    low: low.length,
    lowest: low
      .map((p) => p.stock_quantity)
      .sort((a, b) => a - b)
      .slice(0, DASHBOARD_TOP),
    recent: recent.slice(0, DASHBOARD_TOP).map((o) => o.id),
  };
}

async function expectFigures(as: keyof typeof reach, query = '') {
  const got = await dashboard(as, query);
  const want = await expected(as, got.period);
  const sales = got.sales!;
  expect(sales.orders).toBe(want.orders);
  expect(sales.previous_orders).toBe(want.previous_orders);
  expect(sales.revenue.map(({ average: _a, previous_average: _p, ...r }) => r)).toEqual(
    expect.arrayContaining(want.revenue),
  );
  expect(sales.revenue).toHaveLength(want.revenue.length);
  for (const r of sales.revenue) {
    // The average order value: the revenue over its orders, to the cent.
    const average = r.orders ? Number(r.amount) / r.orders : 0;
    expect(Math.abs(Number(r.average) - average)).toBeLessThanOrEqual(0.005);
  }
  expect(sales.by_status).toEqual(want.by_status);
  for (const p of sales.top_products) expect(p.quantity).toBe(want.units.get(p.id));
  const topUnits = [...want.units.values()].sort((a, b) => b - a).slice(0, DASHBOARD_TOP);
  expect(sales.top_products.map((p) => p.quantity)).toEqual(topUnits);
  for (const b of sales.top_brands) expect(b.orders).toBe(want.brandOrders.get(b.id));
  const topBrands = [...want.brandOrders.values()].sort((a, b) => b - a).slice(0, DASHBOARD_TOP);
  expect(sales.top_brands.map((b) => b.orders)).toEqual(topBrands);
  expect(sales.recent.map((o) => o.id)).toEqual(want.recent);
  expect(got.stock).toMatchObject({ threshold: want.threshold, count: want.low });
  expect(got.stock!.lowest.map((p) => p.stock_quantity)).toEqual(want.lowest);
  return got;
}

describe('the ecommerce dashboard’s figures are the rows’ own', () => {
  beforeAll(reload);

  it.each([ADMIN, BRAND_MANAGER, SALES] as const)('%s, over the default 30 days', async (as) => {
    const got = await expectFigures(as);
    expect(got.period.date_preset).toBe('30');
  });

  it.each(['7', '90', '365'])('admin, brand manager and sales over %s days', async (days) => {
    for (const as of [ADMIN, BRAND_MANAGER, SALES] as const) await expectFigures(as, `?date_preset=${days}`);
  });

  it('gives the three scopes different figures, each within the wider one', async () => {
    const [admin, brand, sales] = await Promise.all([
      dashboard(ADMIN, '?date_preset=365'),
      dashboard(BRAND_MANAGER, '?date_preset=365'),
      dashboard(SALES, '?date_preset=365'),
    ]);
    expect(admin.sales!.orders).toBeGreaterThan(brand.sales!.orders);
    expect(admin.sales!.orders).toBeGreaterThan(sales.sales!.orders);
    expect(brand.sales!.orders).toBeGreaterThan(0);
    expect(sales.sales!.orders).toBeGreaterThan(0);
    // The brand manager's brands are theirs alone.
    expect(brand.sales!.top_brands.map((b) => b.id)).toEqual([who[BRAND_MANAGER]!.brand]);
  });

  it('counts what the order list lists for the same filter, so a card’s link shows its rows', async () => {
    for (const as of [ADMIN, BRAND_MANAGER, SALES]) {
      const got = await dashboard(as, '?date_preset=90');
      for (const { status, count } of got.sales!.by_status) {
        const res = await t.api('GET', `/orders/?status=${status}&date_preset=90&page_size=5`, { as });
        expect((res.json() as { count: number }).count, `${as} ${status}`).toBe(count);
      }
      const low = await t.api('GET', `/products/?stock_max=${got.stock!.threshold}&page_size=5`, { as });
      expect((low.json() as { count: number }).count).toBe(got.stock!.count);
    }
  });
});

describe('organisations and roles', () => {
  it('shows another organisation only its own rows', async () => {
    await reload();
    const acme = await expectFigures(ACME_ADMIN, '?date_preset=365');
    const demoIds = new Set(
      rows.orders.filter((o) => o.id_organization === who[ADMIN]!.org).map((o) => o.id),
    );
    expect(acme.sales!.recent.some((o) => demoIds.has(o.id))).toBe(false);
    expect(acme.sales!.orders).toBeGreaterThan(0);
    // Naming another organisation narrows within one's reach, never widens it.
    const named = await dashboard(ACME_ADMIN, `?date_preset=365&organization=${who[ADMIN]!.org}`);
    expect(named.sales!.orders).toBe(0);
    expect(named.stock!.count).toBe(0);
  });

  it('refuses a role without Dashboard (a client) and a caller not signed in', async () => {
    const client = await t.createUser({ email: uniqueEmail('client'), role: 'client' });
    expect((await t.api('GET', PATH, { as: client.email })).statusCode).toBe(403);
    expect((await t.api('GET', PATH)).statusCode).toBe(401);
  });

  it('leaves out the parts a role reads nothing of (HR reads no orders nor products)', async () => {
    const got = await dashboard('hr@demo.local');
    expect(got.sales).toBeNull();
    expect(got.stock).toBeNull();
  });

  it('refuses a date preset outside 7, 30, 90 and 365 days', async () => {
    expect((await t.api('GET', `${PATH}?date_preset=14`, { as: ADMIN })).statusCode).toBe(400);
  });
});

describe('cached figures', () => {
  it('every table the figures come from announces its changes', async () => {
    const result = (await t.db.execute(sql`
      select distinct c.relname as name from pg_trigger tg
      join pg_class c on c.oid = tg.tgrelid join pg_proc p on p.oid = tg.tgfoid
      where p.proname = 'notify_data_changed' and not tg.tgisinternal`)) as unknown as {
      rows: { name: string }[];
    };
    const announcing = new Set(result.rows.map((r) => r.name));
    expect(DASHBOARD_TABLE_NAMES.filter((name) => !announcing.has(name))).toEqual([]);
  });

  it('a new order shows at once, in its creator’s figures and the admin’s, not in another seller’s', async () => {
    const [adminBefore, salesBefore, bmBefore] = await Promise.all([
      dashboard(ADMIN, '?date_preset=7'),
      dashboard(SALES, '?date_preset=7'),
      dashboard(BRAND_MANAGER, '?date_preset=7'),
    ]);
    const [client] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(sql`${clients.id_organization} = ${who[SALES]!.org} and ${clients.status} <> 'blocked'`)
      .limit(1);
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productStatuses, eq(productStatuses.id, products.status))
      .where(
        sql`${productStatuses.allows_sales} and ${products.id_organization} = ${who[SALES]!.org} and ${products.brand} is distinct from ${who[BRAND_MANAGER]!.brand} and ${products.stock_quantity} > 5`,
      )
      .limit(1);
    const created = await t.api('POST', '/orders/', {
      as: SALES,
      body: { client: client!.id, lines: [{ product: product!.id, quantity: 1 }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [adminAfter, salesAfter, bmAfter] = await Promise.all([
      dashboard(ADMIN, '?date_preset=7'),
      dashboard(SALES, '?date_preset=7'),
      dashboard(BRAND_MANAGER, '?date_preset=7'),
    ]);
    expect(adminAfter.sales!.orders).toBe(adminBefore.sales!.orders + 1);
    expect(salesAfter.sales!.orders).toBe(salesBefore.sales!.orders + 1);
    expect(salesAfter.sales!.recent[0]!.id).toBe((created.json() as { id: number }).id);
    expect(bmAfter.sales!.orders).toBe(bmBefore.sales!.orders);
  });
});
