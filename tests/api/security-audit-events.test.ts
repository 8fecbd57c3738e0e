import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { rolePermissions, securityEvents, securityRoles } from '../../server/modules/security/tables';
import { users } from '../../server/db/tables/users';
import { expectNoLeak, startTestApp, type TestApp } from './harness';

let t: TestApp;
let DEMO: number;
let ACME: number;
const ADMIN = 'admin@demo.local';
const ACME_ADMIN = 'admin@acme.local';
const SUPERUSER = 'superuser@demo.local';
const userId: Record<string, number> = {};

type Log = {
  id: number;
  id_organization: number | null;
  actor: number | null;
  actor_email: string | null;
  action: string;
  object_type: string;
  created_at: string;
  before: unknown;
  after: unknown;
};
type Page = { count: number; next: string | null; previous: string | null; results: Log[] };

beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
  for (const u of await t.db.select({ id: users.id, email: users.email }).from(users)) userId[u.email] = u.id;
  // Some history in both organisations.
  for (const [as, n] of [
    [ADMIN, 6],
    [ACME_ADMIN, 2],
  ] as const) {
    for (let i = 0; i < n; i++) {
      const res = await t.api('POST', '/security/roles/', {
        as,
        body: { name: `Audited ${i}`, code: `audited_${i}`, level: 'team' },
      });
      expect(res.statusCode).toBe(201);
      await t.api('PATCH', `/security/roles/${res.json().id}/`, { as, body: { description: 'changed' } });
    }
  }
});
afterAll(() => t.close());

