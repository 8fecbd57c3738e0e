import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDashboard } from '../../domain/dashboards/me';
import { ORDER_STATUSES } from '../../domain/sales/orderStatus';
import { users } from '../../server/db/tables/users';
import { launchTeamMembers, productLaunches, products } from '../../server/modules/catalogue/tables';
import { performanceReviews } from '../../server/modules/hr/tables';
import { orders, sellers } from '../../server/modules/sales/tables';
import { ADMIN } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// GET /dashboards/me/ over HTTP: the signed-in user's own work equals what is computed here from
// the rows: their orders (created, or sold as the seller, within what their role reads), the
// reviews waiting for them (the reviewer of a draft or of an acknowledged review, the employee of
// one HR is checking), the launches still to come whose team they are on. Admin, a sales rep and
// a team manager have different parts; a client is refused.

const SALES = 'sales@demo.local';
const SALES_REP = 'sales_rep@demo.local';
const TEAM_MANAGER = 'team_manager@demo.local';
const PATH = '/dashboards/me/';

type OrderRow = typeof orders.$inferSelect;

let t: TestApp;
const who: Record<string, { id: number; org: number }> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const email of [ADMIN, SALES, SALES_REP, TEAM_MANAGER]) {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    who[email] = { id: u!.id, org: u!.id_organization };
  }
});
afterAll(() => t.close());

