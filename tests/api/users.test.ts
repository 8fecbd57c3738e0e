import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { refreshTokens } from '../../server/modules/auth/tables';
import { users, type UserRow } from '../../server/db/tables/users';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

let t: TestApp;
let DEMO: number;
let ACME: number;
/** The demo organisation's teams by number (the seed's T1, T2; T4 and T7 made here). */
let TEAM1: number, TEAM2: number, TEAM4: number, TEAM7: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
  for (const row of await t.db.select({ id: users.id, email: users.email }).from(users))
    ids[row.email] = row.id;
  [TEAM1, TEAM2, TEAM4, TEAM7] = [await t.team(1), await t.team(2), await t.team(4), await t.team(7)];
  // Rows the scoping rules must tell apart: the same team number in another organisation, another team.
  await t.createUser({ org: 'ACME', team: await t.team(1, 'ACME'), last_name: 'AcmeTeamOne' });
  await t.createUser({ team: TEAM2, last_name: 'DemoTeamTwo' });
  await t.createUser({ team: TEAM1, is_active: false, last_name: 'InactiveTeamOne' });
});
afterAll(() => t.close());

const NOT_FOUND = { detail: 'Not found.' };
const NOT_ALLOWED = "You don't have permission to change this field.";
const SELF = 'You cannot change this field on your own account.';

type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: { id: number; email: string }[];
};

