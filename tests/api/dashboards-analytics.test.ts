import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDashboard } from '../../domain/dashboards/analytics';
import { LAUNCH_STATUSES } from '../../domain/catalogue/launch';
import { RATINGS } from '../../domain/hr/dashboard';
import { REVIEW_STATUSES } from '../../domain/hr/reviewStatus';
import { users } from '../../server/db/tables/users';
import {
  productLaunches,
  products,
  productStatuses,
  productStatusHistory,
} from '../../server/modules/catalogue/tables';
import { performanceReviews } from '../../server/modules/hr/tables';
import { ACME_ADMIN, ADMIN, BRAND_MANAGER, USER } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// GET /dashboards/analytics/ over HTTP: every figure equals the same figure computed here from
// the seeded rows and the role table's reach written out (admin: the organisation's products
// and no reviews but their own; brand manager: their brand's products and their own reviews;
// HR: no products, every review of the organisation), for each preset; roles without read on
// Analytics are refused.

const HR = 'hr@demo.local';
const PATH = '/dashboards/analytics/';

type ProductRow = typeof products.$inferSelect;
type ReviewRow = typeof performanceReviews.$inferSelect;

let t: TestApp;
let rows: {
  products: ProductRow[];
  statuses: (typeof productStatuses.$inferSelect)[];
  history: (typeof productStatusHistory.$inferSelect)[];
  launches: (typeof productLaunches.$inferSelect)[];
  reviews: ReviewRow[];
};
const who: Record<string, { id: number; org: number; brand: number | null }> = {};

beforeAll(async () => {
  t = await startTestApp();
  for (const email of [ADMIN, BRAND_MANAGER, HR, ACME_ADMIN]) {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    who[email] = { id: u!.id, org: u!.id_organization, brand: u!.brand };
  }
  rows = {
    products: await t.db.select().from(products),
    statuses: await t.db.select().from(productStatuses),
    history: await t.db.select().from(productStatusHistory),
    launches: await t.db.select().from(productLaunches),
    reviews: await t.db.select().from(performanceReviews),
  };
});
afterAll(() => t.close());

const inOrg = (as: string) => (row: { id_organization: number }) => row.id_organization === who[as]!.org;
const ownReview = (as: string) => (r: ReviewRow) =>
  inOrg(as)(r) && (r.employee_id === who[as]!.id || r.reviewer_id === who[as]!.id);

/** The role table's reach over products and reviews, written out on purpose; null: none. */
const reach = () => ({
  [ADMIN]: { product: inOrg(ADMIN), review: ownReview(ADMIN) },
  [ACME_ADMIN]: { product: inOrg(ACME_ADMIN), review: ownReview(ACME_ADMIN) },
  [BRAND_MANAGER]: {
    product: (p: ProductRow) => inOrg(BRAND_MANAGER)(p) && p.brand === who[BRAND_MANAGER]!.brand,
    review: ownReview(BRAND_MANAGER),
  },
  [HR]: { product: null, review: inOrg(HR) },
});
type Caller = keyof ReturnType<typeof reach>;

