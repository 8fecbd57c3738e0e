import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/modules/users/table';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const activeIdsOf = async (org: number) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id_organization, org), eq(users.is_active, true)))
      .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id))
  ).map((r) => r.id);

describe('GET /api/kanban/users/', () => {
  it.each([
    ['user@demo.local', 'DEMO'],
    ['sales@demo.local', 'DEMO'],
    ['superuser@demo.local', 'DEMO'],
    ['admin@acme.local', 'ACME'],
    ['user@acme.local', 'ACME'],
  ] as const)(
    '%s gets {data} with the active users of their organisation (%s), by name',
    async (email, org) => {
      const res = await t.api('GET', '/kanban/users/', { as: email });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['data']);
      expect(body.data.map((u: { id: number }) => u.id)).toEqual(await activeIdsOf(await t.orgId(org)));
      for (const user of body.data) expect(user.id_organization).toBe(await t.orgId(org));
      expect(res.body).not.toMatch(/password/);
    },
  );

  it('leaves out deactivated users and users of other organisations', async () => {
    const gone = await t.createUser({ is_active: false, first_name: 'Gone' });
    const other = await t.createUser({ org: 'ACME', first_name: 'Elsewhere' });
    const ids = (await t.api('GET', '/kanban/users/', { as: 'user@demo.local' }))
      .json()
      .data.map((u: { id: number }) => u.id);
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(other.id);
    expect(ids).toContain((await t.login('admin@demo.local')).user.id);
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
      // The kanban's user is the plain User; the session's also names the organisation.
      const { organization_name: _, ...user } = session.user;
      expect(res.json()).toEqual({ data: user });
    },
  );

  it('answers 401 without a token', async () => {
    const res = await t.api('GET', '/kanban/users/me/');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });
});