const logs = async (query = '', as = ADMIN): Promise<Page> => {
  const res = await t.api('GET', `/security/audit-logs/${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/security/audit-logs/', () => {
  it('lists the organisation’s entries, newest first, with the actor and before/after', async () => {
    const page = await logs('?page_size=100');
    expect(page.results.length).toBeGreaterThanOrEqual(12);
    expect(page.results).toAllSatisfy((l) => l.id_organization === DEMO);
    const times = page.results.map((l) => l.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const update = page.results.find((l) => l.action === 'role.update')!;
    expect(update).toMatchObject({
      actor: userId[ADMIN],
      actor_email: ADMIN,
      object_type: 'SecurityRole',
      before: { description: '' },
      after: { description: 'changed' },
    });
  });

  it('another organisation’s entries stay there; a superuser sees all or the one named', async () => {
    const acme = await logs('?page_size=100', ACME_ADMIN);
    expect(acme.results).toAllSatisfy((l) => l.id_organization === ACME);
    expect(acme.count).toBeGreaterThanOrEqual(4);
    const all = await logs('?page_size=100', SUPERUSER);
    const orgs = new Set(all.results.map((l) => l.id_organization));
    expect(orgs.has(DEMO) && orgs.has(ACME)).toBe(true);
    const named = await logs(`?page_size=100&id_organization=${ACME}`, SUPERUSER);
    expect(named.count).toBe(acme.count);
  });

  it('filters by actor, action and object type', async () => {
    const byAction = await logs('?action=role.create&page_size=100');
    expect(byAction.count).toBe(6);
    expect(byAction.results).toAllSatisfy((l) => l.action === 'role.create');
    const byActor = await logs(`?actor=${userId[ADMIN]}&page_size=100`);
    expect(byActor.results).toAllSatisfy((l) => l.actor === userId[ADMIN]);
    expect(byActor.count).toBeGreaterThanOrEqual(12);
    const none = await logs(`?actor=${userId['user@demo.local']}&object_type=SecurityRole`);
    expect(none.count).toBe(0);
    const byType = await logs('?object_type=SecurityRole&page_size=100');
    expect(byType.results).toAllSatisfy((l) => l.object_type === 'SecurityRole');
  });

  it('filters by a date range (dates are whole UTC days, inclusive)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const all = (await logs()).count;
    expect((await logs(`?date_from=${today}&date_to=${today}`)).count).toBe(all);
    expect((await logs('?date_to=2000-01-01')).count).toBe(0);
    expect((await logs('?date_from=2999-01-01')).count).toBe(0);
    const now = new Date(Date.now() + 1000).toISOString();
    expect((await logs(`?date_to=${encodeURIComponent(now)}`)).count).toBe(all);
    const bad = await t.api('GET', '/security/audit-logs/?date_from=2024-02-01&date_to=2024-01-01', {
      as: ADMIN,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ date_from: ['The start date must not be after the end date.'] });
    const invalid = await t.api('GET', '/security/audit-logs/?date_from=yesterday', { as: ADMIN });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json())).toEqual(['date_from']);
  });

  it('paginates and orders', async () => {
    const first = await logs('?page_size=5&ordering=created_at');
    expect(first.results).toHaveLength(5);
    expect(first.next).toContain('page=2');
    expect(first.previous).toBeNull();
    const second = await logs('?page_size=5&ordering=created_at&page=2');
    expect(second.previous).toContain('page=1');
    const ids = [...first.results, ...second.results].map((l) => l.id);
    expect(new Set(ids).size).toBe(10);
    const asc = first.results.map((l) => l.created_at);
    expect(asc).toEqual([...asc].sort());
    for (const query of ['?ordering=ip', '?page_size=7']) {
      const res = await t.api('GET', `/security/audit-logs/${query}`, { as: ADMIN });
      expect(res.statusCode).toBe(400);
    }
  });
});

const event = (overrides: Record<string, unknown> = {}) => ({
  id: `evt-${Math.random().toString(36).slice(2)}`,
  timestamp: new Date().toISOString(),
  type: 'xss_attempt',
  details: { field: 'search', sample: '<script>' },
  severity: 'critical',
  userAgent: 'Mozilla/5.0 (test)',
  url: 'http://localhost/apps/products',
  ...overrides,
});
const send = (body: unknown, as?: string, remoteAddress?: string) =>
  t.api('POST', '/security/events/', {
    ...(as ? { as } : {}),
    body: body as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /api/security/events/', () => {
  it('stores the event with the caller, their organisation and IP', async () => {
    const body = event();
    const res = await send(body, 'sales@demo.local', '10.1.2.3');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ detail: 'Security event recorded.' });
    const [row] = await t.db.select().from(securityEvents).where(eq(securityEvents.event_id, body.id));
    expect(row).toMatchObject({
      user_id: userId['sales@demo.local'],
      id_organization: DEMO,
      ip: '10.1.2.3',
      type: 'xss_attempt',
      severity: 'critical',
      details: body.details,
      user_agent: body.userAgent,
      url: body.url,
    });
    expect(row!.client_timestamp.toISOString()).toBe(body.timestamp);
  });

  it('only from signed-in users (401, also for the empty token a signed-out SPA sends)', async () => {
    expect((await send(event())).statusCode).toBe(401);
    const empty = await t.api('POST', '/security/events/', {
      body: event(),
      headers: { authorization: 'Bearer ' },
    });
    expect(empty.statusCode).toBe(401);
  });

  it.each([
    [{ severity: 'urgent' }, 'severity'],
    [{ timestamp: 'yesterday' }, 'timestamp'],
    [{ type: 'DROP TABLE' }, 'type'],
    [{ id: '' }, 'id'],
    [{ url: 'x'.repeat(2049) }, 'url'],
    [{ details: 'text' }, 'details'],
  ])('400 naming the field for %o', async (overrides, field) => {
    const res = await send(event(overrides), 'user@demo.local');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
  });

  it('ignores unknown keys (a newer client must not lose its events)', async () => {
    expect((await send({ ...event(), extra: 1 }, 'user@demo.local')).statusCode).toBe(201);
  });

  it('caps the size (413 with the limit)', async () => {
    const res = await send(event({ details: { blob: 'x'.repeat(20_000) } }), 'user@demo.local');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'Security event is too large (limit 16384 bytes).' });
    expectNoLeak(res);
  });

  it('rate-limits each user (429 with Retry-After), others unaffected', async () => {
    const user = await t.createUser();
    let accepted = 0;
    let limited: Awaited<ReturnType<typeof send>> | undefined;
    // 60 a minute in fixed windows: the 61st is refused unless a window ended in between.
    for (let i = 0; i < 121 && !limited; i++) {
      const res = await send(event({ severity: 'low' }), user.email);
      if (res.statusCode === 429) limited = res;
      else {
        expect(res.statusCode).toBe(201);
        accepted++;
      }
    }
    expect(limited).toBeDefined();
    expect(accepted).toBeGreaterThanOrEqual(60);
    expect(accepted).toBeLessThanOrEqual(120);
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await send(event(), 'user@demo.local')).statusCode).toBe(201);
  });
});

describe('GET /api/security/dashboard/', () => {
  it('computes every number from the rows of the organisation', async () => {
    const before = (await t.api('GET', '/security/dashboard/', { as: ADMIN })).json();
    await send(event({ severity: 'high' }), 'user@demo.local');
    await send(event({ severity: 'low' }), 'user@demo.local');
    await send(event({ severity: 'critical' }), 'user@acme.local');
    const role = (
      await t.api('POST', '/security/roles/', {
        as: ADMIN,
        body: { name: 'Dash', code: 'dash', level: 'team' },
      })
    ).json().id;
    await t.api('POST', '/security/bulk-permissions/', {
      as: ADMIN,
      body: {
        updates: [
          { role, module: 1, operation: 1, action: 'grant' },
          { role, module: 1, operation: 2, action: 'grant' },
          { role, module: 2, operation: 2, action: 'grant' },
        ],
      },
    });
    await t.createUser({ is_active: false });

    const res = await t.api('GET', '/security/dashboard/', { as: 'manager@demo.local' });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const demoUsers = await t.db.select().from(users).where(eq(users.id_organization, DEMO));
    const demoRoles = await t.db.select().from(securityRoles).where(eq(securityRoles.id_organization, DEMO));
    const demoPermissions = await t.db
      .select({ id: rolePermissions.id })
      .from(rolePermissions)
      .where(
        inArray(
          rolePermissions.role_id,
          demoRoles.map((r) => r.id),
        ),
      );
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const changes = await t.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.id_organization, DEMO),
          eq(auditLogs.object_type, 'RolePermission'),
          gte(auditLogs.created_at, weekAgo),
        ),
      );
    expect(d).toMatchObject({
      id_organization: DEMO,
      total_users: demoUsers.length,
      active_users: demoUsers.filter((u) => u.is_active).length,
      total_roles: demoRoles.length,
      total_permissions: demoPermissions.length,
      recent_permission_changes: changes.length,
    });
    expect(d.active_users).toBeLessThan(d.total_users);
    expect(d.total_permissions).toBe(before.total_permissions + 3);
    expect(d.recent_permission_changes).toBe(before.recent_permission_changes + 3);
    expect(d.security_incidents).toBe(before.security_incidents + 1);
    expect(d.recent_incidents[0]).toMatchObject({ severity: 'high', user: userId['user@demo.local'] });
    expect(d.recent_incidents).toAllSatisfy((i: { severity: string }) =>
      ['high', 'critical'].includes(i.severity),
    );
    expect(d.recent_logs.length).toBeLessThanOrEqual(10);
    expect(d.recent_logs[0]).toMatchObject({ action: 'permission.grant', actor_email: ADMIN });
    const perModule = d.permission_distribution as { code: string; count: number }[];
    expect(perModule.reduce((n, m) => n + m.count, 0)).toBe(d.total_permissions);
    expect(perModule.find((m) => m.code === 'Dashboard')!.count).toBeGreaterThanOrEqual(2);
    const perRole = d.role_distribution as { role: number; code: string; users_count: number }[];
    expect(perRole).toHaveLength(demoRoles.length);
    expect(perRole.find((r) => r.code === 'user')!.users_count).toBe(
      demoUsers.filter((u) => u.role === 'user').length,
    );
  });

  it('a superuser sees every organisation, or the one named; others only their own', async () => {
    const all = (await t.api('GET', '/security/dashboard/', { as: SUPERUSER })).json();
    const everyone = await t.db.select({ id: users.id }).from(users);
    expect(all).toMatchObject({ id_organization: null, total_users: everyone.length });
    const acme = (
      await t.api('GET', `/security/dashboard/?id_organization=${ACME}`, { as: SUPERUSER })
    ).json();
    const acmeOwn = (await t.api('GET', '/security/dashboard/', { as: ACME_ADMIN })).json();
    expect(acme).toEqual(acmeOwn);
    expect(acmeOwn.security_incidents).toBeGreaterThanOrEqual(1);
    expect(acmeOwn.recent_logs).toAllSatisfy((l: Log) => l.id_organization === ACME);
  });
});
