import { REFRESH_THRESHOLD_MS } from './constants';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeBase64Url(segment: string): string {
  if (!BASE64URL.test(segment)) throw new Error('not base64url');
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  // atob yields one char per byte; claims may hold UTF-8 (names), so decode the bytes properly.
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without verifying the signature:
 * the client only uses it to decide when to refresh, the server still checks the token.
 * Anything that is not a three-part token with a numeric `exp` gives null.
 */
export function readJwtExp(token: string): number | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null || !('exp' in payload)) return null;
    const { exp } = payload;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
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
