import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_STATUSES, type CrmDashboard } from '../../domain/dashboards/crm';
import { DASHBOARD_TOP } from '../../domain/dashboards/period';
import { CLIENT_STATUSES } from '../../domain/sales/kinds';
import { sumAmounts } from '../../domain/sales/money';
import { users } from '../../server/db/tables/users';
import { clients, orders, sellers } from '../../server/modules/sales/tables';
import { ACME_ADMIN, ADMIN, BRAND_MANAGER, MANAGER } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// GET /dashboards/crm/ over HTTP: every figure equals the same figure computed here from the
// seeded rows and the role table's reach written out (admin and manager: the organisation's
// orders, the manager also its clients and sellers; brand manager: their brand's orders only;
// sales: the orders they created and their own seller profile, the organisation's clients).

const SALES = 'sales@demo.local';
const PATH = '/dashboards/crm/';

type OrderRow = typeof orders.$inferSelect;
type SellerRow = typeof sellers.$inferSelect;

let t: TestApp;
let rows: { orders: OrderRow[]; clients: (typeof clients.$inferSelect)[]; sellers: SellerRow[] };
const who: Record<string, { id: number; org: number; brand: number | null }> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const email of [ADMIN, MANAGER, BRAND_MANAGER, SALES, ACME_ADMIN]) {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    who[email] = { id: u!.id, org: u!.id_organization, brand: u!.brand };
  }
  rows = {
    orders: await t.db.select().from(orders),
    clients: await t.db.select().from(clients),
    sellers: await t.db.select().from(sellers),
  };
});
afterAll(() => t.close());

const inOrg = (as: string) => (row: { id_organization: number }) => row.id_organization === who[as]!.org;

/** The role table's reach, written out on purpose: orders, clients (Customer), sellers (Sale); null: none. */
const reach = () => ({
  [ADMIN]: { order: inOrg(ADMIN), client: null, seller: inOrg(ADMIN) },
  [ACME_ADMIN]: { order: inOrg(ACME_ADMIN), client: null, seller: inOrg(ACME_ADMIN) },
  [MANAGER]: { order: inOrg(MANAGER), client: inOrg(MANAGER), seller: inOrg(MANAGER) },
  [BRAND_MANAGER]: {
    order: (o: OrderRow) => inOrg(BRAND_MANAGER)(o) && o.brand === who[BRAND_MANAGER]!.brand,
    client: null,
    seller: null,
  },
  [SALES]: {
    order: (o: OrderRow) => inOrg(SALES)(o) && o.created_by === who[SALES]!.id,
    client: inOrg(SALES),
    seller: (s: SellerRow) => inOrg(SALES)(s) && s.user_id === who[SALES]!.id,
  },
});
type Caller = keyof ReturnType<typeof reach>;

