import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { users } from '../../server/db/tables/users';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

const PASSWORD = 'signup-passw0rd';
const valid = (email = uniqueEmail('signup')) => ({
  email,
  password1: PASSWORD,
  password2: PASSWORD,
  first_name: 'Nina',
  last_name: 'New',
});
const userCount = async (t: TestApp) => (await t.db.select({ n: count() }).from(users))[0]!.n;
const usersWithEmail = async (t: TestApp, email: string) =>
  t.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);

describe('POST /api/auth/signup/ by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers 403 with a clear detail and creates nothing', async () => {
    const before = await userCount(t);
    const body = valid();
    const res = await t.api('POST', '/auth/signup/', { body });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      detail: 'Sign-up is disabled on this server. Ask an administrator for an account.',
    });
    expect(await userCount(t)).toBe(before);
    expect(await usersWithEmail(t, body.email)).toHaveLength(0);
  });
});

describe('POST /api/auth/signup/ with ALLOW_SIGNUP=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ ALLOW_SIGNUP: 'true' });
  });
  afterAll(() => t.close());

  it('creates an active user of role user in the default organisation and signs them in', async () => {
    const email = uniqueEmail('Signup');
    const res = await t.api('POST', '/auth/signup/', { body: valid(` ${email.toUpperCase()} `) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'refresh_token',
      'session_inactivity_minutes',
      'user',
      'userAbilityRules',
    ]);
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      role: 'user',
      is_active: true,
      is_staff: false,
      is_superuser: false,
      id_organization: await t.orgId('DEMO'),
      first_name: 'Nina',
      last_name: 'New',
      team: null,
      brand: null,
    });
    expect(body.userAbilityRules).toContainEqual(
      expect.objectContaining({ action: 'update', subject: 'User', conditions: { id: body.user.id } }),
    );

    const me = await t.api('GET', '/auth/user/', { token: body.access_token });
    expect(me.json()).toEqual(body.user);
    expect(
      (await t.api('POST', '/auth/token/refresh/', { body: { refresh: body.refresh_token } })).statusCode,
    ).toBe(200);
    expect((await t.login(email.toLowerCase(), PASSWORD)).user.id).toBe(body.user.id);

    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.signup'), eq(auditLogs.object_id, String(body.user.id))));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.after)).not.toMatch(/password/);
  });

  it('answers 400 for an email already taken (whatever its case) and creates nothing', async () => {
    const before = await userCount(t);
    const res = await t.api('POST', '/auth/signup/', { body: valid('Admin@Demo.Local') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with that email already exists.'] });
    expect(await userCount(t)).toBe(before);
  });

  it.each([
    [
      'passwords that do not match',
      { password2: 'other-passw0rd' },
      { password2: ['Passwords do not match.'] },
    ],
    [
      'a short password',
      { password1: 'short', password2: 'short' },
      { password1: ['Password must be at least 8 characters.'] },
    ],
    ['an invalid email', { email: 'not-an-email' }, { email: ['Enter a valid email address.'] }],
    ['a blank first name', { first_name: '  ' }, { first_name: ['This field is required.'] }],
    [
      'a last name too long',
      { last_name: 'l'.repeat(151) },
      { last_name: ['Ensure this field has no more than 150 characters.'] },
    ],
    [
      'missing names',
      { first_name: undefined, last_name: undefined },
      { first_name: ['This field is required.'], last_name: ['This field is required.'] },
    ],
    ['a chosen role', { role: 'admin' }, { role: ['Unknown field.'] }],
    ['a chosen organisation', { id_organization: 2 }, { id_organization: ['Unknown field.'] }],
    ['a superuser flag', { is_superuser: true }, { is_superuser: ['Unknown field.'] }],
  ])('answers 400 for %s and creates nothing', async (_name, override, expected) => {
    const body = { ...valid(), ...override };
    const before = await userCount(t);
    const res = await t.api('POST', '/auth/signup/', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await userCount(t)).toBe(before);
  });
});
