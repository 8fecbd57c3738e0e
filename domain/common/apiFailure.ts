/**
 * A failed API call as the SPA's actors report it: the HTTP status (0 when no answer came) and
 * the answer's body (`{"field": ["message"]}`, `{"detail": "…"}`, or nothing).
 */
export interface ApiFailure {
  status: number;
  body: unknown;
}

export const isApiFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { status?: unknown }).status === 'number' &&
  'body' in value;

/**
 * Whether trying again can help: no answer came, the server failed (5xx), or it asked to wait
 * (408, 429). Any other refusal (400, 403, 404, 409…) would be refused again.
 */
export const mayRetry = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;
