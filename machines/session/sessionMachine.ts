import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { z } from 'zod';
import type { AbilityRule } from '../../domain/access';
import type { CurrentUser, LoginResponseSchema } from '../../domain/auth/schemas';
import { REFRESH_TOKEN_REUSED_CODE } from '../../domain/security/eventWords';
import {
  ACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_LIMIT_MS,
  MAX_401_RETRIES,
  REFRESH_MONITOR_INTERVAL_MS,
} from './constants';
import { needsRefresh } from './jwt';

/** What the app keeps in its cookies between page loads. */
export interface StoredSession {
  /** As login, sign-up and PATCH /auth/user/ answer it (with the organisation's name). */
  user: CurrentUser;
  accessToken: string;
  refreshToken: string;
  abilityRules: AbilityRule[];
}

export type LoginResponse = z.infer<typeof LoginResponseSchema>;
export interface LoginCredentials {
  email: string;
  password: string;
}
/** The tokens a session holds when it asks for new ones, and whose they are. */
export interface HeldTokens {
  userId: number | null;
  accessToken: string;
  refreshToken: string;
}
/** Answer of POST /api/auth/token/refresh/. */
export interface TokenPair {
  access: string;
  refresh: string;
}

export type SessionEndReason =
  | 'logout'
  | 'refresh_failed'
  | 'token_not_valid'
  | 'too_many_401'
  | 'inactive'
  /** The server took the refresh token for a stolen one (presented after its exchange). */
  | 'refresh_token_reused'
  /** The stored session failed its integrity check: edited outside the app. */
  | 'session_tampered';

/** The `code` of the error `restoreSession` rejects with when the stored session was tampered with. */
export const STORED_SESSION_TAMPERED = 'session_tampered';

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

export interface SessionInput {
  /** Clock used for inactivity and token expiry; tests pass a controllable one. */
  now?: () => number;
}

export interface SessionContext {
  user: CurrentUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  abilityRules: AbilityRule[];
  /**
   * The server has had its say on the rules since the app started: they came with the login or an
   * abilities load, or that load failed and the held ones stand. Until then they are the stored
   * ones, which may predate a right granted since, so a denial on them is not final.
   */
  rulesConfirmed: boolean;
  /** Raw error body of the last failed login, for the form to display. */
  error: unknown;
  /** Why the last session ended; the app keeps the wanted path unless it was a logout. */
  reason: SessionEndReason | null;
  /** 401-triggered refreshes since the last successful request. */
  retries: number;
  lastActivityAt: number | null;
  /** The organisation's session policy (spec §9 default: 30 minutes), from login and abilities. */
  inactivityLimitMs: number;
  now: () => number;
}

export type SessionEvent =
  | { type: 'INIT' }
  | { type: 'LOGIN'; email: string; password: string }
  | { type: 'LOGOUT' }
  /** Sent by the HTTP client before a request whose access token `needsRefresh`. */
  | { type: 'REFRESH' }
  /**
   * Sent by the HTTP client on a 401, with the body's `code`: `token_not_valid` ends the session,
   * any other (`token_expired`: the token ran out on the way) is answered by a refresh.
   */
  | { type: 'UNAUTHORIZED'; code?: string | undefined }
  | { type: 'REQUEST_SUCCEEDED' }
  /** User input, throttled by the app. */
  | { type: 'ACTIVITY' }
  /**
   * The user chose another organisation to work in (PUT /auth/working-organization/ answered):
   * the answer's user and rules replace the held ones, and whoever caches data of the old
   * organisation is told to drop it (`ORGANIZATION_CHANGED` is emitted).
   */
  | { type: 'ORGANIZATION_CHANGED'; rules: AbilityRule[]; user: CurrentUser }
  | { type: 'ABILITIES_LOADED'; rules: AbilityRule[]; inactivityMinutes?: number | undefined }
  /** GET /auth/abilities/ failed: the rules held stand. */
  | { type: 'ABILITIES_UNAVAILABLE' }
  /** PATCH /auth/user/ answered: its response replaces the stored user. */
  | { type: 'USER_UPDATED'; user: CurrentUser };

export type SessionEmitted =
  | { type: 'SESSION_ENDED'; reason: SessionEndReason }
  /** The rules and user are the new organisation's: caches of server data and permissions are stale. */
  | { type: 'ORGANIZATION_CHANGED' };

/**
 * `initialized`: the stored session has been looked at (route guards may decide);
 * `busy`: an actor is in flight; `refreshing`: requests should wait for new tokens.
 */
export type SessionTag = 'initialized' | 'authenticated' | 'refreshing' | 'busy';

const noSession = {
  user: null,
  accessToken: null,
  refreshToken: null,
  abilityRules: [],
  rulesConfirmed: false,
  retries: 0,
  lastActivityAt: null,
  inactivityLimitMs: INACTIVITY_LIMIT_MS,
} satisfies Partial<SessionContext>;

