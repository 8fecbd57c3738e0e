// Model-based test: the paths come from the session machine's own graph (./model.ts, through
// machines/testing, the project's one path generator), and every path is replayed on a real
// actor of the same machine whose API calls and cookie storage are fakes.
//
// An invoked actor's outcome is itself a model event (`xstate.done.actor.login` with an output,
// `xstate.error.actor.login` with an error), and so is each delay (`xstate.after.*`). Replaying
// a path, the executor of an outcome settles the matching pending call of the fake actor the
// real machine started, and the executor of a delay advances fake timers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { assertAllTransitionsCovered, replayPath } from '../testing';
import {
  comparableSessionContext as comparableContext,
  SESSION_DELAYS as DELAYS,
  SESSION_MODEL_EXCEPTIONS,
  SESSION_MODEL_NOW as NOW,
  sessionModelInput as input,
  sessionPaths,
  type ComparableSessionContext,
  type SessionModelEvent as ModelEvent,
} from './model';
import { selectIsAuthenticated, selectIsInitialized, selectIsRefreshing } from './selectors';
import type { SessionSnapshot } from './selectors';
import { sessionMachine } from './sessionMachine';
import type { SessionContext, SessionEndReason, SessionEvent, StoredSession } from './sessionMachine';

const paths = sessionPaths();

// --- the system under test: the same machine, with fakes behind `provide` -----------------

