import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  MAX_401_RETRIES,
  REFRESH_MONITOR_INTERVAL_MS,
  REFRESH_THRESHOLD_MS,
} from './constants';
import { issuedAfter, needsRefresh, readJwtExp } from './jwt';
import {
  selectAbilityRules,
  selectAccessToken,
  selectEndReason,
  selectIsAuthenticated,
  selectIsInitialized,
  selectIsRefreshing,
  selectLoginError,
  selectRulesConfirmed,
  selectUser,
} from './selectors';
import { sessionMachine } from './sessionMachine';
import type { HeldTokens, SessionEndReason, StoredSession, TokenPair } from './sessionMachine';
import {
  deferred,
  loadedRules,
  loginResponse,
  loginRules,
  makeJwt,
  storedSession,
  testUser,
} from './test-support';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const MINUTE = 60_000;
const GOOD_EMAIL = 'ada@example.com';
const BAD_EMAIL = 'nobody@example.com';
const LOGIN_ERROR = { non_field_errors: ['Unable to log in with provided credentials.'] };

// Promise settling must stay real while the timers are fake.
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

interface HarnessOptions {
  restore?: StoredSession | null | Error;
  accessToken?: string;
  refresh?: (input: HeldTokens) => Promise<TokenPair>;
  logoutFails?: boolean;
  now?: () => number;
  /** The organisation's session policy in the login answer. */
  inactivityMinutes?: number;
}

function startSession(options: HarnessOptions = {}) {
  const accessToken = options.accessToken ?? makeJwt(Date.now() + 2 * 60 * MINUTE);
  const calls = { restore: vi.fn(), login: vi.fn(), refresh: vi.fn(), logout: vi.fn() };
  const persistSession = vi.fn<(session: StoredSession) => void>();
  const clearSession = vi.fn();
  let refreshCount = 0;
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => {
        calls.restore();
        if (options.restore instanceof Error) throw options.restore;
        return options.restore ?? null;
      }),
      login: fromPromise(async ({ input }) => {
        calls.login(input);
        if (input.email === BAD_EMAIL) throw LOGIN_ERROR;
        return { ...loginResponse(accessToken), session_inactivity_minutes: options.inactivityMinutes };
      }),
      refreshTokens: fromPromise(async ({ input }) => {
        calls.refresh(input);
        if (options.refresh) return options.refresh(input);
        refreshCount += 1;
        return {
          access: makeJwt(Date.now() + 2 * 60 * MINUTE, { n: refreshCount }),
          refresh: `refresh-${refreshCount + 1}`,
        };
      }),
      logout: fromPromise(async ({ input }) => {
        calls.logout(input);
        if (options.logoutFails) throw new Error('network down');
      }),
    },
    actions: {
      persistSession: (_, session) => persistSession(session),
      clearSession: () => clearSession(),
    },
  });
  const actor = createActor(machine, { input: { now: options.now ?? (() => Date.now()) } });
  const ended: SessionEndReason[] = [];
  actor.on('SESSION_ENDED', (event) => ended.push(event.reason));
  actor.start();
  return { actor, calls, persistSession, clearSession, ended };
}

type Session = ReturnType<typeof startSession>;

async function loggedIn(options: HarnessOptions = {}): Promise<Session> {
  const session = startSession(options);
  session.actor.send({ type: 'INIT' });
  await waitFor(session.actor, (s) => s.matches('unauthenticated'));
  session.actor.send({ type: 'LOGIN', email: GOOD_EMAIL, password: 'correct horse' });
  await waitFor(session.actor, (s) => s.matches('authenticated'));
  return session;
}

