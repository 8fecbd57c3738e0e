import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { auditLogs } from '../../server/db/tables/auditLogs';
import { passwordResetTokens, refreshTokens } from '../../server/modules/auth/tables';
import { emailOutbox } from '../../server/modules/mail/table';
import { users } from '../../server/db/tables/users';
import { RESET_MAILS_PER_HOUR } from '../../server/modules/auth/routes/passwords';
import { startTestApp, uniqueEmail, type TestApp } from './harness';

let t: TestApp;
/** What request handlers logged (the level is silent, but the calls are made). */
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      extraRoutes(app) {
        app.addHook('onRequest', async (request) => {
          const info = request.log.info.bind(request.log) as (...args: unknown[]) => void;
          request.log.info = ((obj: Record<string, unknown>, ...rest: unknown[]) => {
            logged.push(obj);
            info(obj, ...rest);
          }) as typeof request.log.info;
        });
      },
    },
  );
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-new-passw0rd';
const BAD_LINK = { token: ['This password reset link is invalid or has expired.'] };
const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };
const SENT = { detail: 'Password reset e-mail has been sent.' };

const loginStatus = async (email: string, password: string) =>
  (await t.api('POST', '/auth/login/', { body: { email, password } })).statusCode;
const refreshStatus = async (token: string) =>
  (await t.api('POST', '/auth/token/refresh/', { body: { refresh: token } })).statusCode;
const liveRefreshTokens = async (userId: number) =>
  t.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
const passwordHash = async (userId: number) => (await t.userRow(userId))!.password_hash;

/** A throwaway user with two sign-ins (two refresh token families). */
async function userWithSessions() {
  const user = await t.createUser({ role: 'user' });
  const a = await t.login(user.email);
  const b = await t.login(user.email);
  return { user, a, b };
}

