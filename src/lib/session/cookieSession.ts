import {
  issuedAfter,
  SESSION_MAX_AGE_SECONDS,
  type StoredSession,
  type TokenPair,
} from '../../../machines/session';
import { APP_STORAGE_PREFIX } from '../storageKeys';
import { checkStoredSession, type StoredSessionVerdict } from './storedSessionCheck';

// One cookie per part: a browser keeps at most ~4 KB per cookie, and ability rules can be long.
const KEYS = {
  user: `${APP_STORAGE_PREFIX}-userData`,
  accessToken: `${APP_STORAGE_PREFIX}-accessToken`,
  refreshToken: `${APP_STORAGE_PREFIX}-refreshToken`,
  abilityRules: `${APP_STORAGE_PREFIX}-userAbilityRules`,
} as const;

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  const part = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return part ? decodeURIComponent(part.slice(prefix.length)) : null;
}

// Secure and SameSite=Lax (spec §9); browsers accept Secure cookies on http://localhost.
function writeCookie(name: string, value: string, maxAge = SESSION_MAX_AGE_SECONDS) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax; Secure`;
}

/** The stored session and whether it is what the app wrote (see `checkStoredSession`). */
export function inspectStoredSession(): StoredSessionVerdict {
  return checkStoredSession({
    user: readCookie(KEYS.user),
    accessToken: readCookie(KEYS.accessToken),
    refreshToken: readCookie(KEYS.refreshToken),
    abilityRules: readCookie(KEYS.abilityRules),
  });
}

/** The stored session when there is one the app wrote; null otherwise. */
export function readStoredSession(): StoredSession | null {
  const verdict = inspectStoredSession();
  return verdict.kind === 'intact' ? verdict.session : null;
}

export function writeStoredTokens(tokens: TokenPair) {
  writeCookie(KEYS.accessToken, tokens.access);
  writeCookie(KEYS.refreshToken, tokens.refresh);
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
  writeCookie(KEYS.user, JSON.stringify(session.user));
  if (!keepStoredTokens) writeStoredTokens({ access: session.accessToken, refresh: session.refreshToken });
  writeCookie(KEYS.abilityRules, JSON.stringify(session.abilityRules));
}

export function clearStoredSession() {
  for (const name of Object.values(KEYS)) writeCookie(name, '', 0);
}
