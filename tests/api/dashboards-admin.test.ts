import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '../../domain/dashboards/admin';
import { organizations } from '../../server/db/tables/organizations';
import { users } from '../../server/db/tables/users';
import { refreshTokens } from '../../server/modules/auth/tables';
import { securityEvents } from '../../server/modules/security/tables';
import { ACME_ADMIN, ADMIN, BRAND_MANAGER, CLIENT_ADMIN, MANAGER, SUPERUSER } from './catalogue-support';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// GET /dashboards/admin/ over HTTP: every figure equals the same figure computed here from the
// rows (organisations, users, refresh-token families, security events) and the reach written out
// (admin: their organisation; superuser: every one; a staff user: themselves, no security area);
// failed sign-ins are recorded by the server and counted in their account's organisation only;
// roles without read on AdminPanel are refused.

const PATH = '/dashboards/admin/';

type UserRow = typeof users.$inferSelect;

let t: TestApp;
let staff: UserRow;
const who: Record<string, { id: number; org: number }> = {};

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.createUser({ email: uniqueEmail('staff'), role: 'user', is_staff: true });
  for (const email of [ADMIN, SUPERUSER, ACME_ADMIN, staff.email]) {
    const [u] = await t.db.select().from(users).where(eq(users.email, email));
    who[email] = { id: u!.id, org: u!.id_organization };
  }
  // Sign-ins of both organisations, and refusals: a wrong password (DEMO), an unknown address.
  for (const email of [ADMIN, ACME_ADMIN, ADMIN]) await t.login(email);
  for (const email of [ADMIN, 'nobody@nowhere.test']) {
    const res = await t.api('POST', '/auth/login/', { body: { email, password: 'wrong-password' } });
    expect(res.statusCode).toBe(400);
  }
});
afterAll(() => t.close());

