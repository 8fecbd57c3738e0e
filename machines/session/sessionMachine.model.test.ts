// Model-based test: the paths come from the session machine's own graph, and every path is
// replayed on a real actor of the same machine whose API calls and cookie storage are fakes.
//
// `createTestModel` refuses machines with `invoke` or `after` ("Invocations on test machines
// are not supported"), so the model is built with `TestModel`, the class it wraps, with the
// same kind of serialization and state matching. The machine is not changed for the test:
// an invoked actor's outcome is itself a model event (`xstate.done.actor.login` with an
// output, `xstate.error.actor.login` with an error), and so is each delay (`xstate.after.*`).
// Replaying a path, the executor of an outcome settles the matching pending call of the fake
// actor the real machine started, and the executor of a delay advances fake timers.
// Time in the model is frozen (the machine's injected clock), so it never sees idle time:
// the inactivity branch is covered by the unit tests.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ActorLogic, EventObject } from 'xstate';
import { TestModel, getStateNodes } from 'xstate/graph';
import type { EventExecutor, StatePath, TestParam } from 'xstate/graph';
import { ACTIVITY_CHECK_INTERVAL_MS, REFRESH_MONITOR_INTERVAL_MS } from './constants';
import { needsRefresh } from './jwt';
import { selectIsAuthenticated, selectIsInitialized, selectIsRefreshing } from './selectors';
import type { SessionSnapshot } from './selectors';
import { sessionMachine } from './sessionMachine';
import type {
  SessionContext,
  SessionEndReason,
  SessionEvent,
  SessionInput,
  StoredSession,
} from './sessionMachine';
import { loadedRules, loginResponse, makeJwt, storedSession, testUser } from './test-support';

const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);
const FRESH = makeJwt(NOW + 60 * 60_000, { v: 'login' });
const STALE = makeJwt(NOW + 4 * 60_000, { v: 'login' });
const REFRESHED = makeJwt(NOW + 60 * 60_000, { v: 'refreshed' });
const input: SessionInput = { now: () => NOW };

const ACTIVITY_CHECK = 'xstate.after.ACTIVITY_CHECK.session.authenticated.activity.watching';
const REFRESH_MONITOR = 'xstate.after.REFRESH_MONITOR.session.authenticated.tokens.idle';
const DELAYS: Record<string, number> = {
  [ACTIVITY_CHECK]: ACTIVITY_CHECK_INTERVAL_MS,
  [REFRESH_MONITOR]: REFRESH_MONITOR_INTERVAL_MS,
};

type ModelEvent =
  | SessionEvent
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

const modelEvents: ModelEvent[] = [
  { type: 'INIT' },
  { type: 'xstate.done.actor.restoreSession', output: storedSession(FRESH) },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.error.actor.restoreSession', error: 'unreadable cookie' },
  { type: 'LOGIN', email: 'ada@example.com', password: 'correct horse' },
  { type: 'xstate.done.actor.login', output: loginResponse(FRESH) },
  { type: 'xstate.done.actor.login', output: loginResponse(STALE) },
  {
    type: 'xstate.error.actor.login',
    error: { non_field_errors: ['Unable to log in with provided credentials.'] },
  },
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.refreshTokens', output: { access: REFRESHED, refresh: 'refresh-2' } },
  {
    type: 'xstate.error.actor.refreshTokens',
    error: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
  },
  { type: 'UNAUTHORIZED' },
  { type: 'UNAUTHORIZED', code: 'token_not_valid' },
  { type: 'REQUEST_SUCCEEDED' },
  { type: 'ABILITIES_LOADED', rules: loadedRules },
  { type: 'ORGANIZATION_CHANGED', rules: loadedRules, user: { ...testUser, working_organization: 2 } },
  { type: 'USER_UPDATED', user: { ...testUser, first_name: 'Augusta' } },
  { type: 'LOGOUT' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: 'network down' },
  { type: REFRESH_MONITOR },
  { type: ACTIVITY_CHECK },
];

type ComparableContext = Omit<SessionContext, 'now'>;
const comparableContext = ({ now: _clock, ...rest }: SessionContext): ComparableContext => rest;

const snapshotKey = (snapshot: SessionSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: comparableContext(snapshot.context) });

// Like createTestModel, a state reached by another transition counts as another vertex, so the
// shortest paths take every transition at least once, not only reach every state. Unlike it,
// transitions that change only context (a reset counter, new rules) count too.
function serializeState(
  snapshot: SessionSnapshot,
  event: ModelEvent | undefined,
  previous?: SessionSnapshot,
): string {
  const state = snapshotKey(snapshot);
  if (!event || !previous || snapshotKey(previous) === state) return state;
  return `${state} via ${JSON.stringify(event)} from ${JSON.stringify(previous.value)}`;
}

const tokenIsStale = (snapshot: SessionSnapshot) =>
  snapshot.context.accessToken !== null && needsRefresh(snapshot.context.accessToken, NOW);

// Rules and user updates only rewrite context. Following them further would replay the whole
// authenticated graph once more per combination of rules and user, so the traversal takes
// them from each token state before any 401 is counted, and stops after them.
const DATA_EVENTS: readonly string[] = ['ABILITIES_LOADED', 'ORGANIZATION_CHANGED', 'USER_UPDATED'];
const dataChanged = (snapshot: SessionSnapshot) =>
  JSON.stringify(snapshot.context.abilityRules) === JSON.stringify(loadedRules) ||
  snapshot.context.user?.first_name === 'Augusta';

