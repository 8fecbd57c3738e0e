import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HrDashboard } from '../../domain/hr/dashboard';
import { REVIEW_STATUSES } from '../../domain/hr/reviewStatus';
import { ROLES, type Role } from '../../domain/access/vocabulary';
import { buildUserRules, createAppAbility } from '../../domain/access';
import { toAccessUser } from '../../server/access/principals';
import { users } from '../../server/db/tables/users';
import { hrDashboard } from '../../server/modules/hr/dashboard';
import { ACME_ADMIN, CLIENT_ADMIN, SUPERUSER, USER } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// GET /hr/dashboard/ over HTTP: who may open it (every role), that each figure is what the
// reviews and employees lists give for the same filter, the date presets, the reviews due, and
// that an organisation's figures never include another's.

const HR = 'hr@demo.local';
const REVIEWER = 'team_manager@demo.local';
const DASHBOARD = '/hr/dashboard/';
/** The roles that run HR (read apps-hr): spec §6 and docs/decisions/0011, written out here on purpose. */
const HR_ROLES: Role[] = ['superuser', 'super_admin', 'CLIENT_ADMIN', 'hr', 'human_resources'];

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const email of [USER, REVIEWER, HR, 'sales@demo.local', 'user@acme.local', ACME_ADMIN]) {
    ids[email] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  }
});
afterAll(() => t.close());