beforeEach(() => {
  vi.useFakeTimers({
    now: T0,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('readJwtExp', () => {
  it('reads exp from a three-part token', () => {
    expect(readJwtExp(makeJwt(T0))).toBe(T0 / 1000);
  });

  it('reads payloads holding UTF-8 claims', () => {
    expect(readJwtExp(makeJwt(T0, { name: 'Zoë 北京' }))).toBe(T0 / 1000);
  });

  it.each([
    ['an empty string', ''],
    ['one part', 'abc'],
    ['two parts', `${makeJwt(T0).split('.')[0]}.x`],
    ['four parts', `${makeJwt(T0)}.extra`],
    ['a payload that is not base64url', 'a.!!!.c'],
    ['a payload that is not JSON', `a.${btoa('not json')}.c`],
    ['a payload without exp', `a.${btoa(JSON.stringify({ sub: '1' }))}.c`],
    ['a string exp', `a.${btoa(JSON.stringify({ exp: '1700000000' }))}.c`],
    ['a JSON array payload', `a.${btoa('[1]')}.c`],
  ])('gives null for %s', (_label, token) => {
    expect(readJwtExp(token)).toBeNull();
  });
});

describe('issuedAfter', () => {
  const signedAt = (ms: number) => makeJwt(T0 + 15 * MINUTE, { iat_ms: ms });

  it('compares the signing times, to the millisecond', () => {
    expect(issuedAfter(signedAt(T0 + 1), signedAt(T0))).toBe(true);
    expect(issuedAfter(signedAt(T0), signedAt(T0 + 1))).toBe(false);
    expect(issuedAfter(signedAt(T0), signedAt(T0))).toBe(false);
  });

  it('falls back to iat in seconds, and is false when a time cannot be read', () => {
    expect(issuedAfter(makeJwt(T0, { iat: T0 / 1000 + 1 }), signedAt(T0))).toBe(true);
    expect(issuedAfter(signedAt(T0), makeJwt(T0))).toBe(false);
    expect(issuedAfter('not-a-jwt', signedAt(T0))).toBe(false);
  });
});

describe('needsRefresh', () => {
  it('is false while more than the threshold remains', () => {
    expect(needsRefresh(makeJwt(T0 + 10 * MINUTE), T0)).toBe(false);
    expect(needsRefresh(makeJwt(T0 + REFRESH_THRESHOLD_MS + 1000), T0)).toBe(false);
  });

  it('is true at 5 minutes or less, and once expired', () => {
    expect(needsRefresh(makeJwt(T0 + REFRESH_THRESHOLD_MS), T0)).toBe(true);
    expect(needsRefresh(makeJwt(T0 + 4 * MINUTE), T0)).toBe(true);
    expect(needsRefresh(makeJwt(T0 - MINUTE), T0)).toBe(true);
  });

  it('is false for a token it cannot read', () => {
    expect(needsRefresh('opaque-token', T0)).toBe(false);
  });
});

describe('initialization', () => {
  it('waits for INIT and is not initialized while restoring', async () => {
    const { actor, calls } = startSession({ restore: storedSession('access-1') });
    expect(actor.getSnapshot().value).toBe('notInitialized');
    expect(calls.restore).not.toHaveBeenCalled();
    actor.send({ type: 'INIT' });
    expect(actor.getSnapshot().value).toBe('initializing');
    expect(selectIsInitialized(actor.getSnapshot())).toBe(false);
    await settle();
    expect(selectIsInitialized(actor.getSnapshot())).toBe(true);
  });

  it('restores a stored session without writing it back', async () => {
    const stored = storedSession('access-1', 'refresh-1');
    const { actor, persistSession } = startSession({ restore: stored });
    actor.send({ type: 'INIT' });
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(selectIsAuthenticated(snapshot)).toBe(true);
    expect(selectUser(snapshot)).toEqual(testUser);
    expect(selectAccessToken(snapshot)).toBe('access-1');
    expect(snapshot.context.refreshToken).toBe('refresh-1');
    expect(selectAbilityRules(snapshot)).toEqual(loginRules);
    expect(snapshot.context.lastActivityAt).toBe(T0);
    expect(persistSession).not.toHaveBeenCalled();
  });

  it('ends unauthenticated when nothing is stored', async () => {
    const { actor } = startSession({ restore: null });
    actor.send({ type: 'INIT' });
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(selectIsInitialized(snapshot)).toBe(true);
    expect(selectIsAuthenticated(snapshot)).toBe(false);
    expect(selectEndReason(snapshot)).toBeNull();
  });

  it('treats unreadable storage as no session', async () => {
    const { actor } = startSession({ restore: new Error('bad cookie') });
    actor.send({ type: 'INIT' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
  });

  it('initializes once: INIT while or after initializing is ignored', async () => {
    const { actor, calls } = startSession({ restore: storedSession('access-1') });
    actor.send({ type: 'INIT' });
    actor.send({ type: 'INIT' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'INIT' });
    await settle();
    expect(calls.restore).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });
});

describe('login', () => {
  it('stores user, tokens and rules on success', async () => {
    const accessToken = makeJwt(T0 + 60 * MINUTE);
    const { actor, calls, persistSession } = startSession({ accessToken });
    actor.send({ type: 'INIT' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    actor.send({ type: 'LOGIN', email: GOOD_EMAIL, password: 'correct horse' });
    expect(actor.getSnapshot().value).toBe('authenticating');
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));

    expect(calls.login).toHaveBeenCalledWith({ email: GOOD_EMAIL, password: 'correct horse' });
    const expected: StoredSession = {
      user: testUser,
      accessToken,
      refreshToken: 'refresh-1',
      abilityRules: loginRules,
    };
    expect(persistSession).toHaveBeenCalledTimes(1);
    expect(persistSession).toHaveBeenCalledWith(expected);
    expect(selectUser(snapshot)).toEqual(testUser);
    expect(selectAccessToken(snapshot)).toBe(accessToken);
    expect(selectAbilityRules(snapshot)).toEqual(loginRules);
    expect(JSON.stringify(snapshot.context)).not.toContain('correct horse');
  });

  it('keeps the raw error body on failure, and clears it on the next attempt', async () => {
    const { actor, persistSession } = startSession();
    actor.send({ type: 'INIT' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    actor.send({ type: 'LOGIN', email: BAD_EMAIL, password: 'wrong' });
    const failed = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(selectLoginError(failed)).toEqual(LOGIN_ERROR);
    expect(selectUser(failed)).toBeNull();
    expect(persistSession).not.toHaveBeenCalled();

    actor.send({ type: 'LOGIN', email: GOOD_EMAIL, password: 'right' });
    expect(selectLoginError(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.matches('authenticated'));
  });

  it('ignores LOGIN before initialization and while authenticated', async () => {
    const { actor, calls } = startSession();
    actor.send({ type: 'LOGIN', email: GOOD_EMAIL, password: 'x' });
    expect(actor.getSnapshot().value).toBe('notInitialized');
    const session = await loggedIn();
    session.actor.send({ type: 'LOGIN', email: GOOD_EMAIL, password: 'x' });
    expect(session.calls.login).toHaveBeenCalledTimes(1);
    expect(calls.login).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('calls the logout actor with the tokens, then clears everything', async () => {
    const { actor, calls, clearSession, ended } = await loggedIn();
    const { accessToken } = actor.getSnapshot().context;
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));

    expect(calls.logout).toHaveBeenCalledWith({ accessToken, refreshToken: 'refresh-1' });
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(snapshot.context).toMatchObject({
      user: null,
      accessToken: null,
      refreshToken: null,
      abilityRules: [],
      retries: 0,
      lastActivityAt: null,
      reason: 'logout',
    });
    expect(ended).toEqual(['logout']);
  });

  it('clears even when the logout call fails', async () => {
    const { actor, calls, clearSession } = await loggedIn({ logoutFails: true });
    actor.send({ type: 'LOGOUT' });
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(calls.logout).toHaveBeenCalledTimes(1);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(snapshot)).toBe(false);
    expect(selectAccessToken(snapshot)).toBeNull();
  });
});

describe('refresh', () => {
  it('runs one refresh however many REFRESH events arrive meanwhile', async () => {
    const pending = deferred<TokenPair>();
    const { actor, calls, persistSession } = await loggedIn({ refresh: () => pending.promise });
    persistSession.mockClear();
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'REFRESH' });
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
    await settle();
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(calls.refresh).toHaveBeenCalledWith({
      userId: testUser.id,
      accessToken: selectAccessToken(actor.getSnapshot()),
      refreshToken: 'refresh-1',
    });

    // What the HTTP client does: wait for the machine to leave `refreshing`, then read the token.
    const waiting = waitFor(actor, (s) => !selectIsRefreshing(s));
    pending.resolve({ access: 'access-2', refresh: 'refresh-2' });
    const snapshot = await waiting;
    expect(selectAccessToken(snapshot)).toBe('access-2');
    expect(snapshot.context.refreshToken).toBe('refresh-2');
    expect(persistSession).toHaveBeenCalledWith({
      user: testUser,
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      abilityRules: loginRules,
    });
    expect(calls.refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails', async () => {
    const { actor, clearSession, ended } = await loggedIn({
      refresh: () => Promise.reject({ detail: 'expired' }),
    });
    actor.send({ type: 'REFRESH' });
    const snapshot = await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(selectEndReason(snapshot)).toBe('refresh_failed');
    expect(selectAccessToken(snapshot)).toBeNull();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(ended).toEqual(['refresh_failed']);
  });

  it('ends the session without calling the API when no refresh token is stored', async () => {
    const { actor, calls } = startSession({ restore: storedSession('access-1', '') });
    actor.send({ type: 'INIT' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'REFRESH' });
    expect(selectEndReason(actor.getSnapshot())).toBe('refresh_failed');
    expect(calls.refresh).not.toHaveBeenCalled();
  });
});

describe('401 handling', () => {
  it('clears everything on token_not_valid', async () => {
    const { actor, clearSession, calls, ended } = await loggedIn();
    actor.send({ type: 'UNAUTHORIZED', code: 'token_not_valid' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('unauthenticated')).toBe(true);
    expect(selectEndReason(snapshot)).toBe('token_not_valid');
    expect(selectUser(snapshot)).toBeNull();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(calls.refresh).not.toHaveBeenCalled();
    expect(ended).toEqual(['token_not_valid']);
  });

  it('clears on token_not_valid even while a refresh is in flight', async () => {
    const { actor } = await loggedIn({ refresh: () => deferred<TokenPair>().promise });
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'UNAUTHORIZED', code: 'token_not_valid' });
    expect(selectEndReason(actor.getSnapshot())).toBe('token_not_valid');
  });

  it('answers token_expired with a refresh instead of ending the session', async () => {
    const { actor, calls, clearSession, ended } = await loggedIn();
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'UNAUTHORIZED', code: 'token_expired' });
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (s) => !selectIsRefreshing(s));
    expect(selectIsAuthenticated(snapshot)).toBe(true);
    expect(selectAccessToken(snapshot)).toContain('.');
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(clearSession).not.toHaveBeenCalled();
    expect(ended).toEqual([]);
  });

  it('answers other 401s with one refresh, counted once per burst', async () => {
    const { actor, calls } = await loggedIn();
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'UNAUTHORIZED' });
    expect(actor.getSnapshot().context.retries).toBe(1);
    await waitFor(actor, (s) => !selectIsRefreshing(s));
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
  });

  async function unauthorizedThenRefreshed(session: Session) {
    session.actor.send({ type: 'UNAUTHORIZED', code: 'authentication_failed' });
    await waitFor(session.actor, (s) => !selectIsRefreshing(s));
  }

  it(`logs out on the ${MAX_401_RETRIES + 1}th consecutive 401 without a success in between`, async () => {
    const session = await loggedIn();
    for (let i = 0; i < MAX_401_RETRIES; i += 1) await unauthorizedThenRefreshed(session);
    expect(selectIsAuthenticated(session.actor.getSnapshot())).toBe(true);
    expect(session.actor.getSnapshot().context.retries).toBe(MAX_401_RETRIES);

    session.actor.send({ type: 'UNAUTHORIZED' });
    const snapshot = session.actor.getSnapshot();
    expect(snapshot.matches('unauthenticated')).toBe(true);
    expect(selectEndReason(snapshot)).toBe('too_many_401');
    expect(session.calls.refresh).toHaveBeenCalledTimes(MAX_401_RETRIES);
    expect(session.clearSession).toHaveBeenCalledTimes(1);
    expect(session.ended).toEqual(['too_many_401']);
  });

  it('resets the counter after a successful request', async () => {
    const session = await loggedIn();
    for (let i = 0; i < MAX_401_RETRIES; i += 1) await unauthorizedThenRefreshed(session);
    session.actor.send({ type: 'REQUEST_SUCCEEDED' });
    expect(session.actor.getSnapshot().context.retries).toBe(0);
    for (let i = 0; i < MAX_401_RETRIES; i += 1) await unauthorizedThenRefreshed(session);
    expect(selectIsAuthenticated(session.actor.getSnapshot())).toBe(true);
    expect(session.calls.refresh).toHaveBeenCalledTimes(2 * MAX_401_RETRIES);
  });
});

describe('inactivity', () => {
  it('keeps a session idle for 29 minutes and closes it at the first check past 30', async () => {
    const { actor, clearSession, ended } = await loggedIn();
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);

    await vi.advanceTimersByTimeAsync(ACTIVITY_CHECK_INTERVAL_MS);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('unauthenticated')).toBe(true);
    expect(selectEndReason(snapshot)).toBe('inactive');
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(ended).toEqual(['inactive']);
  });

  it('keeps an active session', async () => {
    const { actor } = await loggedIn();
    for (let minute = 0; minute < 90; minute += 10) {
      await vi.advanceTimersByTimeAsync(10 * MINUTE);
      actor.send({ type: 'ACTIVITY' });
    }
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.lastActivityAt).toBe(T0 + 90 * MINUTE);

    // Idle from here: 30 minutes after the last activity, at the next check.
    await vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS + ACTIVITY_CHECK_INTERVAL_MS);
    expect(selectEndReason(actor.getSnapshot())).toBe('inactive');
  });

  it('measures idle time with the injected clock', async () => {
    let clock = T0;
    const { actor } = await loggedIn({ now: () => clock });
    clock += INACTIVITY_LIMIT_MS;
    await vi.advanceTimersByTimeAsync(ACTIVITY_CHECK_INTERVAL_MS - 1);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectEndReason(actor.getSnapshot())).toBe('inactive');
  });
});