const dashboard = async (as: string, query = '') => {
  const res = await t.api('GET', `${PATH}${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminDashboard;
};

/** Rows of an organisation, or of every one (null). */
const of = (org: number | null) => (row: { id_organization: number | null }) =>
  org === null || row.id_organization === org;

/** The reach written out: organisations and users read, and the security area's organisation (undefined: none). */
const reach = () => ({
  [ADMIN]: {
    organization: (o: { id: number }) => o.id === who[ADMIN]!.org,
    user: of(who[ADMIN]!.org),
    security: who[ADMIN]!.org as number | null,
  },
  [ACME_ADMIN]: {
    organization: (o: { id: number }) => o.id === who[ACME_ADMIN]!.org,
    user: of(who[ACME_ADMIN]!.org),
    security: who[ACME_ADMIN]!.org as number | null,
  },
  [SUPERUSER]: { organization: () => true, user: of(null), security: null as number | null },
  [staff.email]: { organization: null, user: (u: UserRow) => u.id === staff.id, security: undefined },
});

async function expectFigures(as: string, query = '') {
  const got = await dashboard(as, query);
  const { since, previous_since } = got.period;
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const now = (d: Date) => day(d) >= since;
  const before = (d: Date) => day(d) >= previous_since && day(d) < since;
  const r = reach()[as]!;

  if (r.organization === null) expect(got.organizations).toBeNull();
  else {
    const orgs = (await t.db.select().from(organizations)).filter(r.organization);
    expect(got.organizations).toEqual({
      total: orgs.length,
      active: orgs.filter((o) => o.is_active).length,
      new: orgs.filter((o) => now(o.created_at)).length,
      previous_new: orgs.filter((o) => before(o.created_at)).length,
    });
  }

  const people = (await t.db.select().from(users)).filter(r.user);
  const roles = new Map<string, number>();
  for (const u of people) roles.set(u.role, (roles.get(u.role) ?? 0) + 1);
  expect(got.users).toEqual({
    total: people.length,
    active: people.filter((u) => u.is_active).length,
    new: people.filter((u) => now(u.date_joined)).length,
    previous_new: people.filter((u) => before(u.date_joined)).length,
    by_role: [...roles]
      .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1))
      .map(([role, count]) => ({ role, count })),
  });

  if (r.security === undefined) {
    expect(got.sign_ins).toBeNull();
    expect(got.incidents).toBeNull();
    return got;
  }
  const everyone = await t.db.select().from(users);
  const orgOf = new Map(everyone.map((u) => [u.id, u.id_organization]));
  const tokens = (await t.db.select().from(refreshTokens)).sort((a, b) => a.id - b.id);
  const seen = new Set<string>();
  const firsts = tokens.filter((tk) => !seen.has(tk.family_id) && seen.add(tk.family_id));
  const signIns = firsts.filter((tk) => of(r.security)({ id_organization: orgOf.get(tk.user_id)! }));
  const events = (await t.db.select().from(securityEvents)).filter(of(r.security));
  const failed = events.filter((e) => e.type === 'sign_in_failed');
  const incidents = events.filter((e) => e.severity === 'high' || e.severity === 'critical');
  expect(got.sign_ins).toEqual({
    succeeded: signIns.filter((tk) => now(tk.created_at)).length,
    previous_succeeded: signIns.filter((tk) => before(tk.created_at)).length,
    failed: failed.filter((e) => now(e.created_at)).length,
    previous_failed: failed.filter((e) => before(e.created_at)).length,
    users: new Set(signIns.filter((tk) => now(tk.created_at)).map((tk) => tk.user_id)).size,
  });
  expect(got.incidents!.count).toBe(incidents.filter((e) => now(e.created_at)).length);
  expect(got.incidents!.previous_count).toBe(incidents.filter((e) => before(e.created_at)).length);
  return got;
}

describe('the administration dashboard’s figures are the rows’ own', () => {
  it.each([ADMIN, SUPERUSER, ACME_ADMIN])('%s, over every preset', async (as) => {
    for (const preset of ['7', '30', '90', '365']) await expectFigures(as, `?date_preset=${preset}`);
  });

  it('a staff user (AdminPanel by the flag) sees only themselves, no organisations nor security figures', async () => {
    const got = await expectFigures(staff.email);
    expect(got.users!.total).toBe(1);
  });

  it('gives each scope its own figures: the superuser’s cover both organisations', async () => {
    const [admin, acme, all] = await Promise.all([
      dashboard(ADMIN, '?date_preset=7'),
      dashboard(ACME_ADMIN, '?date_preset=7'),
      dashboard(SUPERUSER, '?date_preset=7'),
    ]);
    expect(admin.organizations!.total).toBe(1);
    expect(all.organizations!.total).toBeGreaterThanOrEqual(2);
    expect(all.users!.total).toBeGreaterThan(admin.users!.total + acme.users!.total - 1);
    expect(admin.sign_ins!.succeeded).toBeGreaterThanOrEqual(2);
    expect(acme.sign_ins!.succeeded).toBeGreaterThanOrEqual(1);
    expect(all.sign_ins!.succeeded).toBeGreaterThanOrEqual(
      admin.sign_ins!.succeeded + acme.sign_ins!.succeeded,
    );
    // The unknown address belongs to no organisation: only the view of every one counts it.
    expect(all.sign_ins!.failed).toBe(admin.sign_ins!.failed + acme.sign_ins!.failed + 1);
  });

  it('counts the user list’s rows for the same role', async () => {
    const got = await dashboard(ADMIN);
    for (const { role, count } of got.users!.by_role) {
      const res = await t.api('GET', `/users/?role=${role}&page_size=5`, { as: ADMIN });
      expect((res.json() as { count: number }).count, role).toBe(count);
    }
  });
});

describe('sign-ins', () => {
  it('a wrong password counts in its account’s organisation at once, not in another', async () => {
    const [demo, acme] = await Promise.all([dashboard(ADMIN), dashboard(ACME_ADMIN)]);
    const res = await t.api('POST', '/auth/login/', { body: { email: MANAGER, password: 'not-it' } });
    expect(res.statusCode).toBe(400);
    expect((await dashboard(ADMIN)).sign_ins!.failed).toBe(demo.sign_ins!.failed + 1);
    expect((await dashboard(ACME_ADMIN)).sign_ins!.failed).toBe(acme.sign_ins!.failed);
    await t.login(MANAGER);
    expect((await dashboard(ADMIN)).sign_ins!.succeeded).toBe(demo.sign_ins!.succeeded + 1);
  });

  it('naming another organisation narrows an admin’s figures to nothing, it does not widen them', async () => {
    const named = await dashboard(ADMIN, `?organization=${who[ACME_ADMIN]!.org}`);
    expect(named.organizations!.total).toBe(0);
    expect(named.users!.total).toBe(0);
    expect(named.sign_ins).toEqual({
      succeeded: 0,
      previous_succeeded: 0,
      failed: 0,
      previous_failed: 0,
      users: 0,
    });
    expect(named.incidents!.count).toBe(0);
    // The superuser naming one gets that one's.
    const acme = await dashboard(SUPERUSER, `?organization=${who[ACME_ADMIN]!.org}`);
    expect(acme.sign_ins).toEqual((await dashboard(ACME_ADMIN)).sign_ins);
  });

  it('counts what the security events list lists for the same filter, so a card’s link shows its rows', async () => {
    for (const as of [ADMIN, ACME_ADMIN]) {
      const got = await dashboard(as, '?date_preset=90');
      const count = async (query: string) => {
        const res = await t.api('GET', `/security/events/?date_preset=90&page_size=5&${query}`, { as });
        return (res.json() as { count: number }).count;
      };
      expect(await count('type=sign_in_failed')).toBe(got.sign_ins!.failed);
      expect(await count('incident=true')).toBe(got.incidents!.count);
      for (const { type, count: n } of got.incidents!.by_type) {
        expect(await count(`incident=true&type=${type}`)).toBe(n);
      }
    }
  });

  it('a client cannot report a failed sign-in of its own making', async () => {
    const res = await t.api('POST', '/security/events/', {
      as: ADMIN,
      body: {
        id: 'forged-1',
        timestamp: new Date().toISOString(),
        type: 'sign_in_failed',
        details: {},
        severity: 'medium',
        userAgent: 'test',
        url: '/login',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('type');
  });
});

describe('roles', () => {
  it('refuses roles without read on AdminPanel, and a caller not signed in', async () => {
    for (const as of [MANAGER, BRAND_MANAGER, CLIENT_ADMIN]) {
      expect((await t.api('GET', PATH, { as })).statusCode, as).toBe(403);
    }
    expect((await t.api('GET', PATH)).statusCode).toBe(401);
  });
});
