// The session's test model, shared by the machine's model test and the QA plan: the events the
// app and the API can cause (an invoked actor's outcome and each delay are events of the
// machine), with sample payloads, and the paths through the real machine that take every
// transition. Time in the model is frozen (the machine's injected clock), so it never sees idle
// time: the inactivity branch is covered by the unit tests and the machine's rules.
import type { AnyMachineSnapshot } from 'xstate';
import { generateModelPaths } from '../testing';
import type { ActorOutcomeEvent, DelayEvent, ModelPath, ModelPathOptions } from '../testing';
import { ACTIVITY_CHECK_INTERVAL_MS, REFRESH_MONITOR_INTERVAL_MS } from './constants';
import { needsRefresh } from './jwt';
import { REFRESH_TOKEN_REUSED_CODE } from '../../domain/security/eventWords';
import { sessionMachine, STORED_SESSION_TAMPERED } from './sessionMachine';
import type { SessionContext, SessionEvent, SessionInput } from './sessionMachine';
import { loadedRules, loginResponse, makeJwt, storedSession, testUser } from './test-support';

export const SESSION_MODEL_NOW = Date.UTC(2025, 0, 6, 9, 0, 0);
export const FRESH_TOKEN = makeJwt(SESSION_MODEL_NOW + 60 * 60_000, { v: 'login' });
export const STALE_TOKEN = makeJwt(SESSION_MODEL_NOW + 4 * 60_000, { v: 'login' });
const REFRESHED_TOKEN = makeJwt(SESSION_MODEL_NOW + 60 * 60_000, { v: 'refreshed' });
export const sessionModelInput: SessionInput = { now: () => SESSION_MODEL_NOW };

export const ACTIVITY_CHECK = 'xstate.after.ACTIVITY_CHECK.session.authenticated.activity.watching';
export const REFRESH_MONITOR = 'xstate.after.REFRESH_MONITOR.session.authenticated.tokens.idle';
/** How far fake timers run for each delay event. */
export const SESSION_DELAYS: Record<string, number> = {
  [ACTIVITY_CHECK]: ACTIVITY_CHECK_INTERVAL_MS,
  [REFRESH_MONITOR]: REFRESH_MONITOR_INTERVAL_MS,
};

export type SessionModelEvent = SessionEvent | ActorOutcomeEvent | DelayEvent;

export const sessionModelEvents: SessionModelEvent[] = [
  { type: 'INIT' },
  { type: 'xstate.done.actor.restoreSession', output: storedSession(FRESH_TOKEN) },
  { type: 'xstate.done.actor.restoreSession', output: null },
  { type: 'xstate.error.actor.restoreSession', error: 'unreadable cookie' },
  { type: 'xstate.error.actor.restoreSession', error: { code: STORED_SESSION_TAMPERED } },
  { type: 'LOGIN', email: 'ada@example.com', password: 'correct horse' },
  { type: 'xstate.done.actor.login', output: loginResponse(FRESH_TOKEN) },
  { type: 'xstate.done.actor.login', output: loginResponse(STALE_TOKEN) },
  // A session without a refresh token (the server sent none) cannot renew itself.
  { type: 'xstate.done.actor.login', output: loginResponse(STALE_TOKEN, '') },
  {
    type: 'xstate.error.actor.login',
    error: { non_field_errors: ['Unable to log in with provided credentials.'] },
  },
  { type: 'REFRESH' },
  { type: 'xstate.done.actor.refreshTokens', output: { access: REFRESHED_TOKEN, refresh: 'refresh-2' } },
  {
    type: 'xstate.error.actor.refreshTokens',
    error: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
  },
  { type: 'xstate.error.actor.refreshTokens', error: { code: REFRESH_TOKEN_REUSED_CODE } },
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

/** The context as the model compares it: everything but the clock. */
export type ComparableSessionContext = Omit<SessionContext, 'now'>;
export const comparableSessionContext = ({
  now: _clock,
  ...rest
}: SessionContext): ComparableSessionContext => rest;

const tokenIsStale = (snapshot: AnyMachineSnapshot) => {
  const { accessToken } = snapshot.context as SessionContext;
  return accessToken !== null && needsRefresh(accessToken, SESSION_MODEL_NOW);
};

// Rules and user updates only rewrite context. Following them further would replay the whole
// authenticated graph once more per combination of rules and user, so the traversal takes
// them from each token state before any 401 is counted, and stops after them.
const DATA_EVENTS: readonly string[] = ['ABILITIES_LOADED', 'ORGANIZATION_CHANGED', 'USER_UPDATED'];
const dataChanged = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as SessionContext;
  return (
    JSON.stringify(context.abilityRules) === JSON.stringify(loadedRules) ||
    context.user?.first_name === 'Augusta'
  );
};

export const sessionModelOptions: ModelPathOptions<SessionModelEvent, ComparableSessionContext> = {
  input: sessionModelInput,
  events: sessionModelEvents,
  stateKey: (snapshot) => ({
    value: snapshot.value,
    context: comparableSessionContext(snapshot.context as SessionContext),
  }),
  context: comparableSessionContext as (context: never) => ComparableSessionContext,
  filterEvents: (snapshot, event) => {
    if (DATA_EVENTS.includes(event.type)) return (snapshot.context as SessionContext).retries === 0;
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
};

/**
 * The transitions no model path can take, and why: the model's clock is frozen, so a session is
 * never idle long enough (the machine's rules and unit tests take this one with a moving clock).
 */
export const SESSION_MODEL_EXCEPTIONS = [
  'session.authenticated.activity.watching on xstate.after.ACTIVITY_CHECK.session.authenticated.activity.watching#0',
];

/** Shortest paths through the session that together take every other transition. */
export const sessionPaths = (): ModelPath<SessionModelEvent, ComparableSessionContext>[] =>
  generateModelPaths(sessionMachine, sessionModelOptions);