const model = new TestModel<SessionSnapshot, ModelEvent, SessionInput>(
  // The graph walks the machine's pure transition function; the wider event type lets it send
  // the actor-outcome and delay events the machine reacts to.
  sessionMachine as unknown as ActorLogic<SessionSnapshot, ModelEvent, SessionInput>,
  {
    input,
    serializeState,
    serializeEvent: (event) => JSON.stringify(event),
    stateMatcher: (snapshot, key) => snapshot.matches(key as never),
    events: (snapshot) => modelEvents.filter((event) => snapshot.can(event as SessionEvent)),
    filterEvents: (snapshot, event) => {
      if (DATA_EVENTS.includes(event.type)) return snapshot.context.retries === 0;
      // The real actor has both timers running: advancing five minutes for the activity check
      // would fire the 60 s monitor first, which refreshes a stale token. Only the monitor is
      // modelled from there.
      return !(
        event.type === ACTIVITY_CHECK &&
        snapshot.matches({ authenticated: { tokens: 'idle' } }) &&
        tokenIsStale(snapshot)
      );
    },
    stopWhen: dataChanged,
  },
);

const paths = model.getShortestPaths();

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
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function executors(sut: Sut): TestParam<SessionSnapshot, ModelEvent>['events'] {
  const byType: Record<string, EventExecutor<SessionSnapshot, ModelEvent>> = {};
  for (const { type } of modelEvents) {
    if (type.startsWith('xstate.done.actor.')) {
      const actorName = type.slice('xstate.done.actor.'.length);
      byType[type] = async ({ event }) => {
        const { output } = event as { output: unknown };
        if (actorName === 'restoreSession') sut.stored = (output as StoredSession | null) ?? null;
        sut.settle(actorName).resolve(output);
        await flush();
      };
    } else if (type.startsWith('xstate.error.actor.')) {
      const actorName = type.slice('xstate.error.actor.'.length);
      byType[type] = async ({ event }) => {
        sut.settle(actorName).reject((event as { error: unknown }).error);
        await flush();
      };
    } else if (type.startsWith('xstate.after.')) {
      byType[type] = async () => {
        await vi.advanceTimersByTimeAsync(DELAYS[type] ?? Number.NaN);
      };
    } else {
      byType[type] = ({ event }) => {
        sut.actor.send(event as SessionEvent);
      };
    }
  }
  return byType as TestParam<SessionSnapshot, ModelEvent>['events'];
}

function stateChecks(sut: Sut): TestParam<SessionSnapshot, ModelEvent>['states'] {
  const pendingActors = () => sut.pending.map((call) => call.actor);
  const onlyPending = (actorName: string) => expect(pendingActors()).toEqual([actorName]);
  const storedFrom = (context: SessionContext): StoredSession => ({
    user: context.user as StoredSession['user'],
    accessToken: context.accessToken as string,
    refreshToken: context.refreshToken ?? '',
    abilityRules: context.abilityRules,
  });

  // The real actor is where the model says it is, with the same context.
  const sameAsModel = (expected: SessionSnapshot) => {
    const real = sut.actor.getSnapshot();
    expect(real.value).toEqual(expected.value);
    expect(comparableContext(real.context)).toEqual(comparableContext(expected.context));
    expect(real.status).toBe('active');
    return real;
  };

  const check = (assertions: (real: SessionSnapshot) => void) => (expected: SessionSnapshot) => {
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

const eventLabel = ({ type, ...payload }: EventObject & Record<string, unknown>) => {
  const short = type
    .replace(/^xstate\.(done|error)\.actor\.(\w+)$/, '$2.$1')
    .replace(/^xstate\.after\.(\w+)\..*$/, 'after $1');
  const output = payload.output as { access_token?: string } | null | undefined;
  const detail =
    'code' in payload
      ? `(${String(payload.code)})`
      : output === null
        ? '(null)'
        : output?.access_token === STALE
          ? '(expiring token)'
          : '';
  return `${short}${detail}`;
};
const describePath = (path: StatePath<SessionSnapshot, ModelEvent>) =>
  path.steps
    .slice(1)
    .map((step) => eventLabel(step.event))
    .join(' → ');

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

  it('generates paths that reach every state node and use every modelled event', () => {
    expect(paths.length).toBeGreaterThan(0);
    const reached = new Set(
      paths.flatMap((path) => path.steps.flatMap((step) => step.state._nodes.map((node) => node.id))),
    );
    const all = getStateNodes(sessionMachine.root).map((node) => node.id);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
    const used = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.event))));
    expect(modelEvents.filter((event) => !used.has(JSON.stringify(event)))).toEqual([]);
  });

  it.each(paths.map((path, index) => [index + 1, describePath(path), path] as const))(
    'path %i: %s',
    async (_index, _label, path) => {
      vi.clearAllTimers();
      const sut = createSut();
      try {
        await path.test({ states: stateChecks(sut), events: executors(sut) });
      } finally {
        sut.actor.stop();
      }
    },
  );
});
