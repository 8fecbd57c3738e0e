// User administration as the user screens drive it: creating an account with an emailed
// reset link instead of a password, and deactivation ending the person's sessions at once.
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_OR_PASSWORD } from '../../domain/users/schemas';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { passwordResetTokens, refreshTokens } from '../../server/modules/auth/tables';
import { emailOutbox } from '../../server/modules/mail/table';
import { users } from '../../server/db/tables/users';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

let t: TestApp;
let DEMO: number;
beforeAll(async () => {
  t = await startTestApp();
  DEMO = await t.orgId('DEMO');
});
afterAll(() => t.close());

const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };
const create = (as: string, body: Record<string, unknown>) => t.api('POST', '/users/', { as, body });
const rowByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
const outboxSize = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;
const linkIn = (body: string) => {
  const match = /\/reset-password\?uid=([\w-]+)&token=([\w-]+)/.exec(body);
  if (!match) throw new Error(`no reset link in: ${body}`);
  return { uid: match[1]!, token: match[2]! };
};
const confirm = (uid: string, token: string, password: string) =>
  t.api('POST', `/auth/password/reset/confirm/${uid}/${token}/`, {
    body: { uid, token, new_password1: password, new_password2: password },
  });

describe('POST /api/users/ with send_reset_link', () => {
  it('creates the account without a password and emails a link with which they choose one', async () => {
    const email = uniqueEmail('invited');
    const res = await create('admin@demo.local', {
      email,
      send_reset_link: true,
      first_name: 'Ines',
      role: 'sales',
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ email, role: 'sales', id_organization: DEMO, is_active: true });
    expect(res.body).not.toMatch(/password|send_reset_link/);

    // No password works until they choose one: not even an empty or a guessed one.
    for (const password of ['', '!', DEMO_PASSWORD]) {
      const login = await t.api('POST', '/auth/login/', { body: { email, password } });
      expect(login.statusCode).toBe(400);
    }
    const row = await rowByEmail(email);
    expect(row!.password_hash).toMatch(/^!/);

    const mail = await t.lastEmailTo(email);
    expect(mail?.subject).toBe('Your new account: choose a password');
    const { uid, token } = linkIn(mail!.body);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, user.id));
    // Valid for 72 hours, not the hour of a /forgot-password link.
    expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);

    const reset = await confirm(uid, token, 'chosen-passw0rd');
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await t.login(email, 'chosen-passw0rd')).user.id).toBe(user.id);
    // Single use, as any reset link.
    expect((await confirm(uid, token, 'another-passw0rd')).statusCode).toBe(400);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.create'), eq(auditLogs.object_id, String(user.id))));
    expect(audit!.after).toMatchObject({ email, send_reset_link: true });
    expect(JSON.stringify(audit!.after)).not.toMatch(/password_hash|!/);
  });

  it('a CLIENT_ADMIN may invite too', async () => {
    const email = uniqueEmail('ca-invited');
    const res = await create('client_admin@demo.local', { email, send_reset_link: true });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.lastEmailTo(email))?.subject).toMatch(/choose a password/);
  });

  it('with a password and no link, no email is sent', async () => {
    const email = uniqueEmail('with-password');
    const res = await create('admin@demo.local', {
      email,
      password: 'initial-passw0rd',
      send_reset_link: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.lastEmailTo(email)).toBeUndefined();
    expect((await t.login(email, 'initial-passw0rd')).user.email).toBe(email);
  });

  it.each([
    [
      'both a password and a link',
      { password: 'initial-passw0rd', send_reset_link: true },
      { send_reset_link: [RESET_LINK_OR_PASSWORD] },
    ],
    ['neither', {}, { password: ['This field is required.'] }],
    [
      'send_reset_link false and no password',
      { send_reset_link: false },
      { password: ['This field is required.'] },
    ],
    ['a string as send_reset_link', { send_reset_link: 'yes' }, { send_reset_link: [expect.any(String)] }],
    ['a short password', { password: 'short' }, { password: ['Password must be at least 8 characters.'] }],
  ])('answers 400 for %s; nothing is created or sent', async (_name, extra, expected) => {
    const email = uniqueEmail('bad');
    const before = await outboxSize();
    const res = await create('admin@demo.local', { email, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await rowByEmail(email)).toBeUndefined();
    expect(await outboxSize()).toBe(before);
  });

  it('names every problem at once: a bad email and a missing password', async () => {
    const res = await create('admin@demo.local', { email: 'nope', first_name: 'x'.repeat(151) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['Enter a valid email address.'],
      first_name: ['Ensure this field has no more than 150 characters.'],
      password: ['This field is required.'],
    });
  });

  it('an email already taken sends nothing (the email is queued in the same transaction)', async () => {
    const before = await outboxSize();
    const res = await create('admin@demo.local', { email: 'USER@demo.local', send_reset_link: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with that email already exists.'] });
    expect(await outboxSize()).toBe(before);
  });

  it.each(['manager@demo.local', 'user@demo.local'])(
    '%s may not invite (403), nothing is sent',
    async (caller) => {
      const email = uniqueEmail('denied');
      const res = await create(caller, { email, send_reset_link: true });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: "You don't have permission to create User" });
      expect(await t.lastEmailTo(email)).toBeUndefined();
    },
  );

  it('an account without a password cannot change it with a guessed old one', async () => {
    const email = uniqueEmail('no-password');
    await create('admin@demo.local', { email, send_reset_link: true });
    const { uid, token } = linkIn((await t.lastEmailTo(email))!.body);
    // Signed in only once a password is chosen; then the normal change needs the real old one.
    await confirm(uid, token, 'chosen-passw0rd');
    const session = await t.login(email, 'chosen-passw0rd');
    const change = await t.api('POST', '/auth/password/change/', {
      token: session.access_token,
      body: { old_password: '!', new_password1: 'next-passw0rd', new_password2: 'next-passw0rd' },
    });
    expect(change.statusCode).toBe(400);
  });
});

