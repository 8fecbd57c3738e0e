import createClient from 'openapi-fetch';
import { createActor, fromPromise } from 'xstate';
import {
  sessionMachine,
  STORED_SESSION_TAMPERED,
  type HeldTokens,
  type LoginResponse,
  type TokenPair,
} from '../../../machines/session';
import type { paths } from '../../api/schema';
import {
  clearStoredSession,
  inspectStoredSession,
  readStoredSession,
  writeStoredSession,
  writeStoredTokens,
} from './cookieSession';
import { refreshAcrossTabs } from './refreshAcrossTabs';
import type { TamperProblem } from './storedSessionCheck';
import { runExclusiveAcrossTabs } from './runExclusiveAcrossTabs';

/**
 * The app's one session actor: the machine with the real API calls and cookie storage.
 * These calls use a bare client: they must not go through the middleware that refreshes
 * tokens, since the session machine itself drives them.
 */
export interface SessionActorHooks {
  /** The stored session failed its integrity check; it is wiped and the user signs in afresh. */
  onStoredSessionTampered?: (finding: { problem: TamperProblem; accessToken: string }) => void;
}

export function createSessionActor(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  baseUrl = '/',
  hooks: SessionActorHooks = {},
) {
  const bare = createClient<paths>({ baseUrl, fetch: fetchImpl });
  const refreshShared = refreshAcrossTabs({
    store: { read: readStoredSession, writeTokens: writeStoredTokens },
    runExclusive: runExclusiveAcrossTabs,
    refresh: async (refreshToken) => {
      const { data, error } = await bare.POST('/api/auth/token/refresh/', {
        body: { refresh: refreshToken },
      });
      if (data) return data;
      throw error;
    },
    now: Date.now,
  });
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () => {
        const verdict = inspectStoredSession();
        if (verdict.kind === 'tampered') {
          hooks.onStoredSessionTampered?.({ problem: verdict.problem, accessToken: verdict.accessToken });
          throw Object.assign(new Error('The stored session was edited outside the app'), {
            code: STORED_SESSION_TAMPERED,
          });
        }
        return verdict.kind === 'intact' ? verdict.session : null;
      }),
      login: fromPromise<LoginResponse, { email: string; password: string }>(async ({ input }) => {
        const { data, error } = await bare.POST('/api/auth/login/', { body: input });
        if (data) return data;
        throw error;
      }),
      refreshTokens: fromPromise<TokenPair, HeldTokens>(({ input, signal }) => refreshShared(input, signal)),
      logout: fromPromise<void, { accessToken: string | null; refreshToken: string | null }>(
        async ({ input }) => {
          await bare.POST('/api/auth/logout/', {
            body: input.refreshToken ? { refresh: input.refreshToken } : {},
            headers: input.accessToken ? { Authorization: `Bearer ${input.accessToken}` } : {},
          });
        },
      ),
    },
    actions: {
      persistSession: (_, session) => writeStoredSession(session),
      clearSession: () => clearStoredSession(),
    },
  });
  const actor = createActor(machine, { input: {} });
  actor.start();
  actor.send({ type: 'INIT' });
  return actor;
}

export type SessionActor = ReturnType<typeof createSessionActor>;
