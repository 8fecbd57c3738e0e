// Which requests the session middleware leaves alone, and which it may send twice (spec §9).

/**
 * Endpoints that must work without a session: a token on them would be stale by definition, and
 * waiting for a refresh before the refresh call itself would never end.
 */
export function isPublicAuthPath(schemaPath: string): boolean {
  return (
    schemaPath === '/api/auth/login/' ||
    schemaPath === '/api/auth/token/refresh/' ||
    schemaPath === '/api/auth/signup/' ||
    schemaPath.startsWith('/api/auth/password/reset/')
  );
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Statuses worth one more try: the server or a proxy says the same request may work later. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** A write is never repeated: the first attempt may have reached the server. */
export function transientRetriesFor(method: string): number {
  return WRITE_METHODS.has(method.toUpperCase()) ? 0 : 1;
}