const dashboard = async (as: string, query = '') => {
  const res = await t.api('GET', `${PATH}${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AnalyticsDashboard;
};

const day = (d: Date) => d.toISOString().slice(0, 10);
const mean = (ratings: number[]) =>
  ratings.length ? (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(2) : null;

async function expectFigures(as: Caller, query = '') {
  const got = await dashboard(as, query);
  const { since, until, previous_since } = got.period;
  const now = (d: string | null) => d !== null && d >= since;
  const before = (d: string | null) => d !== null && d >= previous_since && d < since;
  const r = reach()[as];

  if (r.product === null) {
    expect(got.catalogue).toBeNull();
    expect(got.launches).toBeNull();
    expect(got.status_flow).toBeNull();
  } else {
    const mine = rows.products.filter(r.product);
    const ids = new Set(mine.map((p) => p.id));
    const statusName = new Map(rows.statuses.map((s) => [s.id, s.name]));
    expect(got.catalogue!.total).toBe(mine.length);
    expect(got.catalogue!.new).toBe(mine.filter((p) => now(day(p.created_at))).length);
    expect(got.catalogue!.previous_new).toBe(mine.filter((p) => before(day(p.created_at))).length);
    const perStatus = new Map<number, number>();
    for (const p of mine) perStatus.set(p.status, (perStatus.get(p.status) ?? 0) + 1);
    expect(got.catalogue!.by_status.map(({ id, name, count }) => [id, name, count]).sort()).toEqual(
      [...perStatus].map(([id, count]) => [id, statusName.get(id), count]).sort(),
    );

    const launches = rows.launches.filter((l) => ids.has(l.product_id));
    const toCome = launches.filter(
      (l) => l.planned_launch_date >= until && l.status !== 'launched' && l.status !== 'cancelled',
    );
    expect(got.launches!.upcoming).toBe(toCome.length);
    expect(got.launches!.launched).toBe(
      launches.filter((l) => l.status === 'launched' && now(l.actual_launch_date)).length,
    );
    expect(got.launches!.previous_launched).toBe(
      launches.filter((l) => l.status === 'launched' && before(l.actual_launch_date)).length,
    );
    expect(got.launches!.by_status).toEqual(
      LAUNCH_STATUSES.map((status) => ({
        status,
        count: launches.filter((l) => l.status === status).length,
      })),
    );
    expect(got.launches!.next.map((l) => l.id)).toEqual(
      toCome
        .sort((a, b) => a.planned_launch_date.localeCompare(b.planned_launch_date) || a.id - b.id)
        .slice(0, 5)
        .map((l) => l.id),
    );

    const moves = rows.history.filter((h) => ids.has(h.product_id));
    const movesNow = moves.filter((h) => now(day(h.changed_at)));
    expect(got.status_flow!.changes).toBe(movesNow.length);
    expect(got.status_flow!.previous_changes).toBe(moves.filter((h) => before(day(h.changed_at))).length);
    const pairs = new Map<string, number>();
    for (const h of movesNow)
      pairs.set(`${h.from_status}>${h.to_status}`, (pairs.get(`${h.from_status}>${h.to_status}`) ?? 0) + 1);
    expect(
      got.status_flow!.transitions.map((x) => [`${x.from?.id ?? null}>${x.to.id}`, x.count]).sort(),
    ).toEqual([...pairs].sort());
  }

  const reviews = rows.reviews.filter(r.review);
  const dated = reviews.filter((x) => now(x.review_date));
  expect(got.reviews!.total).toBe(dated.length);
  expect(got.reviews!.by_status).toEqual(
    REVIEW_STATUSES.map((status) => ({ status, count: dated.filter((x) => x.status === status).length })),
  );
  expect(got.reviews!.ratings).toEqual(
    RATINGS.map((rating) => ({ rating, count: dated.filter((x) => x.overall_rating === rating).length })),
  );
  const rated = (list: ReviewRow[]) =>
    list.flatMap((x) => (x.overall_rating === null ? [] : [x.overall_rating]));
  expect(got.reviews!.average_rating).toBe(mean(rated(dated)));
  expect(got.reviews!.previous_average_rating).toBe(
    mean(rated(reviews.filter((x) => before(x.review_date)))),
  );
  return got;
}

describe('the analytics dashboard’s figures are the rows’ own', () => {
  it.each([ADMIN, BRAND_MANAGER, HR] as const)('%s, over every preset', async (as) => {
    for (const preset of ['7', '30', '90', '365']) await expectFigures(as, `?date_preset=${preset}`);
    expect((await dashboard(as)).period.date_preset).toBe('30');
  });

  it('gives each scope its own figures: the brand manager’s catalogue is part of the admin’s', async () => {
    const [admin, brand, hr] = await Promise.all([
      dashboard(ADMIN, '?date_preset=365'),
      dashboard(BRAND_MANAGER, '?date_preset=365'),
      dashboard(HR, '?date_preset=365'),
    ]);
    expect(admin.catalogue!.total).toBeGreaterThan(brand.catalogue!.total);
    expect(brand.catalogue!.total).toBeGreaterThan(0);
    // The seeded brand manager runs Nova: its launches only.
    expect(brand.launches!.next.length).toBeGreaterThan(0);
    expect(brand.launches!.next).toAllSatisfy((l: { product_name: string }) =>
      l.product_name.startsWith('Nova'),
    );
    expect(admin.launches!.next.length).toBeGreaterThan(brand.launches!.next.length);
    expect(hr.reviews!.total).toBeGreaterThan(admin.reviews!.total);
  });

  it('counts what the lists list for the same filter, so a card’s link shows its rows', async () => {
    for (const as of [ADMIN, BRAND_MANAGER]) {
      const got = await dashboard(as, '?date_preset=90');
      const count = async (path: string) =>
        ((await t.api('GET', path, { as })).json() as { count: number }).count;
      expect(await count('/products/?date_preset=90&page_size=5')).toBe(got.catalogue!.new);
      for (const { id, count: n } of got.catalogue!.by_status) {
        expect(await count(`/products/?status=${id}&page_size=5`)).toBe(n);
      }
      expect(await count('/product-launches/?progress=upcoming&page_size=5')).toBe(got.launches!.upcoming);
      for (const { status, count: n } of got.launches!.by_status) {
        expect(await count(`/product-launches/?status=${status}&page_size=5`)).toBe(n);
      }
    }
    const hr = await dashboard(HR, '?date_preset=90');
    for (const { status, count: n } of hr.reviews!.by_status) {
      const res = await t.api('GET', `/performance-reviews/?status=${status}&date_preset=90&page_size=5`, {
        as: HR,
      });
      expect((res.json() as { count: number }).count, status).toBe(n);
    }
  });
});

describe('organisations and roles', () => {
  it('shows another organisation only its own rows', async () => {
    const acme = await expectFigures(ACME_ADMIN, '?date_preset=365');
    const named = await dashboard(ACME_ADMIN, `?date_preset=365&organization=${who[ADMIN]!.org}`);
    expect(named.catalogue!.total).toBe(0);
    expect(acme.catalogue!.total).toBeGreaterThanOrEqual(0);
  });

  it('refuses roles without read on Analytics (a user, support) and a caller not signed in', async () => {
    expect((await t.api('GET', PATH, { as: USER })).statusCode).toBe(403);
    expect((await t.api('GET', PATH, { as: 'support@demo.local' })).statusCode).toBe(403);
    expect((await t.api('GET', PATH)).statusCode).toBe(401);
    const client = await t.createUser({ email: uniqueEmail('client'), role: 'client' });
    expect((await t.api('GET', PATH, { as: client.email })).statusCode).toBe(403);
  });

  it('refuses a date preset outside 7, 30, 90 and 365 days', async () => {
    expect((await t.api('GET', `${PATH}?date_preset=14`, { as: ADMIN })).statusCode).toBe(400);
  });
});

describe('cached figures', () => {
  it('a product’s status change shows at once in the flow of who reads it, not of another brand', async () => {
    const [adminBefore, brandBefore] = await Promise.all([
      dashboard(ADMIN, '?date_preset=7'),
      dashboard(BRAND_MANAGER, '?date_preset=7'),
    ]);
    const product = rows.products.find((p) => inOrg(ADMIN)(p) && p.brand !== who[BRAND_MANAGER]!.brand)!;
    const other = rows.statuses.find(
      (s) => s.id_organization === product.id_organization && s.id !== product.status,
    )!;
    const res = await t.api('PATCH', `/products/${product.id}/`, { as: ADMIN, body: { status: other.id } });
    expect(res.statusCode, res.body).toBe(200);
    const [adminAfter, brandAfter] = await Promise.all([
      dashboard(ADMIN, '?date_preset=7'),
      dashboard(BRAND_MANAGER, '?date_preset=7'),
    ]);
    expect(adminAfter.status_flow!.changes).toBe(adminBefore.status_flow!.changes + 1);
    expect(brandAfter.status_flow!.changes).toBe(brandBefore.status_flow!.changes);
  });
});