const dashboard = async (as: string, query = '') => {
  const res = await t.api('GET', `${PATH}${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CrmDashboard;
};

const counted = (o: OrderRow) => o.status !== 'cancelled' && o.status !== 'refunded';
const byCurrency = (list: OrderRow[]) =>
  [...new Set(list.map((o) => o.currency))].sort().map((currency) => ({
    currency,
    amount: sumAmounts(list.filter((o) => o.currency === currency).map((o) => o.total_amount)),
  }));

async function expectFigures(as: Caller, query = '') {
  const got = await dashboard(as, query);
  const { since, previous_since } = got.period;
  const r = reach()[as];
  const mine = rows.orders.filter(r.order);

  if (r.client === null) expect(got.clients).toBeNull();
  else {
    const theirs = rows.clients.filter(r.client);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(got.clients).toEqual({
      total: theirs.length,
      new: theirs.filter((c) => day(c.created_at) >= since).length,
      previous_new: theirs.filter((c) => day(c.created_at) >= previous_since && day(c.created_at) < since)
        .length,
      by_status: CLIENT_STATUSES.map((status) => ({
        status,
        count: theirs.filter((c) => c.status === status).length,
      })),
    });
  }

  if (r.seller === null) expect(got.sellers).toBeNull();
  else {
    const readable = new Map(rows.sellers.filter(r.seller).map((s) => [s.id, s]));
    const inPeriod = mine.filter(
      (o) => o.order_date >= since && o.seller_id !== null && readable.has(o.seller_id),
    );
    const perSeller = [...readable.values()]
      .map((s) => ({ s, list: inPeriod.filter((o) => o.seller_id === s.id) }))
      .filter(({ list }) => list.length > 0);
    expect(got.sellers!.length).toBe(Math.min(DASHBOARD_TOP, perSeller.length));
    expect(got.sellers!.map((s) => s.orders)).toEqual(
      perSeller
        .map(({ list }) => list.length)
        .sort((a, b) => b - a)
        .slice(0, DASHBOARD_TOP),
    );
    for (const seller of got.sellers!) {
      const list = perSeller.find(({ s }) => s.id === seller.id)!.list;
      expect(seller.orders).toBe(list.length);
      expect([...seller.revenue].sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(
        byCurrency(list.filter(counted)),
      );
    }
  }

  const open = mine.filter((o) => (PIPELINE_STATUSES as readonly string[]).includes(o.status));
  expect(got.pipeline!.count).toBe(open.length);
  expect(got.pipeline!.amounts).toEqual(byCurrency(open));
  expect(got.pipeline!.by_status.map((s) => ({ status: s.status, count: s.count }))).toEqual(
    PIPELINE_STATUSES.map((status) => ({ status, count: open.filter((o) => o.status === status).length })),
  );
  return got;
}

describe('the CRM dashboard’s figures are the rows’ own', () => {
  it.each([ADMIN, MANAGER, BRAND_MANAGER, SALES] as const)('%s, over 30 and 365 days', async (as) => {
    await expectFigures(as);
    await expectFigures(as, '?date_preset=365');
  });

  it('gives each scope its own pipeline: the brand manager’s and the seller’s are parts of the admin’s', async () => {
    const [admin, brand, sales] = await Promise.all([
      dashboard(ADMIN),
      dashboard(BRAND_MANAGER),
      dashboard(SALES),
    ]);
    expect(admin.pipeline!.count).toBeGreaterThan(brand.pipeline!.count);
    expect(admin.pipeline!.count).toBeGreaterThan(sales.pipeline!.count);
    expect(brand.pipeline!.count).toBeGreaterThan(0);
    expect(sales.pipeline!.count).toBeGreaterThan(0);
  });

  it('counts what the lists list for the same filter', async () => {
    const got = await dashboard(MANAGER, '?date_preset=90');
    const count = async (path: string) =>
      ((await t.api('GET', path, { as: MANAGER })).json() as { count: number }).count;
    expect(await count('/clients/?date_preset=90&page_size=5')).toBe(got.clients!.new);
    for (const { status, count: n } of got.clients!.by_status) {
      expect(await count(`/clients/?status=${status}&page_size=5`)).toBe(n);
    }
    for (const { status, count: n } of got.pipeline!.by_status) {
      expect(await count(`/orders/?status=${status}&page_size=5`)).toBe(n);
    }
    for (const seller of got.sellers!) {
      expect(await count(`/orders/?seller=${seller.id}&date_preset=90&page_size=5`)).toBe(seller.orders);
    }
  });
});

describe('organisations and roles', () => {
  it('shows another organisation only its own rows', async () => {
    const acme = await expectFigures(ACME_ADMIN, '?date_preset=365');
    const demoSellers = new Set(rows.sellers.filter(inOrg(ADMIN)).map((s) => s.id));
    expect(acme.sellers!.some((s) => demoSellers.has(s.id))).toBe(false);
  });

  it('refuses a role without Dashboard (a client)', async () => {
    const client = await t.createUser({ email: uniqueEmail('client'), role: 'client' });
    expect((await t.api('GET', PATH, { as: client.email })).statusCode).toBe(403);
  });
});