const dashboard = async (as: string, query = '') => {
  const res = await t.api('GET', `${PATH}${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MyDashboard;
};

/** What each role reads of orders (written out): admin the organisation's, sales their own; null: none. */
const orderReach = (as: string): ((o: OrderRow) => boolean) | null =>
  as === TEAM_MANAGER
    ? null
    : as === ADMIN
      ? (o) => o.id_organization === who[as]!.org
      : (o) => o.id_organization === who[as]!.org && o.created_by === who[as]!.id;

async function expectFigures(as: string, query = '') {
  const got = await dashboard(as, query);
  const { since, previous_since } = got.period;
  const me = who[as]!.id;

  const readable = orderReach(as);
  if (readable === null) expect(got.orders).toBeNull();
  else {
    const mySellers = new Set(
      (await t.db.select().from(sellers)).filter((s) => s.user_id === me).map((s) => s.id),
    );
    const mine = (await t.db.select().from(orders)).filter(
      (o) => readable(o) && (o.created_by === me || (o.seller_id !== null && mySellers.has(o.seller_id))),
    );
    const now = mine.filter((o) => o.order_date >= since);
    expect(got.orders!.count).toBe(now.length);
    expect(got.orders!.previous_count).toBe(
      mine.filter((o) => o.order_date >= previous_since && o.order_date < since).length,
    );
    expect(got.orders!.by_status).toEqual(
      ORDER_STATUSES.map((status) => ({ status, count: now.filter((o) => o.status === status).length })),
    );
    expect(got.orders!.recent.map((o) => o.id)).toEqual(
      mine
        .sort((a, b) => b.order_date.localeCompare(a.order_date) || b.id - a.id)
        .slice(0, 5)
        .map((o) => o.id),
    );
  }

  const reviews = await t.db.select().from(performanceReviews);
  const asReviewer = reviews.filter(
    (r) => r.reviewer_id === me && (r.status === 'draft' || r.status === 'employee_reviewed'),
  );
  const asEmployee = reviews.filter((r) => r.employee_id === me && r.status === 'in_review');
  expect(got.reviews).toMatchObject({ as_reviewer: asReviewer.length, as_employee: asEmployee.length });
  expect(got.reviews!.next.map((r) => r.id).sort()).toEqual(
    [...asReviewer, ...asEmployee].map((r) => r.id).sort(),
  );
  for (const r of got.reviews!.next)
    expect(r.as).toBe(asReviewer.some((x) => x.id === r.id) ? 'reviewer' : 'employee');

  if (as === TEAM_MANAGER) expect(got.tasks).toBeNull();
  else {
    const launches = new Map((await t.db.select().from(productLaunches)).map((l) => [l.id, l]));
    const orgProducts = new Set(
      (await t.db.select().from(products)).filter((p) => p.id_organization === who[as]!.org).map((p) => p.id),
    );
    const mine = (await t.db.select().from(launchTeamMembers)).filter((m) => {
      const launch = launches.get(m.launch_id)!;
      return (
        m.user_id === me &&
        orgProducts.has(launch.product_id) &&
        launch.status !== 'launched' &&
        launch.status !== 'cancelled'
      );
    });
    expect(got.tasks!.count).toBe(mine.length);
    expect(got.tasks!.next.map((l) => l.id).sort()).toEqual(mine.map((m) => m.launch_id).sort());
  }
  return got;
}

describe('the user’s own dashboard is their own rows', () => {
  it.each([ADMIN, SALES, SALES_REP, TEAM_MANAGER])('%s, over 30 and 365 days', async (as) => {
    await expectFigures(as);
    await expectFigures(as, '?date_preset=365');
  });

  it('each has their own work: the seeded reviews wait for the admin, the rep and the team manager', async () => {
    const [admin, sales, rep, lead] = await Promise.all([
      dashboard(ADMIN, '?date_preset=365'),
      dashboard(SALES, '?date_preset=365'),
      dashboard(SALES_REP, '?date_preset=365'),
      dashboard(TEAM_MANAGER, '?date_preset=365'),
    ]);
    expect(admin.reviews!.as_reviewer).toBeGreaterThan(0);
    expect(rep.reviews!.as_employee).toBeGreaterThan(0);
    expect(lead.reviews!.as_reviewer).toBeGreaterThan(0);
    expect(sales.tasks!.count).toBeGreaterThan(admin.tasks!.count);
    expect(sales.orders!.count).toBeGreaterThan(0);
    expect(new Set(sales.orders!.recent.map((o) => o.id))).not.toEqual(
      new Set(rep.orders!.recent.map((o) => o.id)),
    );
  });

  it('counts what the lists list with the same filters, so a card’s link shows its rows', async () => {
    for (const as of [ADMIN, SALES, TEAM_MANAGER]) {
      const got = await dashboard(as, '?date_preset=90');
      const count = async (path: string) =>
        ((await t.api('GET', path, { as })).json() as { count: number }).count;
      if (got.orders) {
        expect(await count('/orders/?mine=true&date_preset=90&page_size=5')).toBe(got.orders.count);
        for (const { status, count: n } of got.orders.by_status) {
          expect(await count(`/orders/?mine=true&status=${status}&date_preset=90&page_size=5`)).toBe(n);
        }
      }
      if (got.tasks) {
        expect(await count('/product-launches/?mine=true&progress=open&page_size=5')).toBe(got.tasks.count);
      }
      expect(await count('/performance-reviews/?awaiting=reviewer&page_size=5')).toBe(
        got.reviews!.as_reviewer,
      );
      expect(await count('/performance-reviews/?awaiting=employee&page_size=5')).toBe(
        got.reviews!.as_employee,
      );
    }
  });

  it('a review submitted leaves the reviewer’s work at once', async () => {
    const before = await dashboard(TEAM_MANAGER);
    const draft = before.reviews!.next.find((r) => r.status === 'draft')!;
    const fill = await t.api('PATCH', `/performance-reviews/${draft.id}/`, {
      as: TEAM_MANAGER,
      body: {
        overall_rating: 4,
        productivity_score: 80,
        efficiency_score: 75,
        review_date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(fill.statusCode, fill.body).toBe(200);
    const submit = await t.api('POST', `/performance-reviews/${draft.id}/events/`, {
      as: TEAM_MANAGER,
      body: { type: 'SUBMIT' },
    });
    expect(submit.statusCode, submit.body).toBe(200);
    const after = await dashboard(TEAM_MANAGER);
    expect(after.reviews!.as_reviewer).toBe(before.reviews!.as_reviewer - 1);
  });
});

describe('roles', () => {
  it('refuses a client (no Dashboard) and a caller not signed in', async () => {
    const client = await t.createUser({ email: uniqueEmail('client'), role: 'client' });
    expect((await t.api('GET', PATH, { as: client.email })).statusCode).toBe(403);
    expect((await t.api('GET', PATH)).statusCode).toBe(401);
  });

  it('refuses an unknown awaited party on the reviews list', async () => {
    expect((await t.api('GET', '/performance-reviews/?awaiting=hr', { as: ADMIN })).statusCode).toBe(400);
  });
});
