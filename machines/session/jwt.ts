import { REFRESH_THRESHOLD_MS } from './constants';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeBase64Url(segment: string): string {
  if (!BASE64URL.test(segment)) throw new Error('not base64url');
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  // atob yields one char per byte; claims may hold UTF-8 (names), so decode the bytes properly.
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function readClaim(token: string, claim: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null || !(claim in payload)) return undefined;
    return (payload as Record<string, unknown>)[claim];
  } catch {
    return undefined;
  }
}

function readNumericClaim(token: string, claim: string): number | null {
  const value = readClaim(token, claim);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The `sub` claim (the user id, as a string) of a JWT, unverified; null when unreadable. */
export function readJwtSubject(token: string): string | null {
  const value = readClaim(token, 'sub');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without verifying the signature:
 * the client only uses it to decide when to refresh, the server still checks the token.
 * Anything that is not a three-part token with a numeric `exp` gives null.
 */
export const readJwtExp = (token: string): number | null => readNumericClaim(token, 'exp');

/** When the token was signed, in milliseconds: `iat_ms` where the server sets it, else `iat`. */
function readJwtIssuedAtMs(token: string): number | null {
  const iatMs = readNumericClaim(token, 'iat_ms');
  if (iatMs !== null) return iatMs;
  const iat = readNumericClaim(token, 'iat');
  return iat === null ? null : iat * 1000;
}

/**
 * True when `token` was signed after `other`. The signing time, not the expiry, tells which is
 * newer: a security policy may shorten the lifetime of the tokens issued after it changed.
 * False when either time cannot be read.
 */
export function issuedAfter(token: string, other: string): boolean {
  const [a, b] = [readJwtIssuedAtMs(token), readJwtIssuedAtMs(other)];
  return a !== null && b !== null && a > b;
}

/**
 * True when the token expires within REFRESH_THRESHOLD_MS of `nowMs` (or already has).
 * An unreadable token gives false: refreshing cannot make it readable, and the server's 401
 * still leads to a refresh, so guessing here would only add a refresh before every request.
 */
export function needsRefresh(token: string, nowMs: number): boolean {
  const exp = readJwtExp(token);
  return exp !== null && exp * 1000 - nowMs <= REFRESH_THRESHOLD_MS;
}
