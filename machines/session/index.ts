// The session: tokens, user and ability rules. The app provides the actors (API calls) and the
// persistSession/clearSession actions (cookies) with `sessionMachine.provide(...)`, sends INIT
// once, and feeds REFRESH / UNAUTHORIZED / REQUEST_SUCCEEDED from its HTTP middleware.
export { sessionMachine, STORED_SESSION_TAMPERED } from './sessionMachine';
export type {
  HeldTokens,
  LoginCredentials,
  LoginResponse,
  SessionContext,
  SessionEmitted,
  SessionEndReason,
  SessionEvent,
  SessionInput,
  SessionTag,
  StoredSession,
  TokenPair,
} from './sessionMachine';
export * from './selectors';
export { issuedAfter, needsRefresh, readJwtExp, readJwtSubject } from './jwt';
export * from './constants';