interface PendingCall {
  actor: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

function createSut() {
  const pending: PendingCall[] = [];
  const ended: SessionEndReason[] = [];
  let stored: StoredSession | null = null;

  // A call stays pending until the path says how it ends; a stopped actor withdraws its call.
  const controlled = <TOutput, TInput>(actor: string) =>
    fromPromise<TOutput, TInput>(
      ({ input: callInput, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: PendingCall = {
            actor,
            input: callInput,
            resolve: (o) => resolve(o as TOutput),
            reject,
          };
          pending.push(call);
          signal.addEventListener('abort', () => pending.splice(pending.indexOf(call), 1));
        }),
    );

  const machine = sessionMachine.provide({
    actors: {
      restoreSession: controlled('restoreSession'),
      login: controlled('login'),
      refreshTokens: controlled('refreshTokens'),
      logout: controlled('logout'),
    },
    actions: {
      persistSession: (_, session) => {
        stored = structuredClone(session);
      },
      clearSession: () => {
        stored = null;
      },
    },
  });
  const actor = createActor(machine, { input });
  actor.on('SESSION_ENDED', (event) => ended.push(event.reason));
  actor.start();

  function settle(actorName: string): PendingCall {
    const calls = pending.filter((call) => call.actor === actorName);
    expect(calls, `one pending ${actorName} call`).toHaveLength(1);
    const [call] = calls;
    pending.splice(pending.indexOf(call as PendingCall), 1);
    return call as PendingCall;
  }

  return {
    actor,
    pending,
    ended,
    get stored() {
      return stored;
    },
    /** The cookies the fake restoreSession "reads". */
    set stored(session: StoredSession | null) {
      stored = session;
    },
    settle,
  };
}

type Sut = ReturnType<typeof createSut>;
type ExpectedState = { value: unknown; context: ComparableSessionContext };
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function executor(sut: Sut) {
  return async (event: ModelEvent) => {
    const { type } = event;
    if (type.startsWith('xstate.done.actor.')) {
      const actorName = type.slice('xstate.done.actor.'.length);
      const { output } = event as { output: unknown };
      if (actorName === 'restoreSession') sut.stored = (output as StoredSession | null) ?? null;
      sut.settle(actorName).resolve(output);
      await flush();
    } else if (type.startsWith('xstate.error.actor.')) {
      sut.settle(type.slice('xstate.error.actor.'.length)).reject((event as { error: unknown }).error);
      await flush();
    } else if (type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(DELAYS[type] ?? Number.NaN);
    } else {
      sut.actor.send(event as SessionEvent);
    }
  };
}

function stateChecks(sut: Sut): Record<string, (expected: ExpectedState) => void> {
  const pendingActors = () => sut.pending.map((call) => call.actor);
  const onlyPending = (actorName: string) => expect(pendingActors()).toEqual([actorName]);
  const storedFrom = (context: SessionContext): StoredSession => ({
    user: context.user as StoredSession['user'],
    accessToken: context.accessToken as string,
    refreshToken: context.refreshToken ?? '',
    abilityRules: context.abilityRules,
  });

  // The real actor is where the model says it is, with the same context.
  const sameAsModel = (expected: ExpectedState) => {
    const real = sut.actor.getSnapshot();
    expect(real.value).toEqual(expected.value);
    expect(comparableContext(real.context)).toEqual(expected.context);
    expect(real.status).toBe('active');
    return real;
  };

  const check = (assertions: (real: SessionSnapshot) => void) => (expected: ExpectedState) => {
    assertions(sameAsModel(expected));
  };

  return {
    notInitialized: check((real) => {
      expect(selectIsInitialized(real)).toBe(false);
      expect(pendingActors()).toEqual([]);
    }),
    initializing: check((real) => {
      expect(selectIsInitialized(real)).toBe(false);
      onlyPending('restoreSession');
    }),
    unauthenticated: check((real) => {
      expect(selectIsInitialized(real)).toBe(true);
      expect(selectIsAuthenticated(real)).toBe(false);
      expect(pendingActors()).toEqual([]);
      expect(sut.stored).toBeNull();
      if (real.context.reason !== null) expect(sut.ended.at(-1)).toBe(real.context.reason);
    }),
    authenticating: check((real) => {
      expect(selectIsAuthenticated(real)).toBe(false);
      onlyPending('login');
      expect(sut.pending[0]?.input).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    }),
    'authenticated.tokens.idle': check((real) => {
      expect(selectIsAuthenticated(real)).toBe(true);
      expect(selectIsRefreshing(real)).toBe(false);
      expect(pendingActors()).toEqual([]);
      expect(sut.stored).toEqual(storedFrom(real.context));
    }),
    'authenticated.tokens.refreshing': check((real) => {
      expect(selectIsAuthenticated(real)).toBe(true);
      expect(selectIsRefreshing(real)).toBe(true);
      onlyPending('refreshTokens');
      expect(sut.pending[0]?.input).toEqual({
        userId: real.context.user?.id,
        accessToken: real.context.accessToken,
        refreshToken: real.context.refreshToken,
      });
      expect(sut.stored).toEqual(storedFrom(real.context));
    }),
    loggingOut: check((real) => {
      expect(selectIsAuthenticated(real)).toBe(false);
      onlyPending('logout');
      expect(sut.pending[0]?.input).toEqual({
        accessToken: real.context.accessToken,
        refreshToken: real.context.refreshToken,
      });
    }),
  };
}

describe('session machine model', () => {
  beforeAll(() => {
    vi.useFakeTimers({
      now: NOW,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it(`generates ${paths.length} paths that take every transition a frozen clock allows`, () => {
    assertAllTransitionsCovered(sessionMachine, paths, SESSION_MODEL_EXCEPTIONS);
  });

  it.each(paths.map((path, index) => [index + 1, path.description, path] as const))(
    'path %i: %s',
    async (_index, _label, path) => {
      vi.clearAllTimers();
      const sut = createSut();
      const checks = stateChecks(sut);
      try {
        await replayPath(path, {
          execute: executor(sut),
          check: (expected) => {
            const real = sut.actor.getSnapshot();
            const matching = Object.keys(checks).filter((key) => real.matches(key as never));
            expect(matching, JSON.stringify(real.value)).toHaveLength(1);
            checks[matching[0]!]!(expected);
          },
        });
      } finally {
        sut.actor.stop();
      }
    },
  );
});
