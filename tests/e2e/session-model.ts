// The browser's view of the session machine, for session-model.spec.ts: which events a browser
// can cause, and the paths through the real machine (machines/session) that cover them.
// Pure: no Playwright here, so the paths can also be listed with `tsx`.
import { transition } from 'xstate';
import type { ActorLogic, ActorScope } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { AdjacencyValue, StatePath, TestParam } from 'xstate/graph';
import { sessionMachine } from '../../machines/session';
import type { SessionSnapshot } from '../../machines/session';
import type { LoginResponse, SessionEvent, StoredSession, TokenPair } from '../../machines/session';
import { loginRules, makeJwt, testUser } from '../../machines/session/test-support';

const DEMO_EMAIL = 'admin@demo.local';
const DEMO_PASSWORD = 'demo12345';

// The model's clock is frozen; its tokens only have to be told apart and to be far from expiry
// (the browser's expiry is its own clock running past a real token's `exp`: see REFRESH).
const NOW = Date.UTC(2025, 0, 6, 9, 0, 0);
const input = { now: () => NOW };
const LOGIN_TOKEN = makeJwt(NOW + 15 * 60_000, { v: 'login' });
const REFRESHED_TOKEN = makeJwt(NOW + 15 * 60_000, { v: 'refreshed' });

/** The model's user; the page is checked against the demo account a path signs in with. */
const demoAdmin = { ...testUser, email: DEMO_EMAIL, role: 'admin' };

const loginOutput: LoginResponse = {
  user: demoAdmin,
  access_token: LOGIN_TOKEN,
  refresh_token: 'refresh-login',
  userAbilityRules: loginRules,
};
const refreshOutput: TokenPair = { access: REFRESHED_TOKEN, refresh: 'refresh-refreshed' };

/**
 * Events a browser causes. An invoked actor's outcome is a model event of its own (the API's
 * answer), as in the machine's unit model test. RELOAD is not a machine event: a page load
 * starts a new actor, sends it INIT and restores what the cookies hold (src/lib/session).
 */
export type BrowserEvent =
  | { type: 'LOGIN'; email: string; password: string }
  | { type: 'xstate.done.actor.login'; output: LoginResponse }
  | { type: 'xstate.error.actor.login'; error: unknown }
  | { type: 'REFRESH' }
  | { type: 'xstate.done.actor.refreshTokens'; output: TokenPair }
  | { type: 'xstate.error.actor.refreshTokens'; error: unknown }
  | { type: 'LOGOUT' }
  | { type: 'xstate.done.actor.logout'; output: undefined }
  | { type: 'xstate.error.actor.logout'; error: unknown }
  | { type: 'RELOAD' };

const machineEvents: Exclude<BrowserEvent, { type: 'RELOAD' }>[] = [
  { type: 'LOGIN', email: DEMO_EMAIL, password: DEMO_PASSWORD },
  { type: 'xstate.done.actor.login', output: loginOutput },
  {
    type: 'xstate.error.actor.login',
    error: { non_field_errors: ['Unable to log in with provided credentials.'] },
  },
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.refreshTokens', output: refreshOutput },
  {
    type: 'xstate.error.actor.refreshTokens',
    error: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
  },
  { type: 'LOGOUT' },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: 'network down' },
];

/** States a page can be reloaded in: nothing is in flight. */
export const isSettled = (snapshot: SessionSnapshot) =>
  snapshot.matches('unauthenticated') || snapshot.matches({ authenticated: { tokens: 'idle' } });

function storedFrom(snapshot: SessionSnapshot): StoredSession | null {
  const { user, accessToken, refreshToken, abilityRules } = snapshot.context;
  if (!snapshot.hasTag('authenticated') || !user || !accessToken) return null;
  return { user, accessToken, refreshToken: refreshToken ?? '', abilityRules };
}

/** What the app does on a page load: a new actor, INIT, and the cookies' session restored. */
function openApp(stored: StoredSession | null, scope: ActorScope<SessionSnapshot, SessionEvent>) {
  const fresh = sessionMachine.getInitialSnapshot(scope as never, input);
  const initializing = sessionMachine.transition(fresh, { type: 'INIT' }, scope as never);
  return sessionMachine.transition(
    initializing,
    { type: 'xstate.done.actor.restoreSession', output: stored } as never,
    scope as never,
  );
}

