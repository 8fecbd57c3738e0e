import {
  issuedAfter,
  SESSION_MAX_AGE_SECONDS,
  type StoredSession,
  type TokenPair,
} from '../../../machines/session';
import { readCookie, SESSION_COOKIES } from './sessionCookies';
import { checkStoredSession, type StoredSessionVerdict } from './storedSessionCheck';

// Secure and SameSite=Lax (spec §9); browsers accept Secure cookies on http://localhost.
function writeCookie(name: string, value: string, maxAge = SESSION_MAX_AGE_SECONDS) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax; Secure`;
}

/** The stored session and whether it is what the app wrote (see `checkStoredSession`). */
export function inspectStoredSession(): StoredSessionVerdict {
  return checkStoredSession({
    user: readCookie(document.cookie, SESSION_COOKIES.user),
    accessToken: readCookie(document.cookie, SESSION_COOKIES.accessToken),
    refreshToken: readCookie(document.cookie, SESSION_COOKIES.refreshToken),
    abilityRules: readCookie(document.cookie, SESSION_COOKIES.abilityRules),
  });
}

/** The stored session when there is one the app wrote; null otherwise. */
export function readStoredSession(): StoredSession | null {
  const verdict = inspectStoredSession();
  return verdict.kind === 'intact' ? verdict.session : null;
}

export function writeStoredTokens(tokens: TokenPair) {
  writeCookie(SESSION_COOKIES.accessToken, tokens.access);
  writeCookie(SESSION_COOKIES.refreshToken, tokens.refresh);
}

/**
 * Tokens newer than the tab's own, which another tab of the same user has refreshed, stay: a tab
 * saving its user or rules must not bring back a refresh token already rotated.
 */
export function writeStoredSession(session: StoredSession) {
  const stored = readStoredSession();
  const keepStoredTokens =
    stored !== null &&
    stored.user.id === session.user.id &&
    issuedAfter(stored.accessToken, session.accessToken);
  writeCookie(SESSION_COOKIES.user, JSON.stringify(session.user));
  if (!keepStoredTokens) writeStoredTokens({ access: session.accessToken, refresh: session.refreshToken });
  writeCookie(SESSION_COOKIES.abilityRules, JSON.stringify(session.abilityRules));
}

export function clearStoredSession() {
  for (const name of Object.values(SESSION_COOKIES)) writeCookie(name, '', 0);
}
