import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { refreshTokens } from '../../server/modules/auth/tables';
import { createHash } from 'node:crypto';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

// Policies the server enforces (issue 4 §1, Policies), per organisation, effective at once.

let t: TestApp;
let DEMO: number;
let ACME: number;
const ADMIN = 'admin@demo.local';
const ACME_ADMIN = 'admin@acme.local';
const SUPERUSER = 'superuser@demo.local';

beforeAll(async () => {
  t = await startTestApp({ ALLOW_SIGNUP: 'true', LOGIN_RATE_WINDOW: '3600' });
  DEMO = await t.orgId('DEMO');
  ACME = await t.orgId('ACME');
});
afterAll(() => t.close());

const put = (body: Record<string, unknown>, as = ADMIN, query = '') =>
  t.api('PUT', `/security/policies/${query}`, { as, body });
const get = (as = ADMIN, query = '') => t.api('GET', `/security/policies/${query}`, { as });
const jwtClaims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
const LONG = 'a-long-enough-password';

describe('GET /api/security/policies/', () => {
  it('answers the defaults of the server’s configuration until changed', async () => {
    const res = await get(ACME_ADMIN);
    expect(res.statusCode).toBe(200);
    const defaults = {
      password_min_length: 8,
      session_inactivity_minutes: 30,
      access_token_lifetime_seconds: 900,
      refresh_token_lifetime_seconds: 604800,
      login_rate_limit: 1000,
    };
    expect(res.json()).toEqual({
      id_organization: ACME,
      ...defaults,
      login_rate_window_seconds: 3600,
      defaults,
      updated_at: null,
      updated_by: null,
    });
  });
});

describe('PUT /api/security/policies/', () => {
  it('stores changes for the caller’s organisation only, audited before and after', async () => {
    const res = await put({ session_inactivity_minutes: 15 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id_organization: DEMO,
      session_inactivity_minutes: 15,
      password_min_length: 8,
    });
    expect(res.json().updated_at).not.toBeNull();
    expect((await get(ACME_ADMIN)).json().session_inactivity_minutes).toBe(30);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.object_type, 'SecurityPolicy'), eq(auditLogs.object_id, String(DEMO))))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'policy.update',
      id_organization: DEMO,
      before: { session_inactivity_minutes: 30, stored: { session_inactivity_minutes: null } },
      after: { session_inactivity_minutes: 15, stored: { session_inactivity_minutes: 15 } },
    });
  });

  it.each([
    [{ password_min_length: 7 }, 'password_min_length', 'Ensure this value is at least 8.'],
    [{ password_min_length: 129 }, 'password_min_length', 'Ensure this value is at most 128.'],
    [{ session_inactivity_minutes: 0 }, 'session_inactivity_minutes', 'Ensure this value is at least 1.'],
    [{ access_token_lifetime_seconds: 1.5 }, 'access_token_lifetime_seconds', 'Expected an integer.'],
    [{ login_rate_limit: 'many' }, 'login_rate_limit', 'Expected an integer.'],
    [
      { access_token_lifetime_seconds: 7200, refresh_token_lifetime_seconds: 3600 },
      'refresh_token_lifetime_seconds',
      'The refresh token lifetime must be longer than the access token lifetime.',
    ],
    [{ max_sessions: 3 }, 'max_sessions', 'Unknown field.'],
  ])('400 naming the field for %o', async (body, field, message) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });

  it('a superuser changes another organisation’s policies; null puts a default back', async () => {
    const res = await put({ session_inactivity_minutes: 45 }, SUPERUSER, `?id_organization=${ACME}`);
    expect(res.json()).toMatchObject({ id_organization: ACME, session_inactivity_minutes: 45 });
    const back = await put({ session_inactivity_minutes: null }, SUPERUSER, `?id_organization=${ACME}`);
    expect(back.json()).toMatchObject({ id_organization: ACME, session_inactivity_minutes: 30 });
  });
});