const dashboard = async (as: string, query = '') => {
  const res = await t.api('GET', `${DASHBOARD}${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HrDashboard;
};
const listCount = async (as: string, path: string) => {
  const res = await t.api('GET', path, { as });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return (res.json() as { count: number }).count;
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const review = async (fields: Record<string, unknown>) => {
  const res = await t.api('POST', '/performance-reviews/', {
    as: HR,
    body: {
      employee_id: ids[USER],
      reviewer_id: ids[REVIEWER],
      period_start: day(-400),
      period_end: day(-40),
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
};
const send = async (id: number, as: string, type: string) => {
  const res = await t.api('POST', `/performance-reviews/${id}/events/`, { as, body: { type } });
  expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
};

describe('who opens the HR dashboard', () => {
  it.each(ROLES)('%s: HR’s roles get the figures, every other role 403', async (role) => {
    const user = await t.createUser({
      email: uniqueEmail(role),
      role,
      is_superuser: role === 'superuser',
      is_staff: role === 'superuser' || role === 'super_admin',
      team: role === 'team_manager' ? await t.team(1) : null,
    });
    const res = await t.api('GET', DASHBOARD, { as: user.email });
    expect(res.statusCode, res.body).toBe(HR_ROLES.includes(role) ? 200 : 403);
  });

  // Everyone reads the reviews they give or receive; the dashboard is HR's all the same.
  it('refuses the employee and the reviewer of reviews, who read only their own', async () => {
    for (const email of [USER, REVIEWER, 'sales@demo.local']) {
      expect(await listCount(email, '/performance-reviews/?page_size=5')).toBeGreaterThan(0);
      const res = await t.api('GET', DASHBOARD, { as: email });
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('refuses a caller who is not signed in (401) and an unknown preset (400)', async () => {
    expect((await t.api('GET', DASHBOARD)).statusCode).toBe(401);
    expect((await t.api('GET', `${DASHBOARD}?date_preset=12`, { as: HR })).statusCode).toBe(400);
  });
});

describe('the figures', () => {
  it('are the lists’ own counts: reviews by status and rating, due, headcount by unit', async () => {
    for (const as of [HR, CLIENT_ADMIN]) {
      const figures = await dashboard(as);
      expect(figures.reviews_by_status.map((s) => s.status)).toEqual([...REVIEW_STATUSES]);
      for (const { status, count } of figures.reviews_by_status) {
        expect(count, status).toBe(await listCount(as, `/performance-reviews/?page_size=5&status=${status}`));
      }
      const all = await listCount(as, '/performance-reviews/?page_size=5');
      expect(figures.reviews_by_status.reduce((sum, s) => sum + s.count, 0)).toBe(all);
      expect(figures.ratings.map((r) => r.rating)).toEqual([1, 2, 3, 4, 5]);
      for (const { rating, count } of figures.ratings) {
        expect(count, `rating ${rating}`).toBe(
          await listCount(as, `/performance-reviews/?page_size=5&rating=${rating}`),
        );
      }
      expect(figures.ratings.reduce((sum, r) => sum + r.count, 0) + figures.unrated).toBe(all);
      expect(figures.due.overdue).toBe(await listCount(as, '/performance-reviews/?page_size=5&due=overdue'));
      expect(figures.due.soon).toBe(await listCount(as, '/performance-reviews/?page_size=5&due=soon'));
      // Every unit's headcount is its current assignments (one person once).
      expect(figures.headcount.units.length).toBeGreaterThan(0);
      for (const unit of figures.headcount.units) {
        const res = await t.api(
          'GET',
          `/employees/?page_size=100&current=true&${unit.kind === 'team' ? 'team' : 'workplace'}=${unit.id}`,
          { as },
        );
        expect(res.statusCode, res.body).toBe(200);
        const rows = (res.json() as { results: { person_id: number | null; user_id: number | null }[] })
          .results;
        const people = new Set(rows.map((row) => `${row.person_id}-${row.user_id}`));
        expect(unit.headcount, unit.name).toBe(people.size);
      }
      expect(figures.headcount.total).toBeLessThanOrEqual(
        figures.headcount.units.reduce((sum, u) => sum + u.headcount, 0),
      );
      expect(figures.today).toBe(day(0));
    }
  });

  it('counts a new assignment in its team and not one that has ended', async () => {
    const before = await dashboard(HR);
    const team = await t.team(1);
    const person = await t.api('POST', '/persons/', { as: HR, body: { full_name: 'Dana Dashboard' } });
    expect(person.statusCode, person.body).toBe(201);
    const personId = (person.json() as { id: number }).id;
    const assign = (fields: Record<string, unknown>) =>
      t.api('POST', '/employees/', { as: HR, body: { person_id: personId, team_id: team, ...fields } });
    expect((await assign({ start_date: day(-400), end_date: day(-30) })).statusCode).toBe(201);
    const ended = await dashboard(HR);
    expect(ended.headcount.total).toBe(before.headcount.total);
    expect((await assign({ start_date: day(-3), position: 'Analyst' })).statusCode).toBe(201);
    const after = await dashboard(HR, '?date_preset=7');
    expect(after.headcount.total).toBe(before.headcount.total + 1);
    expect(after.headcount.joined).toBeGreaterThanOrEqual(1);
    const unitOf = (d: HrDashboard) =>
      d.headcount.units.find((u) => u.kind === 'team' && u.id === team)?.headcount ?? 0;
    expect(unitOf(after)).toBe(unitOf(before) + 1);
  });

  it('reads the presets as the list does: reviews dated within the last 7, 30, 90 or 365 days', async () => {
    const recent = await review({
      review_date: day(-2),
      overall_rating: 2,
      productivity_score: 50,
      efficiency_score: 50,
    });
    const older = await review({
      review_date: day(-60),
      overall_rating: 2,
      productivity_score: 50,
      efficiency_score: 50,
    });
    const counts: Record<string, number> = {};
    for (const preset of ['7', '30', '90', '365']) {
      const figures = await dashboard(HR, `?date_preset=${preset}`);
      expect(figures.date_preset).toBe(preset);
      const total = figures.reviews_by_status.reduce((sum, s) => sum + s.count, 0);
      expect(total).toBe(await listCount(HR, `/performance-reviews/?page_size=5&date_preset=${preset}`));
      counts[preset] = figures.ratings.find((r) => r.rating === 2)!.count;
      expect(figures.ratings.find((r) => r.rating === 2)!.count).toBe(
        await listCount(HR, `/performance-reviews/?page_size=5&date_preset=${preset}&rating=2`),
      );
    }
    expect(counts['7']).toBeGreaterThanOrEqual(1);
    expect(counts['30']).toBe(counts['7']);
    expect(counts['90']).toBe(counts['30']! + 1);
    expect(counts['365']).toBeGreaterThanOrEqual(counts['90']!);
    expect((await dashboard(HR)).date_preset).toBeNull();
    await t.api('DELETE', `/performance-reviews/${recent}/`, { as: HR });
    await t.api('DELETE', `/performance-reviews/${older}/`, { as: HR });
  });

  it('counts an open review due soon or overdue, and never a completed one', async () => {
    const before = await dashboard(HR);
    const soon = await review({ review_date: day(10) });
    const late = await review({ period_end: day(-5) });
    const after = await dashboard(HR);
    expect(after.due.soon).toBe(before.due.soon + 1);
    expect(after.due.overdue).toBe(before.due.overdue + 1);
    expect(after.due.next.length).toBeLessThanOrEqual(5);
    const dates = after.due.next.map((n) => n.due_date);
    expect(dates).toEqual([...dates].sort());
    const listed = after.due.next.find((n) => n.id === late);
    if (listed)
      expect(listed).toMatchObject({ due: 'overdue', due_date: day(-5), employee_name: 'Ugo User' });

    // Taken to Completed, the review due soon is due no more.
    await t.api('PATCH', `/performance-reviews/${soon}/`, {
      as: REVIEWER,
      body: { overall_rating: 4, productivity_score: 80, efficiency_score: 80 },
    });
    await send(soon, REVIEWER, 'SUBMIT');
    await send(soon, HR, 'START_REVIEW');
    await send(soon, USER, 'ACKNOWLEDGE');
    await send(soon, HR, 'COMPLETE');
    const done = await dashboard(HR);
    expect(done.due.soon).toBe(before.due.soon);
    expect(done.due.next.map((n) => n.id)).not.toContain(soon);
  });
});

// Were someone given the HR screens (a custom rule) without HR's rights over the records, the
// figures would still be only what they read: their own reviews, no one's assignments.
describe('the figures follow the caller’s rights, not the route', () => {
  it('counts only the reviews a caller reads when they hold apps-hr without managing Performance', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.id, ids[USER]!));
    const rules = [...buildUserRules(toAccessUser(row!), []), { action: 'read', subject: 'apps-hr' }];
    const principal = {
      user: row!,
      rules,
      ability: createAppAbility(rules as never),
      tokensRevokedAt: null,
      workingOrganization: null,
    };
    const own = await hrDashboard(t.db, principal, {});
    const ownTotal = own.reviews_by_status.reduce((sum, s) => sum + s.count, 0);
    expect(ownTotal).toBe(await listCount(USER, '/performance-reviews/?page_size=5'));
    expect(ownTotal).toBeLessThan(
      (await dashboard(HR)).reviews_by_status.reduce((sum, s) => sum + s.count, 0),
    );
    expect(own.due.next.length).toBeGreaterThan(0);
    expect(own.due.next).toAllSatisfy((n: { employee_id: number }) => n.employee_id === ids[USER]);
    expect(own.headcount).toEqual({ total: 0, joined: 0, units: [] });
  });
});

describe('organisations', () => {
  it('shows each organisation its own figures only, and nothing of another named in the query', async () => {
    const demo = await dashboard(HR);
    const acmeId = await t.orgId('ACME');
    const demoId = await t.orgId('DEMO');
    // ACME's reviews are made by its administrator as HR would; ACME has no HR role, so the
    // superuser reads them, narrowed to ACME.
    const acme = await dashboard(SUPERUSER, `?organization=${acmeId}`);
    const acmeReviews = acme.reviews_by_status.reduce((sum, s) => sum + s.count, 0);
    expect(acmeReviews).toBeGreaterThan(0);
    const asDemo = await dashboard(SUPERUSER, `?organization=${demoId}`);
    expect(asDemo.reviews_by_status).toEqual(demo.reviews_by_status);
    expect(asDemo.headcount).toEqual(demo.headcount);
    const everything = await dashboard(SUPERUSER);
    expect(everything.reviews_by_status.reduce((sum, s) => sum + s.count, 0)).toBe(
      acmeReviews + demo.reviews_by_status.reduce((sum, s) => sum + s.count, 0),
    );

    // DEMO's HR naming ACME: nothing (the filter narrows, it never widens).
    const named = await dashboard(HR, `?organization=${acmeId}`);
    expect(named.reviews_by_status.map((s) => s.count)).toEqual([0, 0, 0, 0, 0]);
    expect([...named.ratings.map((r) => r.count), named.unrated]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(named.headcount).toEqual({ total: 0, joined: 0, units: [] });
    expect(named.due).toEqual({ overdue: 0, soon: 0, next: [] });
    // ACME's people never appear in DEMO's figures.
    const demoUnits = new Set(demo.headcount.units.map((u) => `${u.kind}-${u.id}`));
    expect(acme.headcount.units.some((u) => demoUnits.has(`${u.kind}-${u.id}`))).toBe(false);
    expect(JSON.stringify(demo)).not.toContain('Arthur Acme');
    expect(demo.due.next.map((n) => n.employee_id)).not.toContain(ids['user@acme.local']);
    // ACME's administrator (admin role) does not run HR.
    expect((await t.api('GET', DASHBOARD, { as: ACME_ADMIN })).statusCode).toBe(403);
  });

  it('a client administrator of another organisation sees only theirs', async () => {
    const other = await t.createUser({ email: uniqueEmail('acme-ca'), role: 'CLIENT_ADMIN', org: 'ACME' });
    const acme = await dashboard(other.email);
    const acmeId = await t.orgId('ACME');
    expect(acme).toEqual(await dashboard(SUPERUSER, `?organization=${acmeId}`));
    const demoId = await t.orgId('DEMO');
    const named = await dashboard(other.email, `?organization=${demoId}`);
    expect(named.headcount.total).toBe(0);
    expect(named.reviews_by_status.map((s) => s.count)).toEqual([0, 0, 0, 0, 0]);
  });
});