describe('deactivation (PATCH is_active: false)', () => {
  const patch = (as: string, id: number, body: Record<string, unknown>) =>
    t.api('PATCH', `/users/${id}/`, { as, body });
  const liveTokens = async (userId: number) =>
    t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));

  it('revokes every refresh token and drops the cached principal: the next request is refused', async () => {
    const member = await t.createUser({ role: 'sales', team: await t.team(1) });
    const session = await t.login(member.email);
    // The principal is cached by this request...
    expect((await t.api('GET', '/auth/user/', { token: session.access_token })).statusCode).toBe(200);
    expect(await t.services.principals.get(member.id)).not.toBeNull();
    expect(await liveTokens(member.id)).toHaveLength(1);

    const res = await patch('admin@demo.local', member.id, { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().is_active).toBe(false);

    // ...and dropped with the change: the same, unexpired access token no longer works.
    expect(await t.services.principals.get(member.id)).toBeNull();
    const me = await t.api('GET', '/auth/user/', { token: session.access_token });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ detail: 'User not found or inactive.', code: 'token_not_valid' });
    expect(await liveTokens(member.id)).toHaveLength(0);
    const refresh = await t.api('POST', '/auth/token/refresh/', { body: { refresh: session.refresh_token } });
    expect(refresh.statusCode).toBe(401);
    expect(
      (
        await t.api('POST', '/auth/login/', { body: { email: member.email, password: DEMO_PASSWORD } })
      ).json(),
    ).toEqual(BAD_CREDENTIALS);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.update'), eq(auditLogs.object_id, String(member.id))));
    expect(audit).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
  });

  it('in one transaction with the change: a deactivation that fails revokes nothing', async () => {
    const member = await t.createUser({ role: 'sales' });
    const session = await t.login(member.email);
    // The email is taken: the update fails inside the transaction, after the row was written.
    const res = await patch('admin@demo.local', member.id, { is_active: false, email: 'user@demo.local' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with that email already exists.'] });
    expect((await t.userRow(member.id))!.is_active).toBe(true);
    expect(await liveTokens(member.id)).toHaveLength(1);
    expect((await t.api('GET', '/auth/user/', { token: session.access_token })).statusCode).toBe(200);
  });

  it('reactivation lets them sign in again, but the revoked sessions stay revoked', async () => {
    const member = await t.createUser({ role: 'sales' });
    const session = await t.login(member.email);
    expect((await patch('admin@demo.local', member.id, { is_active: false })).statusCode).toBe(200);
    expect((await patch('admin@demo.local', member.id, { is_active: true })).statusCode).toBe(200);
    expect(
      (await t.api('POST', '/auth/token/refresh/', { body: { refresh: session.refresh_token } })).statusCode,
    ).toBe(401);
    expect((await t.login(member.email)).user.id).toBe(member.id);
  });

  it('an access token signed before the deactivation stays refused after the reactivation', async () => {
    const member = await t.createUser({ role: 'sales' });
    const before = await t.login(member.email);
    const me = (token: string) => t.api('GET', '/auth/user/', { token });
    expect((await me(before.access_token)).statusCode).toBe(200);
    // An edit that is no deactivation leaves the token alone.
    expect((await patch('admin@demo.local', member.id, { first_name: 'Renamed' })).statusCode).toBe(200);
    expect((await me(before.access_token)).statusCode).toBe(200);

    expect((await patch('admin@demo.local', member.id, { is_active: false })).statusCode).toBe(200);
    expect((await patch('admin@demo.local', member.id, { is_active: true })).statusCode).toBe(200);
    // Unexpired, well signed, its user active again: still refused, so the session is over.
    const stale = await me(before.access_token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({
      detail: 'Token was issued before the account was deactivated.',
      code: 'token_not_valid',
    });
    // The principal cache is no way around it: a cached principal answers the same.
    expect((await me(before.access_token)).statusCode).toBe(401);
    // Signing in again works at once (in the same second too: tokens carry milliseconds).
    const after = await t.login(member.email);
    expect((await me(after.access_token)).statusCode).toBe(200);
    const refreshed = await t.api('POST', '/auth/token/refresh/', { body: { refresh: after.refresh_token } });
    expect(refreshed.statusCode).toBe(200);
    expect((await me(refreshed.json().access)).statusCode).toBe(200);
  });

  it('a manager (read only) cannot deactivate anyone', async () => {
    const member = await t.createUser({ role: 'sales' });
    const res = await patch('manager@demo.local', member.id, { is_active: false });
    expect(res.statusCode).toBe(403);
    expect((await t.userRow(member.id))!.is_active).toBe(true);
  });
});