describe('inactivity policy', () => {
  it("follows the organisation's limit from the login answer", async () => {
    const { actor } = await loggedIn({ inactivityMinutes: 10 });
    await vi.advanceTimersByTimeAsync(9 * MINUTE);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(MINUTE + ACTIVITY_CHECK_INTERVAL_MS);
    expect(selectEndReason(actor.getSnapshot())).toBe('inactive');
  });

  it('takes a changed limit from the next abilities load, and forgets it with the session', async () => {
    const { actor } = await loggedIn();
    actor.send({ type: 'ABILITIES_LOADED', rules: [], inactivityMinutes: 60 });
    await vi.advanceTimersByTimeAsync(INACTIVITY_LIMIT_MS + ACTIVITY_CHECK_INTERVAL_MS);
    expect(selectIsAuthenticated(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(60 * MINUTE - INACTIVITY_LIMIT_MS);
    expect(selectEndReason(actor.getSnapshot())).toBe('inactive');
    expect(actor.getSnapshot().context.inactivityLimitMs).toBe(INACTIVITY_LIMIT_MS);
  });

  it('keeps the limit it has when an abilities load carries none', async () => {
    const { actor } = await loggedIn({ inactivityMinutes: 45 });
    actor.send({ type: 'ABILITIES_LOADED', rules: [] });
    expect(actor.getSnapshot().context.inactivityLimitMs).toBe(45 * MINUTE);
  });
});

describe('refresh monitor', () => {
  it('refreshes a token expiring in 4 minutes within 60 seconds', async () => {
    const { actor, calls } = await loggedIn({ accessToken: makeJwt(T0 + 4 * MINUTE) });
    await vi.advanceTimersByTimeAsync(REFRESH_MONITOR_INTERVAL_MS - 1);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
    const snapshot = await waitFor(actor, (s) => !selectIsRefreshing(s));
    expect(needsRefresh(snapshot.context.accessToken ?? '', Date.now())).toBe(false);
  });

  it('leaves a fresh token alone until it nears expiry', async () => {
    const { calls } = await loggedIn({ accessToken: makeJwt(T0 + 10 * MINUTE) });
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REFRESH_MONITOR_INTERVAL_MS);
    expect(calls.refresh).toHaveBeenCalledTimes(1);
  });
});

describe('abilities and user', () => {
  it('ABILITIES_LOADED replaces and persists the rules', async () => {
    const { actor, persistSession } = await loggedIn();
    persistSession.mockClear();
    actor.send({ type: 'ABILITIES_LOADED', rules: loadedRules });
    expect(selectAbilityRules(actor.getSnapshot())).toEqual(loadedRules);
    expect(persistSession).toHaveBeenCalledWith(expect.objectContaining({ abilityRules: loadedRules }));
  });

  describe('ORGANIZATION_CHANGED', () => {
    const working = { ...testUser, working_organization: 2 };

    it('replaces and persists the rules and the user, and tells the caches to drop the old organisation', async () => {
      const { actor, persistSession } = await loggedIn();
      persistSession.mockClear();
      const announced = vi.fn();
      actor.on('ORGANIZATION_CHANGED', announced);
      actor.send({ type: 'ORGANIZATION_CHANGED', rules: loadedRules, user: working });
      const snapshot = actor.getSnapshot();
      expect(selectAbilityRules(snapshot)).toEqual(loadedRules);
      expect(selectUser(snapshot)).toEqual(working);
      expect(snapshot.context.rulesConfirmed).toBe(true);
      expect(persistSession).toHaveBeenCalledWith(
        expect.objectContaining({ abilityRules: loadedRules, user: working }),
      );
      expect(announced).toHaveBeenCalledTimes(1);
      // The session goes on: tokens and activity are untouched.
      expect(snapshot.matches({ authenticated: { tokens: 'idle' } })).toBe(true);
    });

    it('is ignored while logged out: nothing stored, nothing announced', async () => {
      const { actor, persistSession } = startSession();
      actor.send({ type: 'INIT' });
      await waitFor(actor, (s) => s.matches('unauthenticated'));
      const announced = vi.fn();
      actor.on('ORGANIZATION_CHANGED', announced);
      actor.send({ type: 'ORGANIZATION_CHANGED', rules: loadedRules, user: working });
      expect(selectUser(actor.getSnapshot())).toBeNull();
      expect(persistSession).not.toHaveBeenCalled();
      expect(announced).not.toHaveBeenCalled();
    });
  });

  it('USER_UPDATED replaces and persists the user', async () => {
    const { actor, persistSession } = await loggedIn();
    const renamed = { ...testUser, first_name: 'Augusta' };
    actor.send({ type: 'USER_UPDATED', user: renamed });
    expect(selectUser(actor.getSnapshot())).toEqual(renamed);
    expect(persistSession).toHaveBeenLastCalledWith(expect.objectContaining({ user: renamed }));
  });

  it('ignores rules while logged out', async () => {
    const { actor, persistSession } = startSession();
    actor.send({ type: 'INIT' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    actor.send({ type: 'ABILITIES_LOADED', rules: loadedRules });
    expect(selectAbilityRules(actor.getSnapshot())).toEqual([]);
    expect(persistSession).not.toHaveBeenCalled();
  });
});

describe('rules confirmed by the server', () => {
  async function restored() {
    const session = startSession({ restore: storedSession('access-1', 'refresh-1') });
    session.actor.send({ type: 'INIT' });
    await waitFor(session.actor, (s) => s.matches('authenticated'));
    return session;
  }

  it('holds restored rules as unconfirmed: they may predate a grant', async () => {
    const { actor } = await restored();
    expect(selectAbilityRules(actor.getSnapshot())).toEqual(loginRules);
    expect(selectRulesConfirmed(actor.getSnapshot())).toBe(false);
  });

  it('confirms them on an abilities load', async () => {
    const { actor } = await restored();
    actor.send({ type: 'ABILITIES_LOADED', rules: loadedRules });
    expect(selectRulesConfirmed(actor.getSnapshot())).toBe(true);
  });

  it('confirms the held rules when the abilities load failed, keeping them', async () => {
    const { actor, persistSession } = await restored();
    actor.send({ type: 'ABILITIES_UNAVAILABLE' });
    expect(selectRulesConfirmed(actor.getSnapshot())).toBe(true);
    expect(selectAbilityRules(actor.getSnapshot())).toEqual(loginRules);
    expect(persistSession).not.toHaveBeenCalled();
  });

  it("takes the login answer's rules as confirmed, and forgets that with the session", async () => {
    const { actor } = await loggedIn();
    expect(selectRulesConfirmed(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(selectRulesConfirmed(actor.getSnapshot())).toBe(false);
  });
});
