import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const DEMO_ACCOUNTS = [
  'superuser@demo.local',
  'super_admin@demo.local',
  'admin@demo.local',
  'manager@demo.local',
  'brand_manager@demo.local',
  'team_manager@demo.local',
  'client_admin@demo.local',
  'sales@demo.local',
  'sales_rep@demo.local',
  'support@demo.local',
  'hr@demo.local',
  'user@demo.local',
  'admin@acme.local',
  'user@acme.local',
];

/** The active users `/api/users/` shows this caller, every page of them. */
async function readableActiveIds(email: string) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await t.api('GET', `/users/?is_active=true&page_size=100&page=${page}`, { as: email });
    if (res.statusCode === 403) return ids;
    const body = res.json();
    ids.push(...body.results.map((u: { id: number }) => u.id));
    if (!body.next) return ids;
  }
}

const idsOf = (body: { data: { id: number }[] }) => body.data.map((u) => u.id);

describe('GET /api/kanban/users/', () => {
  it.each(DEMO_ACCOUNTS)('%s gets the active users they may read in /api/users/', async (email) => {
    const res = await t.api('GET', '/kanban/users/', { as: email });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(idsOf(body).toSorted((a, b) => a - b)).toEqual(
      (await readableActiveIds(email)).toSorted((a, b) => a - b),
    );
  });

  it('answers only what a picker needs: id and names, never contact details, role or sign-in times', async () => {
    const res = await t.api('GET', '/kanban/users/', { as: 'admin@demo.local' });
    expect(res.json().data.length).toBeGreaterThan(1);
    for (const user of res.json().data) {
      expect(Object.keys(user).sort()).toEqual(['first_name', 'full_name', 'id', 'last_name']);
    }
    expect(res.body).not.toMatch(/@|password|is_superuser|last_login|birthday|phone/);
  });

  it('a user with the user role sees only themselves', async () => {
    const me = await t.login('user@demo.local');
    const res = await t.api('GET', '/kanban/users/', { as: 'user@demo.local' });
    expect(idsOf(res.json())).toEqual([me.user.id]);
  });

  it('names an account without a name by its email’s local part', async () => {
    const nameless = await t.createUser({
      first_name: '',
      last_name: '',
      email: 'nameless-picker@test.local',
    });
    const res = await t.api('GET', '/kanban/users/', { as: 'admin@demo.local' });
    expect(res.json().data).toContainEqual({
      id: nameless.id,
      first_name: '',
      last_name: '',
      full_name: 'nameless-picker',
    });
  });

  it('leaves out deactivated users and users of other organisations', async () => {
    const gone = await t.createUser({ is_active: false, first_name: 'Gone' });
    const other = await t.createUser({ org: 'ACME', first_name: 'Elsewhere' });
    const ids = idsOf((await t.api('GET', '/kanban/users/', { as: 'admin@demo.local' })).json());
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(other.id);
    expect(ids).toContain((await t.login('user@demo.local')).user.id);
  });

  it('answers 401 without a token', async () => {
    const res = await t.api('GET', '/kanban/users/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'token_not_valid',
    });
  });
});

describe('GET /api/kanban/users/me/', () => {
  it.each(['user@demo.local', 'admin@acme.local', 'team_manager@demo.local'])(
    'answers {data: the signed-in user} for %s',
    async (email) => {
      const session = await t.login(email);
      const res = await t.api('GET', '/kanban/users/me/', { token: session.access_token });
      expect(res.statusCode).toBe(200);
      // The kanban's user is the plain User; the session's also names the organisation and the
      // one its holder works in.
      const {
        organization_name: _,
        working_organization: _working,
        ...user
      } = session.user as Record<string, unknown>;
      expect(res.json()).toEqual({ data: user });
    },
  );

  it('answers 401 without a token', async () => {
    const res = await t.api('GET', '/kanban/users/me/');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });
});