const inactivityLimit = (minutes: number | undefined, current: number) =>
  minutes !== undefined && minutes > 0 ? minutes * 60_000 : current;

function fromLoginResponse(response: LoginResponse): StoredSession {
  return {
    user: response.user,
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    abilityRules: response.userAbilityRules,
  };
}

function toStoredSession(context: SessionContext): StoredSession {
  // Only reachable from authenticated states, where login or restore filled these in.
  if (context.user === null || context.accessToken === null) throw new Error('No session to persist');
  return {
    user: context.user,
    accessToken: context.accessToken,
    refreshToken: context.refreshToken ?? '',
    abilityRules: context.abilityRules,
  };
}

const persist = {
  type: 'persistSession',
  params: ({ context }: { context: SessionContext }) => toStoredSession(context),
} as const;

/** Every way out of a session: wipe storage and context, tell the app why. */
const endSession = (reason: SessionEndReason) =>
  [
    { type: 'clearSession' },
    { type: 'resetSession', params: { reason } },
    { type: 'announceEnd', params: { reason } },
  ] as const;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`session actor "${name}" is not provided`));

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput | undefined,
    emitted: {} as SessionEmitted,
    tags: {} as SessionTag,
  },
  // Placeholders so the machine runs in the visualiser; the app and the tests `provide` these.
  actors: {
    /** The stored session, or null (none, or its refresh token has expired). */
    restoreSession: fromPromise<StoredSession | null>(async () => null),
    /** POST /auth/login/; rejects with the API error body. */
    login: fromPromise<LoginResponse, LoginCredentials>(notProvided('login')),
    /**
     * New tokens for the held ones: POST /auth/token/refresh/, or tokens another tab of the same
     * sign-in has already obtained (the app shares refreshes between tabs).
     */
    refreshTokens: fromPromise<TokenPair, HeldTokens>(notProvided('refreshTokens')),
    /** POST /auth/logout/; needs the access token for its authorization header. */
    logout: fromPromise<void, { accessToken: string | null; refreshToken: string | null }>(
      async () => undefined,
    ),
  },
  actions: {
    persistSession: (_, _session: StoredSession) => {},
    clearSession: () => {},
    resetSession: assign((_, params: { reason: SessionEndReason }) => ({
      ...noSession,
      error: null,
      reason: params.reason,
    })),
    announceEnd: emit((_, params: { reason: SessionEndReason }) => ({
      type: 'SESSION_ENDED' as const,
      reason: params.reason,
    })),
    recordActivity: assign({ lastActivityAt: ({ context }) => context.now() }),
    countUnauthorized: assign({ retries: ({ context }) => context.retries + 1 }),
    resetRetries: assign({ retries: 0 }),
    storeRules: assign({
      abilityRules: ({ event }) => {
        assertEvent(event, ['ORGANIZATION_CHANGED', 'ABILITIES_LOADED']);
        return event.rules;
      },
      rulesConfirmed: true,
      // A policy change reaches a running session with the next abilities load.
      inactivityLimitMs: ({ event, context }) =>
        event.type === 'ABILITIES_LOADED'
          ? inactivityLimit(event.inactivityMinutes, context.inactivityLimitMs)
          : context.inactivityLimitMs,
    }),
    storeUser: assign({
      user: ({ event }) => {
        assertEvent(event, ['USER_UPDATED', 'ORGANIZATION_CHANGED']);
        return event.user;
      },
    }),
    announceOrganizationChange: emit({ type: 'ORGANIZATION_CHANGED' as const }),
  },
  guards: {
    hasRefreshToken: ({ context }) => !!context.refreshToken,
    isTokenNotValid: ({ event }) => event.type === 'UNAUTHORIZED' && event.code === 'token_not_valid',
    retriesExhausted: ({ context }) => context.retries >= MAX_401_RETRIES,
    hasRetries: ({ context }) => context.retries > 0,
    accessTokenNeedsRefresh: ({ context }) =>
      context.accessToken !== null && needsRefresh(context.accessToken, context.now()),
    isInactive: ({ context }) =>
      context.lastActivityAt !== null && context.now() - context.lastActivityAt >= context.inactivityLimitMs,
  },
  delays: {
    ACTIVITY_CHECK: ACTIVITY_CHECK_INTERVAL_MS,
    REFRESH_MONITOR: REFRESH_MONITOR_INTERVAL_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...noSession, error: null, reason: null, now: input?.now ?? Date.now }),
  initial: 'notInitialized',
  states: {
    notInitialized: {
      on: { INIT: 'initializing' },
    },
    initializing: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'authenticated',
            actions: assign(({ event }) => event.output ?? {}),
          },
          { target: 'unauthenticated' },
        ],
        onError: [
          {
            // Said as such on the sign-in page, and the storage is wiped like any session's end.
            guard: ({ event }) => errorCode(event.error) === STORED_SESSION_TAMPERED,
            target: 'unauthenticated',
            actions: endSession('session_tampered'),
          },
          // Unreadable storage is the same as no session: the user logs in again.
          { target: 'unauthenticated' },
        ],
      },
    },
    unauthenticated: {
      tags: ['initialized'],
      on: {
        LOGIN: { target: 'authenticating', actions: assign({ error: null, reason: null }) },
      },
    },
    authenticating: {
      tags: ['initialized', 'busy'],
      invoke: {
        id: 'login',
        src: 'login',
        // The password is taken from the event and never kept in context.
        input: ({ event }) => {
          assertEvent(event, 'LOGIN');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'authenticated',
          actions: [
            assign(({ event, context }) => ({
              ...fromLoginResponse(event.output),
              rulesConfirmed: true,
              inactivityLimitMs: inactivityLimit(
                event.output.session_inactivity_minutes,
                context.inactivityLimitMs,
              ),
            })),
            persist,
          ],
        },
        onError: {
          target: 'unauthenticated',
          actions: assign({ error: ({ event }) => event.error }),
        },
      },
    },
    authenticated: {
      tags: ['initialized', 'authenticated'],
      type: 'parallel',
      // Logging in or reopening the app counts as activity.
      entry: 'recordActivity',
      on: {
        LOGOUT: 'loggingOut',
        ACTIVITY: { actions: 'recordActivity' },
        REQUEST_SUCCEEDED: { guard: 'hasRetries', actions: 'resetRetries' },
        ORGANIZATION_CHANGED: { actions: ['storeRules', 'storeUser', persist, 'announceOrganizationChange'] },
        ABILITIES_LOADED: { actions: ['storeRules', persist] },
        ABILITIES_UNAVAILABLE: { actions: assign({ rulesConfirmed: true }) },
        USER_UPDATED: { actions: ['storeUser', persist] },
      },
      states: {
        tokens: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                REFRESH: [
                  { guard: 'hasRefreshToken', target: 'refreshing' },
                  { target: '#session.unauthenticated', actions: endSession('refresh_failed') },
                ],
                UNAUTHORIZED: [
                  {
                    guard: 'isTokenNotValid',
                    target: '#session.unauthenticated',
                    actions: endSession('token_not_valid'),
                  },
                  {
                    guard: 'retriesExhausted',
                    target: '#session.unauthenticated',
                    actions: endSession('too_many_401'),
                  },
                  { guard: 'hasRefreshToken', target: 'refreshing', actions: 'countUnauthorized' },
                  { target: '#session.unauthenticated', actions: endSession('refresh_failed') },
                ],
              },
              after: {
                REFRESH_MONITOR: [
                  { guard: and(['accessTokenNeedsRefresh', 'hasRefreshToken']), target: 'refreshing' },
                  {
                    guard: 'accessTokenNeedsRefresh',
                    target: '#session.unauthenticated',
                    actions: endSession('refresh_failed'),
                  },
                  // Re-entering restarts the delay, which makes the check periodic.
                  { target: 'idle', reenter: true },
                ],
              },
            },
            refreshing: {
              tags: ['refreshing', 'busy'],
              // REFRESH and other 401s are not handled here: requests failing together join
              // the refresh in flight instead of starting (or counting) their own.
              on: {
                UNAUTHORIZED: {
                  guard: 'isTokenNotValid',
                  target: '#session.unauthenticated',
                  actions: endSession('token_not_valid'),
                },
              },
              invoke: {
                id: 'refreshTokens',
                src: 'refreshTokens',
                input: ({ context }): HeldTokens => ({
                  userId: context.user?.id ?? null,
                  accessToken: context.accessToken ?? '',
                  refreshToken: context.refreshToken ?? '',
                }),
                onDone: {
                  target: 'idle',
                  // The 401 counter stays: only a request that succeeds with the new token
                  // proves the refresh helped (REQUEST_SUCCEEDED).
                  actions: [
                    assign({
                      accessToken: ({ event }) => event.output.access,
                      refreshToken: ({ event }) => event.output.refresh,
                    }),
                    persist,
                  ],
                },
                onError: [
                  {
                    guard: ({ event }) => errorCode(event.error) === REFRESH_TOKEN_REUSED_CODE,
                    target: '#session.unauthenticated',
                    actions: endSession('refresh_token_reused'),
                  },
                  { target: '#session.unauthenticated', actions: endSession('refresh_failed') },
                ],
              },
            },
          },
        },
        activity: {
          initial: 'watching',
          states: {
            watching: {
              after: {
                ACTIVITY_CHECK: [
                  {
                    guard: 'isInactive',
                    target: '#session.unauthenticated',
                    actions: endSession('inactive'),
                  },
                  { target: 'watching', reenter: true },
                ],
              },
            },
          },
        },
      },
    },
    loggingOut: {
      tags: ['initialized', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ accessToken: context.accessToken, refreshToken: context.refreshToken }),
        // The spec: a failed logout call is ignored and local data is cleared all the same.
        onDone: { target: 'unauthenticated', actions: endSession('logout') },
        onError: { target: 'unauthenticated', actions: endSession('logout') },
      },
    },
  },
});