describe('POST /api/auth/password/change/', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    t.api('POST', '/auth/password/change/', { token, body });

  it('sets the new password and revokes every refresh token of the user', async () => {
    const { user, a, b } = await userWithSessions();
    const res = await change(a.access_token, {
      old_password: DEMO_PASSWORD,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'New password has been saved.' });

    expect(await liveRefreshTokens(user.id)).toHaveLength(0);
    expect(await refreshStatus(a.refresh_token)).toBe(401);
    expect(await refreshStatus(b.refresh_token)).toBe(401);
    expect(await loginStatus(user.email, DEMO_PASSWORD)).toBe(400);
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.password_change'), eq(auditLogs.object_id, String(user.id))));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toMatch(/password_hash|a-new-passw0rd/);
  });

  it('answers 400 on a wrong old password and changes nothing', async () => {
    const { user, a } = await userWithSessions();
    const hash = await passwordHash(user.id);
    const res = await change(a.access_token, {
      old_password: 'wrong-old-pw',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    expect(await passwordHash(user.id)).toBe(hash);
    expect(await liveRefreshTokens(user.id)).toHaveLength(2);
  });

  it.each([
    [
      'passwords that do not match',
      { old_password: DEMO_PASSWORD, new_password1: NEW_PASSWORD, new_password2: `${NEW_PASSWORD}x` },
      { new_password2: ['Passwords do not match.'] },
    ],
    [
      'a short new password',
      { old_password: DEMO_PASSWORD, new_password1: 'short', new_password2: 'short' },
      { new_password1: ['Password must be at least 8 characters.'] },
    ],
    [
      'a new password too long',
      { old_password: DEMO_PASSWORD, new_password1: 'p'.repeat(129), new_password2: 'p'.repeat(129) },
      {
        new_password1: ['Ensure this field has no more than 128 characters.'],
        new_password2: ['Ensure this field has no more than 128 characters.'],
      },
    ],
    [
      'missing fields',
      {},
      {
        old_password: ['This field is required.'],
        new_password1: ['This field is required.'],
        new_password2: ['This field is required.'],
      },
    ],
    [
      'an unknown field',
      { old_password: DEMO_PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD, user_id: 1 },
      { user_id: ['Unknown field.'] },
    ],
  ])('answers 400 for %s and changes nothing', async (_name, body, expected) => {
    const { user, a } = await userWithSessions();
    const hash = await passwordHash(user.id);
    const res = await change(a.access_token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect(await passwordHash(user.id)).toBe(hash);
    expect(await liveRefreshTokens(user.id)).toHaveLength(2);
  });

  it('answers 401 without a token', async () => {
    const res = await t.api('POST', '/auth/password/change/', {
      body: { old_password: DEMO_PASSWORD, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'token_not_valid',
    });
  });
});

describe('POST /api/auth/password/reset/ and confirm', () => {
  const requestReset = (email: string) => t.api('POST', '/auth/password/reset/', { body: { email } });
  const confirm = (uid: string, token: string, body: Record<string, unknown> = {}) =>
    t.api('POST', `/auth/password/reset/confirm/${uid}/${token}/`, {
      body: { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD, uid, token, ...body },
    });
  const outboxCount = async (to: string) =>
    (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to_address, to))).length;

  /** Asks for a reset and reads the link from the email it queued. */
  async function resetLink(email: string) {
    expect((await requestReset(email)).statusCode).toBe(200);
    const mail = await t.lastEmailTo(email);
    const match = /\/reset-password\?uid=([\w-]+)&token=([\w-]+)/.exec(mail!.body);
    expect(match, mail?.body).not.toBeNull();
    return { uid: match![1]!, token: match![2]! };
  }

  it('queues an email with a one-hour link and stores only a hash of the token', async () => {
    const user = await t.createUser();
    const res = await requestReset(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const mail = await t.lastEmailTo(user.email);
    expect(mail).toMatchObject({ subject: 'Reset your password' });
    expect(mail!.body).toContain('within one hour');
    const [, uid, token] = /\/reset-password\?uid=([\w-]+)&token=([\w-]+)/.exec(mail!.body)!;
    expect(Buffer.from(uid!, 'base64url').toString()).toBe(String(user.id));

    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(token!).digest('hex'));
    const ttl = rows[0]!.expires_at.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);

    // Outside production the log is the developer's mailbox: the link is there.
    const entry = logged.find((l) => (l.mail as { to?: string } | undefined)?.to === user.email);
    expect(entry).toMatchObject({ mail: { subject: 'Reset your password', body: mail!.body } });
  });

  it('sends one address a few links an hour, answering every request alike, known address or not', async () => {
    const user = await t.createUser();
    const stranger = uniqueEmail('nobody');
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 3; i++) {
      for (const email of [user.email, stranger]) {
        const res = await requestReset(email);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(SENT);
      }
    }
    expect(await outboxCount(user.email)).toBe(RESET_MAILS_PER_HOUR);
    expect(await outboxCount(stranger)).toBe(0);
  });

  it('the request log of a confirm does not carry the uid or the token', async () => {
    const user = await t.createUser();
    const { uid, token } = await resetLink(user.email);
    expect((await confirm(uid, token)).statusCode).toBe(200);
    const line = logged.find(
      (l) => typeof l.url === 'string' && l.url.startsWith('/api/auth/password/reset/confirm/'),
    );
    expect(line).toBeDefined();
    expect(JSON.stringify(logged.filter((l) => 'url' in l))).not.toContain(token);
  });

  it('finds the account whatever the case of the email', async () => {
    const user = await t.createUser();
    expect((await requestReset(user.email.toUpperCase())).json()).toEqual(SENT);
    expect(await outboxCount(user.email)).toBe(1);
  });

  it('answers the same 200 for an unknown email and an inactive user, and sends nothing', async () => {
    const unknown = uniqueEmail('ghost');
    const inactive = await t.createUser({ is_active: false });
    for (const email of [unknown, inactive.email]) {
      const res = await requestReset(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SENT);
      expect(await outboxCount(email)).toBe(0);
    }
    expect(
      await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.user_id, inactive.id)),
    ).toHaveLength(0);
  });

  it.each([
    ['an invalid email', { email: 'nope' }, { email: ['Enter a valid email address.'] }],
    ['no email', {}, { email: ['This field is required.'] }],
    [
      'an unknown field',
      { email: 'a@b.io', redirect: 'https://evil.example' },
      { redirect: ['Unknown field.'] },
    ],
  ])('answers 400 for %s', async (_name, body, expected) => {
    const res = await t.api('POST', '/auth/password/reset/', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
  });

  it('confirm sets the new password, revokes every refresh token, and the link works once', async () => {
    const { user, a, b } = await userWithSessions();
    const { uid, token } = await resetLink(user.email);
    const res = await confirm(uid, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Password has been reset with the new password.' });
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect(
      (await t.api('POST', '/auth/login/', { body: { email: user.email, password: DEMO_PASSWORD } })).json(),
    ).toEqual(BAD_CREDENTIALS);
    expect(await refreshStatus(a.refresh_token)).toBe(401);
    expect(await refreshStatus(b.refresh_token)).toBe(401);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'user.password_reset'), eq(auditLogs.object_id, String(user.id))));
    expect(audit).toHaveLength(1);

    const hash = await passwordHash(user.id);
    const again = await confirm(uid, token, {
      new_password1: 'third-passw0rd',
      new_password2: 'third-passw0rd',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(BAD_LINK);
    expect(await passwordHash(user.id)).toBe(hash);
  });

  it('two concurrent confirms with one link: exactly one succeeds', async () => {
    const user = await t.createUser();
    const { uid, token } = await resetLink(user.email);
    const results = await Promise.all([
      confirm(uid, token),
      confirm(uid, token, { new_password1: 'racing-passw0rd', new_password2: 'racing-passw0rd' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]!.statusCode === 200 ? NEW_PASSWORD : 'racing-passw0rd';
    expect(await loginStatus(user.email, winner)).toBe(200);
  });

  it('using one link voids the other links of the same user', async () => {
    const user = await t.createUser();
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect(first.token).not.toBe(second.token);
    expect((await confirm(second.uid, second.token)).statusCode).toBe(200);
    const hash = await passwordHash(user.id);
    const res = await confirm(first.uid, first.token, {
      new_password1: 'other-passw0rd',
      new_password2: 'other-passw0rd',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_LINK);
    expect(await passwordHash(user.id)).toBe(hash);
  });

  it('an expired link is refused and changes nothing', async () => {
    const { user, a } = await userWithSessions();
    const { uid, token } = await resetLink(user.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.user_id, user.id));
    const hash = await passwordHash(user.id);
    const res = await confirm(uid, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_LINK);
    expect(await passwordHash(user.id)).toBe(hash);
    expect(await refreshStatus(a.refresh_token)).toBe(200);
  });

  it('a link whose user was deactivated since is refused, and stays unused', async () => {
    const user = await t.createUser();
    const { uid, token } = await resetLink(user.email);
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    const hash = await passwordHash(user.id);
    const res = await confirm(uid, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_LINK);
    expect(await passwordHash(user.id)).toBe(hash);
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, user.id));
    expect(row!.used_at).toBeNull();
  });

  it.each([
    [
      'a uid in the body that differs from the path',
      (l: Link) => ({ uid: l.uid, token: l.token, body: { uid: 'OTk5' } }),
    ],
    [
      'a token in the body that differs from the path',
      (l: Link) => ({ uid: l.uid, token: l.token, body: { token: 'other' } }),
    ],
    ["another user's uid", (l: Link, other: Link) => ({ uid: other.uid, token: l.token })],
    ['a wrong token', (l: Link) => ({ uid: l.uid, token: `${l.token.slice(0, -2)}xx` })],
    ['a uid that is not base64 of a number', (l: Link) => ({ uid: 'not-a-uid', token: l.token })],
    ['a uid of a zero id', (l: Link) => ({ uid: Buffer.from('0').toString('base64url'), token: l.token })],
    [
      'a uid beyond any id',
      (l: Link) => ({ uid: Buffer.from('99999999999').toString('base64url'), token: l.token }),
    ],
  ])('refuses %s with 400 and leaves the link usable', async (_name, build) => {
    const user = await t.createUser();
    const other = await t.createUser();
    const link = await resetLink(user.email);
    const otherLink = await resetLink(other.email);
    const hash = await passwordHash(user.id);
    const { uid, token, body } = build(link, otherLink) as {
      uid: string;
      token: string;
      body?: Record<string, unknown>;
    };
    const res = await confirm(uid, token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(BAD_LINK);
    expect(await passwordHash(user.id)).toBe(hash);
    expect((await confirm(link.uid, link.token)).statusCode).toBe(200);
  });

  it.each([
    [
      'passwords that do not match',
      { new_password2: 'different-pw' },
      { new_password2: ['Passwords do not match.'] },
    ],
    [
      'a short password',
      { new_password1: 'short', new_password2: 'short' },
      { new_password1: ['Password must be at least 8 characters.'] },
    ],
    ['a missing uid in the body', { uid: undefined }, { uid: ['This field is required.'] }],
    ['an unknown field', { email: 'a@b.io' }, { email: ['Unknown field.'] }],
  ])('answers 400 for %s and keeps the link', async (_name, body, expected) => {
    const user = await t.createUser();
    const link = await resetLink(user.email);
    const res = await confirm(link.uid, link.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect((await confirm(link.uid, link.token)).statusCode).toBe(200);
  });
});

type Link = { uid: string; token: string };