describe('the policies take effect without a restart', () => {
  it('session inactivity: sent with the login answer and every ability refresh', async () => {
    await put({ session_inactivity_minutes: 20 });
    const login = await t.login('manager@demo.local');
    expect(login).toMatchObject({ session_inactivity_minutes: 20 });
    const abilities = await t.api('GET', '/auth/abilities/', { token: login.access_token });
    expect(abilities.json().session_inactivity_minutes).toBe(20);
    await put({ session_inactivity_minutes: 25 });
    expect(
      (await t.api('GET', '/auth/abilities/', { token: login.access_token })).json()
        .session_inactivity_minutes,
    ).toBe(25);
    expect((await t.login('user@acme.local')) as unknown).toMatchObject({ session_inactivity_minutes: 30 });
  });

  describe('password minimum length', () => {
    beforeAll(async () => {
      expect((await put({ password_min_length: 12 })).statusCode).toBe(200);
    });
    const tooShort = 'abcdefghij'; // 10: enough for the default, not for 12
    const message = ['Password must be at least 12 characters.'];

    it('creating a user', async () => {
      const create = (as: string, password: string) =>
        t.api('POST', '/users/', { as, body: { email: uniqueEmail(), password } });
      const short = await create(ADMIN, tooShort);
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ password: message });
      expect((await create(ADMIN, 'abcdefghijkl')).statusCode).toBe(201);
      // Acme keeps the default.
      expect((await create(ACME_ADMIN, tooShort)).statusCode).toBe(201);
    });

    it('changing one’s password', async () => {
      const user = await t.createUser();
      const change = (new_password: string) =>
        t.api('POST', '/auth/password/change/', {
          as: user.email,
          body: { old_password: DEMO_PASSWORD, new_password1: new_password, new_password2: new_password },
        });
      const short = await change(tooShort);
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ new_password1: message });
      expect((await change(LONG)).statusCode).toBe(200);
    });

    it('resetting a forgotten password (the link stays usable after a refusal)', async () => {
      const user = await t.createUser();
      await t.api('POST', '/auth/password/reset/', { body: { email: user.email } });
      const link = (await t.lastEmailTo(user.email))!.body.match(/uid=([^&]+)&token=(\S+)/)!;
      const [uid, token] = [link[1]!, link[2]!];
      const confirm = (password: string) =>
        t.api('POST', `/auth/password/reset/confirm/${uid}/${token}/`, {
          body: { new_password1: password, new_password2: password, uid, token },
        });
      const short = await confirm(tooShort);
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ new_password1: message });
      expect((await confirm(LONG)).statusCode).toBe(200);
    });

    it('signing up (into the first organisation)', async () => {
      const signup = (password: string) =>
        t.api('POST', '/auth/signup/', {
          body: {
            email: uniqueEmail(),
            password1: password,
            password2: password,
            first_name: 'A',
            last_name: 'B',
          },
        });
      const short = await signup(tooShort);
      expect(short.statusCode).toBe(400);
      expect(short.json()).toEqual({ password1: message });
      const ok = await signup(LONG);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().session_inactivity_minutes).toBeGreaterThan(0);
    });

    it('back to the default with null', async () => {
      await put({ password_min_length: null });
      const res = await t.api('POST', '/users/', {
        as: ADMIN,
        body: { email: uniqueEmail(), password: tooShort },
      });
      expect(res.statusCode).toBe(201);
    });
  });

  it('token lifetimes: newly issued access and refresh tokens', async () => {
    expect(
      (await put({ access_token_lifetime_seconds: 120, refresh_token_lifetime_seconds: 7200 })).statusCode,
    ).toBe(200);
    const user = await t.createUser();
    const before = Date.now();
    const session = await t.login(user.email);
    const claims = jwtClaims(session.access_token);
    expect(claims.exp - claims.iat).toBe(120);
    const hash = createHash('sha256').update(session.refresh_token).digest('hex');
    const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash));
    const lifetime = row!.expires_at.getTime() - before;
    expect(lifetime).toBeGreaterThan(7190_000);
    expect(lifetime).toBeLessThan(7210_000);

    const refreshed = await t.api('POST', '/auth/token/refresh/', {
      body: { refresh: session.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = jwtClaims(refreshed.json().access);
    expect(next.exp - next.iat).toBe(120);

    const acme = jwtClaims((await t.login('user@acme.local')).access_token);
    expect(acme.exp - acme.iat).toBe(900);
    await put({ access_token_lifetime_seconds: null, refresh_token_lifetime_seconds: null });
    const restored = jwtClaims((await t.login(user.email)).access_token);
    expect(restored.exp - restored.iat).toBe(900);
  });

  it('login rate limit: sign-in attempts per account of the organisation', async () => {
    await put({ login_rate_limit: 2 }, ACME_ADMIN);
    const acmeUser = await t.createUser({ org: 'ACME' });
    const demoUser = await t.createUser();
    const attempt = (email: string, i: number) =>
      t.api('POST', '/auth/login/', {
        body: { email, password: 'wrong-password' },
        remoteAddress: `10.77.0.${i}`,
      });
    expect((await attempt(acmeUser.email, 1)).statusCode).toBe(400);
    expect((await attempt(acmeUser.email, 2)).statusCode).toBe(400);
    const limited = await attempt(acmeUser.email, 3);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    for (let i = 4; i < 8; i++) expect((await attempt(demoUser.email, i)).statusCode).toBe(400);
    await put({ login_rate_limit: null }, ACME_ADMIN);
  });
});