/** Every page of a list, following `next` as a client would. */
async function listAll(as: string, query = ''): Promise<{ id: number; email: string }[]> {
  const results: Page['results'] = [];
  let url: string | null = `/api/users/?page_size=100${query}`;
  while (url) {
    const res = await t.app.inject({ method: 'GET', url, headers: await t.auth(as) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    results.push(...page.results);
    url = page.next;
  }
  return results;
}
const allRows = () => t.db.select().from(users);
const snapshot = async (id: number) => {
  const { updated_at: _u, last_login: _l, ...rest } = (await t.userRow(id))!;
  return rest;
};

describe('GET /api/users/: scope', () => {
  const scopes: [string, (row: UserRow, self: number) => boolean][] = [
    ['superuser@demo.local', () => true],
    ['super_admin@demo.local', () => true],
    ['admin@demo.local', (r) => r.id_organization === DEMO],
    ['admin@acme.local', (r) => r.id_organization === ACME],
    ['manager@demo.local', (r) => r.id_organization === DEMO],
    ['hr@demo.local', (r) => r.id_organization === DEMO],
    ['client_admin@demo.local', (r) => r.id_organization === DEMO],
    ['brand_manager@demo.local', (r) => r.id_organization === DEMO],
    ['team_manager@demo.local', (r) => r.id_organization === DEMO && r.team === TEAM1],
    ['sales@demo.local', (r, self) => r.id === self],
    ['support@demo.local', (r, self) => r.id === self],
    ['user@demo.local', (r, self) => r.id === self],
    ['user@acme.local', (r, self) => r.id === self],
  ];

  it.each(scopes)('%s sees exactly the users its rules allow', async (email, allowed) => {
    const seen = (await listAll(email)).map((u) => u.id).sort((a, b) => a - b);
    const expected = (await allRows())
      .filter((r) => allowed(r, ids[email]!))
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(seen).toEqual(expected);
    expect(seen.length).toBeGreaterThan(0);
  });

  it('the demo team_manager sees team 1 of the demo organisation only, inactive members included', async () => {
    const emails = (await listAll('team_manager@demo.local')).map((u) => u.email);
    for (const e of [
      'team_manager@demo.local',
      'sales@demo.local',
      'sales_rep@demo.local',
      'user@demo.local',
    ])
      expect(emails).toContain(e);
    expect(emails).not.toContain('support@demo.local');
    const rows = await allRows();
    const lastNames = rows.filter((r) => emails.includes(r.email)).map((r) => r.last_name);
    expect(lastNames).toContain('InactiveTeamOne');
    expect(lastNames).not.toContain('AcmeTeamOne');
    expect(lastNames).not.toContain('DemoTeamTwo');
  });

  it('a team_manager without a team sees only themselves', async () => {
    const lonely = await t.createUser({ role: 'team_manager', team: null });
    expect((await listAll(lonely.email)).map((u) => u.id)).toEqual([lonely.id]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.api('GET', '/users/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'token_not_valid',
    });
  });
});

describe('GET /api/users/: pagination, ordering, search, filters', () => {
  const TAG = 'Pagina';
  let tagged: UserRow[];
  beforeAll(async () => {
    tagged = [];
    for (let i = 0; i < 12; i++) {
      tagged.push(
        await t.createUser({
          email: `pg-${String(i).padStart(2, '0')}-${uniqueEmail()}`,
          last_name: `${TAG}${i}`,
          first_name: i % 2 ? 'Odd' : 'Even',
          role: i < 3 ? 'sales' : 'user',
          team: i < 4 ? TEAM7 : null,
          is_active: i !== 11,
        }),
      );
    }
  });
  const get = (query: string, as = 'admin@demo.local') => t.api('GET', `/users/?${query}`, { as });

  it('answers {count, next, previous, results} with 25 per page by default', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Page;
    expect(Object.keys(body).sort()).toEqual(['count', 'next', 'previous', 'results']);
    const demoCount = (await allRows()).filter((r) => r.id_organization === DEMO).length;
    expect(body.count).toBe(demoCount);
    expect(body.results).toHaveLength(Math.min(25, demoCount));
    expect(body.previous).toBeNull();
  });

  it('walks the pages through next and previous', async () => {
    const p1 = (await get(`search=${TAG}&page_size=5`)).json() as Page;
    expect(p1.count).toBe(12);
    expect(p1.results.map((u) => u.id)).toEqual(tagged.slice(0, 5).map((u) => u.id));
    expect(p1.previous).toBeNull();
    expect(p1.next).toBe(`/api/users/?search=${TAG}&page_size=5&page=2`);

    const p2 = (
      await t.app.inject({ method: 'GET', url: p1.next!, headers: await t.auth('admin@demo.local') })
    ).json() as Page;
    expect(p2.results.map((u) => u.id)).toEqual(tagged.slice(5, 10).map((u) => u.id));
    expect(p2.previous).toBe(`/api/users/?search=${TAG}&page_size=5&page=1`);

    const p3 = (
      await t.app.inject({ method: 'GET', url: p2.next!, headers: await t.auth('admin@demo.local') })
    ).json() as Page;
    expect(p3.results.map((u) => u.id)).toEqual(tagged.slice(10).map((u) => u.id));
    expect(p3.next).toBeNull();
    expect(p3.count).toBe(12);

    const beyond = (await get(`search=${TAG}&page_size=5&page=4`)).json() as Page;
    expect(beyond).toMatchObject({ count: 12, next: null, results: [] });
  });

  it.each([5, 10, 20, 25, 50, 100])('accepts page_size=%i', async (size) => {
    const res = await get(`page_size=${size}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.length).toBeLessThanOrEqual(size);
  });

  it.each([
    ['page_size=7', { page_size: ['Page size must be one of 5, 10, 20, 25, 50, 100.'] }],
    ['page_size=1000', { page_size: ['Page size must be one of 5, 10, 20, 25, 50, 100.'] }],
    ['page_size=0', { page_size: ['Page size must be one of 5, 10, 20, 25, 50, 100.'] }],
    ['page=0', { page: ['Expected a page number.'] }],
    ['page=abc', { page: ['Expected a page number.'] }],
    [
      'ordering=password_hash',
      {
        ordering: [
          'Cannot order by "password_hash". Allowed: id, email, first_name, last_name, role, date_joined, last_login, is_active.',
        ],
      },
    ],
    [
      'ordering=email,-nope',
      {
        ordering: [
          'Cannot order by "nope". Allowed: id, email, first_name, last_name, role, date_joined, last_login, is_active.',
        ],
      },
    ],
    ['is_active=yes', { is_active: ['Choose one of: true, false.'] }],
    ['team=abc', { team: [expect.any(String)] }],
    ['team=99999999999', { team: [expect.any(String)] }],
    ['limit=10', { limit: ['Unknown field.'] }],
    [`search=${'s'.repeat(201)}`, { search: [expect.any(String)] }],
  ])('answers 400 for ?%s', async (query, expected) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it('orders by any allowed field, both ways, and by several', async () => {
    const emails = (q: string) =>
      get(`search=${TAG}&page_size=20&${q}`).then((r) => (r.json() as Page).results.map((u) => u.email));
    const asc = tagged.map((u) => u.email);
    expect(await emails('ordering=email')).toEqual(asc);
    expect(await emails('ordering=-email')).toEqual([...asc].reverse());
    expect(await emails('ordering=-id')).toEqual([...asc].reverse());
    const byName = await get(`search=${TAG}&page_size=20&ordering=first_name,-email`).then(
      (r) => (r.json() as Page).results,
    );
    const expected = [...tagged].sort(
      (a, b) => a.first_name.localeCompare(b.first_name) || b.email.localeCompare(a.email),
    );
    expect(byName.map((u) => u.id)).toEqual(expected.map((u) => u.id));
  });

  it('searches email, first and last name, case-insensitively', async () => {
    const found = async (q: string) =>
      ((await get(`search=${encodeURIComponent(q)}&page_size=100`)).json() as Page).results.map((u) => u.id);
    expect((await found(TAG.toUpperCase())).sort()).toEqual(tagged.map((u) => u.id).sort());
    expect(await found(`${TAG}11`)).toEqual([tagged[11]!.id]);
    expect(await found(tagged[3]!.email.slice(0, 6).toUpperCase())).toEqual([tagged[3]!.id]);
    expect(await found('Hana')).toEqual([ids['hr@demo.local']]);
    expect(await found('no-such-person')).toEqual([]);
  });

  it('treats % and _ in a search literally', async () => {
    const odd = await t.createUser({ last_name: '100%_sure' });
    const res = (await get('search=%25_&page_size=100')).json() as Page;
    expect(res.results.map((u) => u.id)).toEqual([odd.id]);
  });

  it('search stays inside the scope', async () => {
    const res = (await get('search=acme&page_size=100')).json() as Page;
    expect(res.results).toEqual([]);
    const sup = (await get('search=acme.local&page_size=100', 'superuser@demo.local')).json() as Page;
    expect(sup.results.map((u) => u.email).sort()).toEqual(['admin@acme.local', 'user@acme.local']);
  });

  it('filters by role, is_active and team', async () => {
    const list = async (q: string) =>
      ((await get(`search=${TAG}&page_size=20&${q}`)).json() as Page).results.map((u) => u.id);
    expect(await list('role=sales')).toEqual(tagged.slice(0, 3).map((u) => u.id));
    expect(await list('is_active=false')).toEqual([tagged[11]!.id]);
    expect((await list('is_active=true')).length).toBe(11);
    expect(await list(`team=${TEAM7}`)).toEqual(tagged.slice(0, 4).map((u) => u.id));
    expect(await list(`team=${TEAM7}&role=user`)).toEqual([tagged[3]!.id]);
    expect(await list('role=admin')).toEqual([]);
  });
});

describe('GET /api/users/{id}/', () => {
  it.each([
    ['admin@demo.local', 'user@demo.local', 200],
    ['admin@demo.local', 'user@acme.local', 404],
    ['admin@acme.local', 'admin@demo.local', 404],
    ['superuser@demo.local', 'user@acme.local', 200],
    ['team_manager@demo.local', 'sales@demo.local', 200],
    ['team_manager@demo.local', 'support@demo.local', 404],
    ['team_manager@demo.local', 'user@acme.local', 404],
    ['hr@demo.local', 'admin@demo.local', 200],
    ['user@demo.local', 'user@demo.local', 200],
    ['user@demo.local', 'sales@demo.local', 404],
    ['sales@demo.local', 'user@demo.local', 404],
  ])('%s reading %s → %i', async (caller, target, status) => {
    const res = await t.api('GET', `/users/${ids[target]}/`, { as: caller });
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toMatchObject({ id: ids[target], email: target });
    else expect(res.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 for an id that does not exist', async () => {
    const res = await t.api('GET', '/users/999999/', { as: 'superuser@demo.local' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 naming id for /users/%s/', async (id) => {
    const res = await t.api('GET', `/users/${id}/`, { as: 'superuser@demo.local' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['id']);
  });
});

describe('POST /api/users/', () => {
  const create = (as: string, body: Record<string, unknown>) => t.api('POST', '/users/', { as, body });
  const newUser = (extra: Record<string, unknown> = {}) => ({
    email: uniqueEmail('created'),
    password: 'created-passw0rd',
    first_name: 'Carl',
    last_name: 'Created',
    ...extra,
  });
  const exists = async (email: string) =>
    (await t.db.select().from(users).where(eq(users.email, email.toLowerCase()))).length > 0;

  it('an admin creates a user in their organisation (201), who can then sign in', async () => {
    const body = newUser({
      email: uniqueEmail('Created').toUpperCase(),
      role: 'sales',
      team: TEAM1,
      phone_number: '555',
    });
    const res = await create('admin@demo.local', body);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      role: 'sales',
      team: TEAM1,
      brand: null,
      id_organization: DEMO,
      is_active: true,
      is_staff: false,
      is_superuser: false,
      first_name: 'Carl',
      phone_number: '555',
      last_login: null,
    });
    expect(res.body).not.toMatch(/password/);
    expect((await t.login(user.email, 'created-passw0rd')).user.id).toBe(user.id);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.create'), eq(auditLogs.object_id, String(user.id))));
    expect(audit).toMatchObject({ actor_id: ids['admin@demo.local'], id_organization: DEMO });
    expect(JSON.stringify(audit!.after)).not.toMatch(/password/);
  });

  it('defaults to an active user of role user', async () => {
    const res = await create('admin@demo.local', { email: uniqueEmail(), password: 'created-passw0rd' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'user',
      is_active: true,
      is_staff: false,
      team: null,
      first_name: '',
    });
  });

  it.each([
    ['admin@demo.local', { id_organization: 'own' }, 201],
    ['admin@demo.local', { is_staff: true }, 201],
    ['admin@demo.local', { role: 'admin' }, 201],
    ['client_admin@demo.local', { role: 'sales' }, 201],
    ['superuser@demo.local', { role: 'super_admin', id_organization: 'acme' }, 201],
    ['super_admin@demo.local', { role: 'superuser' }, 201],
  ])('%s may create %o', async (caller, extra, status) => {
    const orgs: Record<string, number> = { own: DEMO, acme: ACME };
    const body = newUser(
      Object.fromEntries(
        Object.entries(extra).map(([k, v]) => [k, k === 'id_organization' ? orgs[v as string] : v]),
      ),
    );
    const res = await create(caller, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await exists(body.email)).toBe(true);
  });

  it.each([
    ['user@demo.local', {}],
    ['team_manager@demo.local', {}],
    ['hr@demo.local', {}],
    ['manager@demo.local', {}],
    ['sales@demo.local', {}],
    ['admin@demo.local', { id_organization: 'acme' }],
    ['admin@acme.local', { id_organization: 'demo' }],
    ['client_admin@demo.local', { id_organization: 'acme' }],
  ])('%s creating %o → 403, nothing created', async (caller, extra) => {
    const orgs: Record<string, number> = { demo: DEMO, acme: ACME };
    const body = newUser(Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, orgs[v as string]])));
    const res = await create(caller, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You don't have permission to create User" });
    expect(await exists(body.email)).toBe(false);
  });

  it.each([
    ['admin@demo.local', { role: 'super_admin' }, 'role'],
    ['admin@demo.local', { role: 'superuser' }, 'role'],
    ['client_admin@demo.local', { role: 'admin' }, 'role'],
    ['client_admin@demo.local', { role: 'CLIENT_ADMIN' }, 'role'],
    ['client_admin@demo.local', { is_staff: true }, 'is_staff'],
  ])('%s creating %o → 400 naming the field, nothing created', async (caller, extra, field) => {
    const body = newUser(extra);
    const res = await create(caller, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [NOT_ALLOWED] });
    expect(await exists(body.email)).toBe(false);
  });

  it('a superuser creating a user in an organisation that does not exist → 400 naming it', async () => {
    const body = newUser({ id_organization: 999_999 });
    const res = await create('superuser@demo.local', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id_organization: ['Organisation not found.'] });
    expect(await exists(body.email)).toBe(false);
  });

  it('answers 400 for an email already taken, whatever its case', async () => {
    const before = (await allRows()).length;
    const res = await create('admin@demo.local', newUser({ email: 'USER@demo.local' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with that email already exists.'] });
    expect((await allRows()).length).toBe(before);
  });

  it('an email taken in another organisation is taken too', async () => {
    const res = await create('admin@demo.local', newUser({ email: 'user@acme.local' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with that email already exists.'] });
  });

  it.each([
    [
      'no email or password',
      { email: undefined, password: undefined },
      { email: ['This field is required.'], password: ['This field is required.'] },
    ],
    ['an invalid email', { email: 'x@' }, { email: ['Enter a valid email address.'] }],
    ['a short password', { password: 'short' }, { password: ['Password must be at least 8 characters.'] }],
    ['an unknown role', { role: 'emperor' }, { role: [expect.stringMatching(/^Role must be one of: /)] }],
    ['is_superuser (not settable on create)', { is_superuser: true }, { is_superuser: ['Unknown field.'] }],
    ['a password hash', { password_hash: 'x' }, { password_hash: ['Unknown field.'] }],
    ['a string as is_active', { is_active: 'yes' }, { is_active: [expect.any(String)] }],
    ['a string as team', { team: 'one' }, { team: ['Expected an integer.'] }],
    ['a team id beyond the column', { team: 99999999999 }, { team: [expect.any(String)] }],
    [
      'a first name too long',
      { first_name: 'f'.repeat(151) },
      { first_name: ['Ensure this field has no more than 150 characters.'] },
    ],
  ])('answers 400 for %s', async (_name, extra, expected) => {
    const body = newUser(extra);
    const res = await create('admin@demo.local', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    if (typeof body.email === 'string') expect(await exists(body.email)).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const res = await t.api('POST', '/users/', { body: newUser() });
    expect(res.statusCode).toBe(401);
  });
});

describe('PATCH /api/users/{id}/', () => {
  const patch = (as: string, id: number, body: Record<string, unknown>) =>
    t.api('PATCH', `/users/${id}/`, { as, body });

  it('an admin changes profile and admin fields of a user of their organisation', async () => {
    const target = await t.createUser({ role: 'user' });
    const newEmail = uniqueEmail('moved');
    const res = await patch('admin@demo.local', target.id, {
      email: newEmail,
      role: 'sales',
      team: TEAM4,
      first_name: 'Changed',
      department: 'Sales',
      is_staff: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: target.id,
      email: newEmail,
      role: 'sales',
      team: TEAM4,
      first_name: 'Changed',
      department: 'Sales',
      is_staff: true,
    });
    expect(await t.userRow(target.id)).toMatchObject({ email: newEmail, role: 'sales', team: TEAM4 });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.update'), eq(auditLogs.object_id, String(target.id))));
    expect(audit).toMatchObject({
      actor_id: ids['admin@demo.local'],
      before: { role: 'user', team: null },
      after: { role: 'sales', team: TEAM4 },
    });
  });

  it('answers 400 for an email taken by someone else, and changes nothing', async () => {
    const target = await t.createUser();
    const before = await snapshot(target.id);
    const res = await patch('admin@demo.local', target.id, { email: 'hr@demo.local', first_name: 'Nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with that email already exists.'] });
    expect(await snapshot(target.id)).toEqual(before);
  });

  it('an empty body changes nothing and answers the user', async () => {
    const target = await t.createUser();
    const res = await patch('admin@demo.local', target.id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, email: target.email });
  });

  it.each([
    ['admin@demo.local', 'user@acme.local'],
    ['admin@acme.local', 'user@demo.local'],
    ['team_manager@demo.local', 'support@demo.local'],
    ['hr@demo.local', 'user@acme.local'],
    ['user@demo.local', 'sales@demo.local'],
  ])('%s patching %s (out of scope) → 404, nothing changed', async (caller, target) => {
    const before = await snapshot(ids[target]!);
    const res = await patch(caller, ids[target]!, { role: 'user', first_name: 'Hacked' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
    expect(await snapshot(ids[target]!)).toEqual(before);
  });

  it.each(['manager@demo.local', 'brand_manager@demo.local'])(
    '%s may read but not update users → 403',
    async (caller) => {
      const target = await t.createUser();
      const res = await patch(caller, target.id, { department: 'X' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: "You don't have permission to update User" });
      expect((await t.userRow(target.id))!.department).toBe('');
    },
  );

  it('an admin cannot move a user to another organisation', async () => {
    const target = await t.createUser();
    const before = await snapshot(target.id);
    const res = await patch('admin@demo.local', target.id, { id_organization: ACME });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You don't have permission to update User" });
    expect(await snapshot(target.id)).toEqual(before);
  });

  it.each([
    ['role', 'super_admin'],
    ['role', 'superuser'],
    ['is_superuser', true],
  ])('an admin setting %s=%s → 400 naming it', async (field, value) => {
    const target = await t.createUser();
    const before = await snapshot(target.id);
    const res = await patch('admin@demo.local', target.id, { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [NOT_ALLOWED] });
    expect(await snapshot(target.id)).toEqual(before);
  });

  it.each([
    [
      'admin@demo.local',
      { role: 'superuser', is_superuser: true, is_staff: true },
      { email: uniqueEmail('taken-over') },
    ],
    ['admin@demo.local', { role: 'superuser', is_superuser: true, is_staff: true }, { is_active: false }],
    ['admin@demo.local', { role: 'super_admin', is_staff: true }, { role: 'user' }],
    ['admin@demo.local', { role: 'manager', is_superuser: true }, { first_name: 'Demoted' }],
    ['hr@demo.local', { role: 'admin', is_staff: true }, { role: 'user' }],
    ['hr@demo.local', { role: 'super_admin' }, { department: 'Gone' }],
    ['client_admin@demo.local', { role: 'admin' }, { first_name: 'X' }],
  ])('%s may not edit a user ranked above them (%o) → 403, nothing changed', async (caller, rank, body) => {
    const target = await t.createUser(rank);
    const before = await snapshot(target.id);
    const res = await patch(caller, target.id, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You don't have permission to update User" });
    expect(await snapshot(target.id)).toEqual(before);
  });

  it('so an admin cannot take over a superuser through a password reset', async () => {
    const root = await t.createUser({ role: 'superuser', is_superuser: true, is_staff: true });
    const attacker = uniqueEmail('attacker');
    expect((await patch('admin@demo.local', root.id, { email: attacker })).statusCode).toBe(403);
    await t.api('POST', '/auth/password/reset/', { body: { email: attacker } });
    expect(await t.lastEmailTo(attacker)).toBeUndefined();
  });

  it('an admin edits another admin; a team_manager edits staff of the team but not another manager', async () => {
    const admin = await t.createUser({ role: 'admin', is_staff: true });
    expect((await patch('admin@demo.local', admin.id, { first_name: 'Peer' })).statusCode).toBe(200);
    const staff = await t.createUser({ role: 'sales', team: TEAM1 });
    expect((await patch('team_manager@demo.local', staff.id, { is_active: false })).statusCode).toBe(200);
    const tm = await t.createUser({ role: 'team_manager', team: TEAM1 });
    expect((await patch('team_manager@demo.local', tm.id, { is_active: false })).statusCode).toBe(403);
    expect((await t.userRow(tm.id))?.is_active).toBe(true);
  });

  it('a superuser may edit anyone, in any organisation', async () => {
    const target = await t.createUser({ org: 'ACME', role: 'admin' });
    const res = await patch('superuser@demo.local', target.id, {
      role: 'super_admin',
      first_name: 'Promoted',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'super_admin', first_name: 'Promoted', id_organization: ACME });
  });

  it('a superuser moves a user to another organisation, but not to one that does not exist', async () => {
    const target = await t.createUser();
    const moved = await patch('superuser@demo.local', target.id, { id_organization: ACME });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().id_organization).toBe(ACME);
    const before = await snapshot(target.id);
    const res = await patch('superuser@demo.local', target.id, { id_organization: 999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id_organization: ['Organisation not found.'] });
    expect(await snapshot(target.id)).toEqual(before);
  });

  it('on themselves through /users/{id}/ the same self rules apply as on /auth/user/', async () => {
    const admin = await t.createUser({ role: 'admin', is_staff: true });
    const res = await patch(admin.email, admin.id, { role: 'superuser', is_active: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ role: [SELF], is_active: [SELF] });
    expect((await patch(admin.email, admin.id, { first_name: 'Me' })).statusCode).toBe(200);
  });

  describe('as team_manager (team 1)', () => {
    const TM = 'team_manager@demo.local';

    it('changes the role and is_active of a member of their team', async () => {
      const member = await t.createUser({ team: TEAM1, role: 'user' });
      const res = await patch(TM, member.id, { role: 'sales_rep', is_active: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'sales_rep', is_active: false });
      expect(await t.userRow(member.id)).toMatchObject({ role: 'sales_rep', is_active: false });
    });

    it.each([
      ['email', uniqueEmail()],
      ['first_name', 'Renamed'],
      ['team', 2],
      ['department', 'Ops'],
      ['is_staff', true],
      ['id_organization', 2],
    ])('may not change %s → 400 naming it, nothing applied', async (field, value) => {
      const member = await t.createUser({ team: TEAM1 });
      const before = await snapshot(member.id);
      const res = await patch(TM, member.id, { role: 'sales', [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: [NOT_ALLOWED] });
      expect(await snapshot(member.id)).toEqual(before);
    });

    it.each(['admin', 'CLIENT_ADMIN', 'super_admin', 'superuser'])(
      'may not hand out the role %s (escalation) → 400',
      async (role) => {
        const member = await t.createUser({ team: TEAM1 });
        const res = await patch(TM, member.id, { role });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ role: [NOT_ALLOWED] });
        expect((await t.userRow(member.id))!.role).toBe('user');
      },
    );
  });

  describe('as hr', () => {
    const HR = 'hr@demo.local';

    it('changes role, team and department', async () => {
      const target = await t.createUser({ role: 'user' });
      const res = await patch(HR, target.id, { role: 'support', team: TEAM2, department: 'Helpdesk' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role: 'support', team: TEAM2, department: 'Helpdesk' });
    });

    it.each([
      ['email', uniqueEmail()],
      ['first_name', 'Renamed'],
      ['is_active', false],
      ['is_staff', true],
      ['brand', 1],
    ])('may not change %s → 400 naming it', async (field, value) => {
      const target = await t.createUser();
      const before = await snapshot(target.id);
      const res = await patch(HR, target.id, { [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: [NOT_ALLOWED] });
      expect(await snapshot(target.id)).toEqual(before);
    });

    it.each(['admin', 'CLIENT_ADMIN', 'super_admin'])('may not hand out the role %s → 400', async (role) => {
      const target = await t.createUser();
      const res = await patch(HR, target.id, { role });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ role: [NOT_ALLOWED] });
    });
  });

  describe('deactivation', () => {
    it.each(['admin@demo.local', 'team_manager@demo.local'])(
      'by %s revokes the refresh tokens and stops the access token at once',
      async (caller) => {
        const member = await t.createUser({ team: TEAM1, role: 'sales' });
        const a = await t.login(member.email);
        const b = await t.login(member.email);
        expect((await t.api('GET', '/auth/user/', { token: a.access_token })).statusCode).toBe(200);

        const res = await patch(caller, member.id, { is_active: false });
        expect(res.statusCode).toBe(200);

        const live = await t.db
          .select()
          .from(refreshTokens)
          .where(and(eq(refreshTokens.user_id, member.id), isNull(refreshTokens.revoked_at)));
        expect(live).toHaveLength(0);
        for (const session of [a, b]) {
          const refresh = await t.api('POST', '/auth/token/refresh/', {
            body: { refresh: session.refresh_token },
          });
          expect(refresh.statusCode).toBe(401);
          expect(refresh.json().code).toBe('token_not_valid');
          const me = await t.api('GET', '/auth/user/', { token: session.access_token });
          expect(me.statusCode).toBe(401);
          expect(me.json()).toEqual({ detail: 'User not found or inactive.', code: 'token_not_valid' });
        }
        const login = await t.api('POST', '/auth/login/', {
          body: { email: member.email, password: DEMO_PASSWORD },
        });
        expect(login.statusCode).toBe(400);

        expect((await patch(caller, member.id, { is_active: true })).statusCode).toBe(200);
        expect(
          (await t.api('POST', '/auth/token/refresh/', { body: { refresh: a.refresh_token } })).statusCode,
        ).toBe(401);
        expect((await t.login(member.email)).user.id).toBe(member.id);
      },
    );
  });

  it.each([
    ['a password', { password: 'new-passw0rd' }, { password: ['Unknown field.'] }],
    ['a string as team', { team: 'two' }, { team: ['Expected an integer.'] }],
    ['a string as is_active', { is_active: 'no' }, { is_active: [expect.any(String)] }],
    ['an invalid email', { email: 'nope' }, { email: ['Enter a valid email address.'] }],
  ])('answers 400 for %s', async (_name, body, expected) => {
    const target = await t.createUser();
    const res = await patch('admin@demo.local', target.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it('answers 404 for a user that does not exist and 401 without a token', async () => {
    expect((await patch('superuser@demo.local', 999999, { first_name: 'x' })).statusCode).toBe(404);
    expect(
      (await t.api('PATCH', `/users/${ids['user@demo.local']}/`, { body: { first_name: 'x' } })).statusCode,
    ).toBe(401);
  });
});
