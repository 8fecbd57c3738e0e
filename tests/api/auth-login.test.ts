import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { refreshTokens } from '../../server/modules/auth/tables';
import { expectNoLeak, startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };
const USER_KEYS = [
  'id',
  'email',
  'role',
  'id_organization',
  'is_staff',
  'is_superuser',
  'team',
  'brand',
  'first_name',
  'last_name',
  'organization_name',
  'phone_number',
  'birthday',
  'department',
  'is_active',
  'date_joined',
  'last_login',
  'working_organization',
].sort();

const login = (body: unknown, remoteAddress?: string) =>
  t.api('POST', '/auth/login/', {
    body: body as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('POST /api/auth/login/: success', () => {
  it('answers the user, both tokens and the ability rules', async () => {
    const before = Date.now();
    const res = await login({ email: 'admin@demo.local', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'refresh_token',
      'session_inactivity_minutes',
      'user',
      'userAbilityRules',
    ]);
    expect(body.session_inactivity_minutes).toBe(30);
    expect(Object.keys(body.user).sort()).toEqual(USER_KEYS);
    expect(body.user).toMatchObject({
      email: 'admin@demo.local',
      role: 'admin',
      is_staff: true,
      is_superuser: false,
      is_active: true,
      first_name: 'Adam',
      last_name: 'Demo',
      id_organization: await t.orgId('DEMO'),
    });
    expect(new Date(body.user.last_login).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body).not.toMatch(/password/);

    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(String(body.user.id));
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(body.userAbilityRules).toContainEqual({ action: 'read', subject: 'AdminPanel' });

    const me = await t.api('GET', '/auth/user/', { token: body.access_token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
    const abilities = await t.api('GET', '/auth/abilities/', { token: body.access_token });
    expect(abilities.json()).toEqual({
      userAbilityRules: body.userAbilityRules,
      session_inactivity_minutes: body.session_inactivity_minutes,
    });
  });

  it('stores only a hash of the refresh token, in a new family', async () => {
    const body = (await login({ email: 'manager@demo.local', password: DEMO_PASSWORD })).json();
    const hash = createHash('sha256').update(body.refresh_token).digest('hex');
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.token_hash, hash));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: body.user.id, revoked_at: null, rotated_at: null });
    const ttlMs = rows[0]!.expires_at.getTime() - Date.now();
    expect(ttlMs).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(ttlMs).toBeLessThanOrEqual(7 * 86_400_000);
    const leaked = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, body.refresh_token));
    expect(leaked).toHaveLength(0);

    const second = (await login({ email: 'manager@demo.local', password: DEMO_PASSWORD })).json();
    const [other] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, createHash('sha256').update(second.refresh_token).digest('hex')));
    expect(other!.family_id).not.toBe(rows[0]!.family_id);
  });

  it('matches the email case-insensitively and ignores surrounding spaces', async () => {
    const res = await login({ email: '  User@Demo.LOCAL ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('user@demo.local');
  });

  it.each(DEMO_ACCOUNTS)('signs in $email as $role', async ({ email, role }) => {
    const res = await login({ email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, role });
    expect(res.json().userAbilityRules.length).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/login/: failures', () => {
  it('answers the same 400 for a wrong password, an unknown email and an inactive user', async () => {
    const inactive = await t.createUser({ is_active: false });
    const cases = [
      { email: 'admin@demo.local', password: 'wrong-password' },
      { email: 'nobody@demo.local', password: DEMO_PASSWORD },
      { email: inactive.email, password: DEMO_PASSWORD },
      { email: 'admin@demo.local', password: DEMO_PASSWORD.toUpperCase() },
    ];
    for (const body of cases) {
      const res = await login(body);
      expect(res.statusCode, body.email).toBe(400);
      expect(res.json()).toEqual(BAD_CREDENTIALS);
      expectNoLeak(res);
    }
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, inactive.id));
    expect(rows).toHaveLength(0);
    expect((await t.userRow(inactive.id))!.last_login).toBeNull();
  });

  it('does not record a sign-in on a wrong password', async () => {
    const user = await t.createUser();
    expect((await login({ email: user.email, password: 'not-the-password' })).statusCode).toBe(400);
    expect((await t.userRow(user.id))!.last_login).toBeNull();
    expect(await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, user.id))).toHaveLength(0);
  });

  it.each([
    ['missing fields', {}, { email: ['This field is required.'], password: ['This field is required.'] }],
    [
      'empty strings',
      { email: '', password: '' },
      { email: ['This field is required.'], password: ['This field is required.'] },
    ],
    ['blank email', { email: '   ', password: 'x' }, { email: ['This field is required.'] }],
    ['invalid email', { email: 'not-an-email', password: 'x' }, { email: ['Enter a valid email address.'] }],
    [
      'email too long',
      { email: `${'a'.repeat(250)}@x.io`, password: 'x' },
      { email: ['Ensure this field has no more than 254 characters.'] },
    ],
    [
      'password too long',
      { email: 'a@b.io', password: 'p'.repeat(129) },
      { password: ['Ensure this field has no more than 128 characters.'] },
    ],
    [
      'wrong types',
      { email: 5, password: true },
      { email: ['Expected a string.'], password: ['Expected a string.'] },
    ],
    [
      'null values',
      { email: null, password: null },
      { email: ['This field is required.'], password: ['This field is required.'] },
    ],
    ['unknown field', { email: 'a@b.io', password: 'x', remember: true }, { remember: ['Unknown field.'] }],
  ])('%s → 400 naming the fields', async (_name, body, expected) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });
});