/**
 * The machine's own transition function, plus RELOAD. The model starts where a browser with no
 * cookies starts: the app opened (INIT) and nothing restored.
 */
const browserLogic = {
  getInitialSnapshot: (scope: ActorScope<SessionSnapshot, SessionEvent>) => openApp(null, scope),
  transition: (
    snapshot: SessionSnapshot,
    event: BrowserEvent,
    scope: ActorScope<SessionSnapshot, SessionEvent>,
  ): SessionSnapshot =>
    event.type === 'RELOAD'
      ? openApp(storedFrom(snapshot), scope)
      : sessionMachine.transition(snapshot, event as SessionEvent, scope as never),
} as unknown as ActorLogic<SessionSnapshot, BrowserEvent>;

/**
 * What the page can tell apart: the state, why the last session ended, a login error, and
 * whether the cookies hold the tokens of the login or of a refresh.
 */
const pageState = (snapshot: SessionSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    reason: snapshot.context.reason,
    loginFailed: snapshot.context.error !== null,
    tokens: { [LOGIN_TOKEN]: 'login', [REFRESHED_TOKEN]: 'refreshed' }[snapshot.context.accessToken ?? ''],
  });

/** Short names for the events, used in test titles. */
export function eventLabel(event: { type: string }): string {
  return event.type
    .replace(/^xstate\.init$/, 'open')
    .replace(/^xstate\.(done|error)\.actor\.(\w+)$/, '$2.$1')
    .replace(/^REFRESH$/, 'EXPIRE→REFRESH');
}

const model = new TestModel<SessionSnapshot, BrowserEvent, unknown>(browserLogic, {
  // Like createTestModel: one vertex per way into a state, so the shortest paths take every
  // transition, not only reach every state; self-loops (a reload while signed in) included.
  serializeState: (snapshot, event, previous) =>
    event && previous
      ? `${pageState(snapshot)} via ${eventLabel(event)} from ${pageState(previous)}`
      : pageState(snapshot),
  serializeEvent: (event) => JSON.stringify(event),
  stateMatcher: (snapshot, key) => snapshot.matches(key as never),
  events: (snapshot) => [
    ...machineEvents.filter((event) => snapshot.can(event as SessionEvent)),
    ...(isSettled(snapshot) ? [{ type: 'RELOAD' } as const] : []),
  ],
});

type ModelPath = StatePath<SessionSnapshot, BrowserEvent>;
export type BrowserPath = ModelPath & {
  test: (params: TestParam<SessionSnapshot, BrowserEvent>) => Promise<unknown>;
};

/**
 * A path that stops while a call is in flight (the shortest way to a transition already
 * continues elsewhere) is finished with that call's success, so every path ends settled.
 */
function settle(path: ModelPath): BrowserPath {
  const steps = [...path.steps];
  let { state } = path;
  while (!isSettled(state)) {
    const from = state;
    const success = machineEvents.find(
      (event) => event.type.startsWith('xstate.done.actor.') && from.can(event as SessionEvent),
    );
    if (!success) throw new Error(`no way on from ${JSON.stringify(state.value)}`);
    [state] = transition(browserLogic, state, success);
    steps.push({ state, event: success });
  }
  const settled = { state, steps, weight: steps.length };
  return { ...settled, test: (params) => model.testPath(settled, params) };
}

/** Shortest paths to every transition (one that starts another is dropped), each settled. */
export const browserPaths: BrowserPath[] = model.getShortestPaths().map(settle);

export const describePath = (path: BrowserPath) =>
  path.steps.map((step) => eventLabel(step.event)).join(' → ');

const transitionKey = (from: SessionSnapshot, event: BrowserEvent) =>
  `${pageState(from)} ${eventLabel(event)}`;

/** The (page state, event) pairs of the browser model that no path takes: none, or a bug here. */
export function untakenTransitions(paths: BrowserPath[]): string[] {
  const taken = new Set(
    paths.flatMap((path) =>
      path.steps.slice(1).map((step, index) => transitionKey(path.steps[index]!.state, step.event)),
    ),
  );
  const adjacency = model.getAdjacencyMap() as Record<string, AdjacencyValue<SessionSnapshot, BrowserEvent>>;
  const all = Object.values(adjacency).flatMap(({ state, transitions }) =>
    Object.values(transitions).map(({ event }) => transitionKey(state, event)),
  );
  return [...new Set(all)].filter((key) => !taken.has(key)).sort();
}
