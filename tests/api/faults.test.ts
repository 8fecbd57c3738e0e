import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../server/app';
import { TokenService } from '../../server/auth/tokens';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { refreshTokens } from '../../server/modules/auth/tables';
import { users } from '../../server/db/tables/users';
import { expectNoLeak, startTestApp, uniqueEmail, type TestApp } from './harness';

const SECRET = 'faults-suite-secret-0123456789abcdef';
let t: TestApp;
let userId: number;

beforeAll(async () => {
  t = await startTestApp(
    { JWT_SECRET: SECRET },
    {
      extraRoutes(app) {
        // An unexpected failure deep inside a handler, with the kind of text that must not leak.
        app.get('/api/test-only/boom/', async () => {
          throw new Error('relation "secret_table" failed at /work/main/server/x.ts:12:3');
        });
      },
    },
  );
  userId = (await t.login('user@demo.local')).user.id;
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const encode = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const sign = (claims: Record<string, unknown>, secret = SECRET, sub = String(userId), expiresIn = '5m') =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));

describe('access tokens on every protected endpoint', () => {
  const endpoints: [string, string][] = [
    ['POST', '/auth/logout/'],
    ['GET', '/auth/user/'],
    ['PATCH', '/auth/user/'],
    ['GET', '/auth/abilities/'],
    ['POST', '/auth/password/change/'],
    ['GET', '/users/'],
    ['GET', '/users/1/'],
    ['POST', '/users/'],
    ['PATCH', '/users/1/'],
    ['GET', '/kanban/users/'],
    ['GET', '/kanban/users/me/'],
  ];
  const NOT_PROVIDED = 'Authentication credentials were not provided.';
  const NOT_VALID = 'Given token not valid for any token type';

  /** name → how to build the Authorization header, and the detail expected. */
  const faults: [string, () => Promise<string | undefined>, string][] = [
    ['no header', async () => undefined, NOT_PROVIDED],
    [
      'another scheme',
      async () => `Token ${await new TokenService(SECRET, 60, 60).signAccess(userId)}`,
      NOT_PROVIDED,
    ],
    [
      'Basic credentials',
      async () => `Basic ${Buffer.from(`user@demo.local:${DEMO_PASSWORD}`).toString('base64')}`,
      NOT_PROVIDED,
    ],
    ['an empty bearer', async () => 'Bearer ', NOT_VALID],
    ['garbage', async () => 'Bearer not.a.jwt', NOT_VALID],
    [
      'another secret',
      async () => `Bearer ${await sign({ typ: 'access' }, 'some-other-secret-0123456789abcdef')}`,
      NOT_VALID,
    ],
    [
      'an expired token signed with another secret',
      async () =>
        `Bearer ${await new TokenService('some-other-secret-0123456789abcdef', -10, 60).signAccess(userId)}`,
      NOT_VALID,
    ],
    [
      'alg none',
      async () =>
        `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode({ typ: 'access', sub: String(userId), exp: 9999999999 })}.`,
      NOT_VALID,
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await new TokenService(SECRET, 60, 60).signAccess(userId)).split('.');
        return `Bearer ${header}.${encode({ typ: 'access', sub: '1', exp: 9999999999 })}.${signature}`;
      },
      NOT_VALID,
    ],
    ['a token of another type', async () => `Bearer ${await sign({ typ: 'refresh' })}`, NOT_VALID],
    ['a token without a type', async () => `Bearer ${await sign({})}`, NOT_VALID],
    [
      'a non-numeric subject',
      async () => `Bearer ${await sign({ typ: 'access' }, SECRET, 'admin')}`,
      NOT_VALID,
    ],
    [
      'a user that does not exist',
      async () => `Bearer ${await new TokenService(SECRET, 60, 60).signAccess(999999)}`,
      'User not found or inactive.',
    ],
  ];

  it('a token signed with the suite secret is accepted (so the faults below are the only difference)', async () => {
    const token = await new TokenService(SECRET, 60, 60).signAccess(userId);
    expect((await t.api('GET', '/auth/user/', { token })).statusCode).toBe(200);
    expect((await t.api('GET', '/auth/user/', { token: await sign({ typ: 'access' }) })).statusCode).toBe(
      200,
    );
  });

  const cases = endpoints.flatMap(([method, path]) =>
    faults.map(([name, header, detail]) => ({ method, path, name, header, detail })),
  );
  it.each(cases)(
    '$method $path with $name → 401 token_not_valid',
    async ({ method, path, header, detail }) => {
      const authorization = await header();
      const res = await t.app.inject({
        method: method as 'GET',
        url: `/api${path}`,
        headers: authorization === undefined ? json : { ...json, authorization },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail, code: 'token_not_valid' });
      expectNoLeak(res);
    },
  );

  it.each(endpoints)(
    '%s %s with a genuine but expired token → 401 token_expired, so the client refreshes',
    async (method, path) => {
      const res = await t.app.inject({
        method: method as 'GET',
        url: `/api${path}`,
        headers: {
          ...json,
          authorization: `Bearer ${await new TokenService(SECRET, -10, 60).signAccess(userId)}`,
        },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Token has expired.', code: 'token_expired' });
      expectNoLeak(res);
    },
  );

  it('a token accepted once gets token_expired when its expiry passes', async () => {
    const token = await new TokenService(SECRET, 1, 60).signAccess(userId);
    expect((await t.api('GET', '/auth/user/', { token })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const res = await t.api('GET', '/auth/user/', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'token_expired' });
  });

  it('a deactivated user’s still-unexpired access token is refused at once', async () => {
    const user = await t.createUser();
    const token = await new TokenService(SECRET, 60, 60).signAccess(user.id);
    expect((await t.api('GET', '/auth/user/', { token })).statusCode).toBe(200);
    const res = await t.api('PATCH', `/users/${user.id}/`, {
      as: 'admin@demo.local',
      body: { is_active: false },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.api('GET', '/auth/user/', { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'User not found or inactive.', code: 'token_not_valid' });
  });
});

describe('request bodies', () => {
  const raw = (method: string, path: string, payload: string, headers: Record<string, string> = json) =>
    t.app.inject({ method: method as 'POST', url: `/api${path}`, headers, payload });

  it.each([
    ['POST', '/auth/login/', false],
    ['POST', '/auth/token/refresh/', false],
    ['PATCH', '/auth/user/', true],
    ['POST', '/users/', true],
  ])('malformed JSON on %s %s → 400 {detail}', async (method, path, authed) => {
    const headers = { ...json, ...(authed ? await t.auth('admin@demo.local') : {}) };
    for (const payload of ['{"email": ', "{'email': 'a'}", '{"a":1}}', '']) {
      const res = await raw(method, path, payload, headers);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ detail: 'Malformed JSON in the request body.' });
      expectNoLeak(res);
    }
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('a JSON body that is %s → 400, in words for a person', async (_name, payload) => {
    const res = await raw('POST', '/auth/login/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Send an object with the fields.'] });
  });

  it('a body over 1 MiB → 413, on public and protected endpoints', async () => {
    const payload = JSON.stringify({ email: 'a@b.io', password: 'x'.repeat(BODY_LIMIT) });
    for (const [method, path, headers] of [
      ['POST', '/auth/login/', json],
      ['PATCH', '/auth/user/', { ...json, ...(await t.auth('user@demo.local')) }],
    ] as const) {
      const res = await raw(method, path, payload, headers);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ detail: 'Request body is too large (limit 1 MiB).' });
      expectNoLeak(res);
    }
  });

  it('a body of exactly 1 MiB is read (and then validated)', async () => {
    const prefix = '{"email":"a@b.io","password":"';
    const payload = `${prefix}${'x'.repeat(BODY_LIMIT - prefix.length - 2)}"}`;
    expect(Buffer.byteLength(payload)).toBe(BODY_LIMIT);
    const res = await raw('POST', '/auth/login/', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ password: ['Ensure this field has no more than 128 characters.'] });
  });

  it.each([
    'application/xml',
    'text/plain',
    'image/png',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
  ])('a body in %s where JSON is expected → the same 415', async (type) => {
    const res = await raw('POST', '/auth/login/', 'email=a@b.io', { 'content-type': type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Unsupported media type: send application/json.' });
  });

  it('a JSON body where an image is expected → 415 naming the image types', async () => {
    const brand = (await t.api('GET', '/brands/?page_size=5', { as: 'admin@demo.local' })).json().results[0];
    const res = await t.api('PUT', `/brands/${brand.id}/logo/`, {
      as: 'admin@demo.local',
      body: { logo: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toMatch(/^Unsupported media type: send image\/jpeg or image\/png/);
  });

  it('no validator wording reaches the client', async () => {
    for (const team of [2 ** 60, 1e300, 'x', -3, 1.5]) {
      const res = await t.api('PATCH', '/users/1/', { as: 'admin@demo.local', body: { team } });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['team']);
      expect(res.body).not.toMatch(/received|Invalid input|Too big|Too small|<=|>=/);
    }
  });

  it.each([
    ['POST', '/auth/login/', null, { email: 'a@b.io', password: 'x', otp: '123' }, ['otp']],
    ['POST', '/auth/token/refresh/', null, { refresh: 'x', user: 1 }, ['user']],
    ['POST', '/auth/password/reset/', null, { email: 'a@b.io', next: '/' }, ['next']],
    [
      'PATCH',
      '/auth/user/',
      'user@demo.local',
      { first_name: 'A', avatar: 'x', theme: 'dark' },
      ['avatar', 'theme'],
    ],
    [
      'POST',
      '/users/',
      'admin@demo.local',
      { email: 'a@b.io', password: 'long-enough', is_superuser: true },
      ['is_superuser'],
    ],
    ['PATCH', '/users/1/', 'admin@demo.local', { password_hash: 'x' }, ['password_hash']],
  ])('unknown fields on %s %s → 400 naming each', async (method, path, as, body, fields) => {
    const res = await t.api(method as 'POST', path, { ...(as ? { as } : {}), body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(Object.fromEntries(fields.map((f) => [f, ['Unknown field.']])));
  });

  it.each([
    ['POST', '/auth/login/', null, { email: ['a@b.io'], password: 'x' }, 'email'],
    ['POST', '/auth/token/refresh/', null, { refresh: { token: 'x' } }, 'refresh'],
    ['PATCH', '/auth/user/', 'user@demo.local', { last_name: 42 }, 'last_name'],
    ['PATCH', '/auth/user/', 'user@demo.local', { birthday: 19900101 }, 'birthday'],
    [
      'POST',
      '/users/',
      'admin@demo.local',
      { email: 'a@b.io', password: 'long-enough', is_staff: 'true' },
      'is_staff',
    ],
    ['PATCH', '/users/1/', 'admin@demo.local', { team: '1' }, 'team'],
    ['PATCH', '/users/1/', 'admin@demo.local', { team: 1.5 }, 'team'],
  ])('a wrong type on %s %s → 400 naming the field', async (method, path, as, body, field) => {
    const res = await t.api(method as 'POST', path, { ...(as ? { as } : {}), body });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
    expectNoLeak(res);
  });
});

describe('text the database cannot store', () => {
  const NUL = ['Null characters are not allowed.'];

  it.each([
    ['PATCH', '/auth/user/', 'user@demo.local', { first_name: 'Ugo\u0000' }, 'first_name'],
    [
      'POST',
      '/users/',
      'admin@demo.local',
      { email: 'nul@demo.local', password: 'long-enough', last_name: 'a\u0000b' },
      'last_name',
    ],
    ['GET', '/users/?search=%00', 'admin@demo.local', undefined, 'search'],
    ['GET', '/users/?role=admin%00', 'admin@demo.local', undefined, 'role'],
  ])(
    'a NUL character on %s %s → 400 naming its field, nothing stored',
    async (method, path, as, body, field) => {
      const res = await t.api(method as 'GET', path, { as, ...(body ? { body } : {}) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: NUL });
      expectNoLeak(res);
      expect(await t.db.select().from(users).where(eq(users.email, 'nul@demo.local'))).toHaveLength(0);
      expect((await t.api('GET', '/auth/user/', { as: 'user@demo.local' })).json().first_name).toBe('Ugo');
    },
  );
});

describe('errors never leak internals', () => {
  it('an unexpected error → 500 {detail} without message or stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal server error.' });
    expectNoLeak(res);
    expect(res.body).not.toContain('secret_table');
  });

  it.each([
    ['GET', '/api/nope/'],
    ['DELETE', '/api/users/1/'],
    ['PUT', '/api/auth/user/'],
  ])('%s %s → 404 {detail}', async (method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: await t.auth('admin@demo.local'),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('every write is one transaction', () => {
  /** Makes the audit insert of `action` fail for rows matching `when` (a SQL condition on NEW). */
  async function failAudit(action: string, when: string) {
    await t.db.execute(
      sql.raw(`create or replace function test_fail_audit() returns trigger language plpgsql as $$
      begin
        if new.action = '${action}' and (${when}) then raise exception 'audit store unavailable'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(sql.raw('drop trigger if exists test_fail_audit on audit_logs'));
    await t.db.execute(
      sql.raw(
        'create trigger test_fail_audit before insert on audit_logs for each row execute function test_fail_audit()',
      ),
    );
  }
  const restoreAudit = () => t.db.execute(sql.raw('drop trigger if exists test_fail_audit on audit_logs'));
  const liveTokens = async (id: number) =>
    t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.user_id, id), isNull(refreshTokens.revoked_at)));

  it('a user create whose audit insert fails leaves no user behind', async () => {
    const email = uniqueEmail('txcreate');
    await failAudit('user.create', `new.after->>'email' = '${email}'`);
    try {
      const res = await t.api('POST', '/users/', {
        as: 'admin@demo.local',
        body: { email, password: 'long-enough' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Internal server error.' });
      expectNoLeak(res);
      expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    } finally {
      await restoreAudit();
    }
    const retry = await t.api('POST', '/users/', {
      as: 'admin@demo.local',
      body: { email, password: 'long-enough' },
    });
    expect(retry.statusCode).toBe(201);
  });

  it('a deactivation whose audit insert fails keeps the user active and their sessions alive', async () => {
    const member = await t.createUser({ team: await t.team(1) });
    const session = await t.login(member.email);
    await failAudit('user.update', `new.object_id = '${member.id}'`);
    try {
      const res = await t.api('PATCH', `/users/${member.id}/`, {
        as: 'admin@demo.local',
        body: { is_active: false, first_name: 'Gone' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await restoreAudit();
    }
    expect(await t.userRow(member.id)).toMatchObject({ is_active: true, first_name: 'Test' });
    expect(await liveTokens(member.id)).toHaveLength(1);
    expect((await t.api('GET', '/auth/user/', { token: session.access_token })).statusCode).toBe(200);
  });

  it('a password change whose audit insert fails keeps the old password and the sessions', async () => {
    const user = await t.createUser();
    const session = await t.login(user.email);
    await failAudit('user.password_change', `new.object_id = '${user.id}'`);
    try {
      const res = await t.api('POST', '/auth/password/change/', {
        token: session.access_token,
        body: { old_password: DEMO_PASSWORD, new_password1: 'brand-new-pw', new_password2: 'brand-new-pw' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await restoreAudit();
    }
    expect(await liveTokens(user.id)).toHaveLength(1);
    expect((await t.login(user.email)).user.id).toBe(user.id);
  });

  it('a reset confirm whose audit insert fails leaves the link unused', async () => {
    const user = await t.createUser();
    await t.api('POST', '/auth/password/reset/', { body: { email: user.email } });
    const [, uid, token] = /uid=([\w-]+)&token=([\w-]+)/.exec((await t.lastEmailTo(user.email))!.body)!;
    const confirm = () =>
      t.api('POST', `/auth/password/reset/confirm/${uid}/${token}/`, {
        body: { uid, token, new_password1: 'brand-new-pw', new_password2: 'brand-new-pw' },
      });
    await failAudit('user.password_reset', `new.object_id = '${user.id}'`);
    try {
      expect((await confirm()).statusCode).toBe(500);
    } finally {
      await restoreAudit();
    }
    expect((await t.login(user.email)).user.id).toBe(user.id);
    expect((await confirm()).statusCode).toBe(200);
  });

  it('two concurrent creates with the same email: exactly one 201 and one 400', async () => {
    const email = uniqueEmail('race');
    const create = () =>
      t.api('POST', '/users/', { as: 'admin@demo.local', body: { email, password: 'long-enough' } });
    const results = await Promise.all([create(), create(), create()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const r of results.filter((r) => r.statusCode === 400)) {
      expect(r.json()).toEqual({ email: ['A user with that email already exists.'] });
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('two concurrent renames to the same email: exactly one wins', async () => {
    const [a, b] = [await t.createUser(), await t.createUser()];
    const email = uniqueEmail('race-rename');
    const rename = (id: number) =>
      t.api('PATCH', `/users/${id}/`, { as: 'admin@demo.local', body: { email } });
    const results = await Promise.all([rename(a.id), rename(b.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});
