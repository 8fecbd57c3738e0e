import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_REUSED_CODE } from '../../domain/security';
import { refreshTokens } from '../../server/modules/auth/tables';
import { users } from '../../server/db/tables/users';
import { expectNoLeak, startTestApp, type LoginBody, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const INVALID = { detail: 'Token is invalid or expired', code: 'token_not_valid' };
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const refresh = (token: unknown) => t.api('POST', '/auth/token/refresh/', { body: { refresh: token } });
const rowOf = async (token: string) =>
  (
    await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hashOf(token)))
  )[0]!;
const familyRows = async (familyId: string) =>
  t.db.select().from(refreshTokens).where(eq(refreshTokens.family_id, familyId));

/** A throwaway user signed in once: tests never share sessions. */
async function freshSession(): Promise<LoginBody> {
  const user = await t.createUser({ role: 'sales', team: await t.team(1) });
  return t.login(user.email);
}

describe('POST /api/auth/token/refresh/', () => {
  it('exchanges a refresh token for a new access token and a new refresh token', async () => {
    const session = await freshSession();
    const res = await refresh(session.refresh_token);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
    expect(pair.refresh).not.toBe(session.refresh_token);

    const me = await t.api('GET', '/auth/user/', { token: pair.access });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(session.user.id);

    const old = await rowOf(session.refresh_token);
    const next = await rowOf(pair.refresh);
    expect(old.rotated_at).not.toBeNull();
    expect(old.revoked_at).toBeNull();
    expect(next).toMatchObject({
      family_id: old.family_id,
      user_id: session.user.id,
      rotated_at: null,
      revoked_at: null,
    });
  });

  it('keeps rotating along a chain', async () => {
    const session = await freshSession();
    let token = session.refresh_token;
    for (let i = 0; i < 3; i++) {
      const res = await refresh(token);
      expect(res.statusCode).toBe(200);
      token = res.json().refresh;
    }
    expect(await familyRows((await rowOf(token)).family_id)).toHaveLength(4);
  });

  it('presenting an already-rotated token answers 401 and revokes its whole family', async () => {
    const session = await freshSession();
    const other = await t.login(session.user.email); // a second sign-in: another family
    const first = (await refresh(session.refresh_token)).json().refresh;
    const second = (await refresh(first)).json().refresh;

    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // Its own code, so the client can say why the sign-in ended.
    expect(reuse.json()).toEqual({
      detail: 'This sign-in was ended because its refresh token was used twice.',
      code: REFRESH_TOKEN_REUSED_CODE,
    });

    const family = await familyRows((await rowOf(second)).family_id);
    expect(family).toHaveLength(3);
    for (const row of family) expect(row.revoked_at).not.toBeNull();
    // The newest token of the family, held by whoever rotated last, is dead too.
    expect((await refresh(second)).statusCode).toBe(401);
    // The other sign-in of the same user is not touched.
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('two concurrent uses of one token count as reuse: one answer at most, then the family is revoked', async () => {
    const session = await freshSession();
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    const winner = a.statusCode === 200 ? a : b;
    expect((await refresh(winner.json().refresh)).statusCode).toBe(401);
    for (const row of await familyRows((await rowOf(session.refresh_token)).family_id)) {
      expect(row.revoked_at).not.toBeNull();
    }
  });

  it('rejects an expired refresh token without touching the family', async () => {
    const session = await freshSession();
    await t.db
      .update(refreshTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.token_hash, hashOf(session.refresh_token)));
    const res = await refresh(session.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
    expect((await rowOf(session.refresh_token)).rotated_at).toBeNull();
  });

  it('rejects a revoked refresh token', async () => {
    const session = await freshSession();
    await t.db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(eq(refreshTokens.token_hash, hashOf(session.refresh_token)));
    expect((await refresh(session.refresh_token)).json()).toEqual(INVALID);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['an access token', 'ACCESS'],
    ['a token hash', 'HASH'],
  ])('rejects %s with 401', async (_name, value) => {
    const session = await freshSession();
    const token =
      value === 'ACCESS' ? session.access_token : value === 'HASH' ? hashOf(session.refresh_token) : value;
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('refuses the refresh token of a user deactivated since, and revokes all their tokens', async () => {
    const session = await freshSession();
    const other = await t.login(session.user.email);
    await t.db.update(users).set({ is_active: false }).where(eq(users.id, session.user.id));
    t.services.principals.invalidate(session.user.id);
    const res = await refresh(session.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'User not found or inactive.', code: 'token_not_valid' });
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, session.user.id));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(row.revoked_at).not.toBeNull();
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
  });

  it.each([
    ['no body field', {}, { refresh: ['This field is required.'] }],
    ['an empty token', { refresh: '' }, { refresh: ['This field is required.'] }],
    ['a number', { refresh: 123 }, { refresh: ['Expected a string.'] }],
    [
      'a token too long',
      { refresh: 'x'.repeat(513) },
      { refresh: ['Ensure this field has no more than 512 characters.'] },
    ],
    ['an unknown field', { refresh: 'abc', access: 'x' }, { access: ['Unknown field.'] }],
  ])('answers 400 for %s', async (_name, body, expected) => {
    const res = await t.api('POST', '/auth/token/refresh/', { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expectNoLeak(res);
  });
});

describe('POST /api/auth/logout/', () => {
  const logout = (session: LoginBody, body?: Record<string, unknown>) =>
    t.api('POST', '/auth/logout/', { token: session.access_token, ...(body ? { body } : {}) });
  const OK = { detail: 'Successfully logged out.' };

  it('with a refresh token ends that sign-in only', async () => {
    const session = await freshSession();
    const other = await t.login(session.user.email);
    const rotated = (await refresh(session.refresh_token)).json().refresh;
    const res = await logout(session, { refresh: rotated });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(OK);
    for (const row of await familyRows((await rowOf(rotated)).family_id))
      expect(row.revoked_at).not.toBeNull();
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it.each([
    ['without a body', undefined],
    ['with an empty object', {}],
  ])('%s ends every sign-in of the caller', async (_name, body) => {
    const session = await freshSession();
    const other = await t.login(session.user.email);
    const res = await logout(session, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(OK);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.user_id, session.user.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.revoked_at).not.toBeNull();
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
  });

  it("never revokes someone else's token: a foreign or unknown token falls back to the caller's own", async () => {
    const mine = await freshSession();
    const theirs = await freshSession();
    for (const token of [theirs.refresh_token, 'unknown-token']) {
      const res = await logout(mine, { refresh: token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(OK);
    }
    expect((await rowOf(theirs.refresh_token)).revoked_at).toBeNull();
    expect((await rowOf(mine.refresh_token)).revoked_at).not.toBeNull();
    expect((await refresh(theirs.refresh_token)).statusCode).toBe(200);
  });

  it('answers 200 again for a caller already signed out', async () => {
    const session = await freshSession();
    expect((await logout(session)).statusCode).toBe(200);
    const again = await logout(session, { refresh: session.refresh_token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(OK);
  });

  it('answers 401 without an access token, and revokes nothing', async () => {
    const session = await freshSession();
    const res = await t.api('POST', '/auth/logout/', { body: { refresh: session.refresh_token } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'token_not_valid',
    });
    expect((await rowOf(session.refresh_token)).revoked_at).toBeNull();
  });

  it.each([
    ['a refresh token of the wrong type', { refresh: 42 }, { refresh: ['Enter text.'] }],
    ['an unknown field', { token: 'x' }, { token: ['Unknown field.'] }],
  ])('answers 400 for %s', async (_name, body, expected) => {
    const session = await freshSession();
    const res = await logout(session, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expected);
    expect((await rowOf(session.refresh_token)).revoked_at).toBeNull();
  });
});
