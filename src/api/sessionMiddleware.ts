import type { Middleware } from 'openapi-fetch';
import type { SecurityMonitor } from '../security/monitor';
import { isPublicAuthPath, RETRYABLE_STATUSES, transientRetriesFor } from './requestPolicy';
import { readyAccessToken, type SessionActor } from './sessionAccess';

export type RequestMonitor = Pick<SecurityMonitor, 'log' | 'recordRequest'>;

interface InFlight {
  /** An unsent copy: a request body can be read only once, and a retry needs it again. */
  template: Request;
  /** Public auth endpoints get neither the session's token nor its 401 handling. */
  isPublic: boolean;
  /** The access token the last attempt carried; null for none. */
  token: string | null;
  /** One retry after a 401 answered by a refresh. */
  authRetries: number;
  /** Spec §9: reads get one more try on a transient status or a network error, writes none. */
  transientRetries: number;
}

type Fetch = (request: Request) => Promise<Response>;

function setAuthorization(headers: Headers, token: string | null) {
  if (token === null) headers.delete('Authorization');
  else headers.set('Authorization', `Bearer ${token}`);
}

async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string') {
      return body.code;
    }
  } catch {
    // Not JSON: no code.
  }
  return undefined;
}

const isAbort = (error: unknown, request: Request) =>
  request.signal.aborted || (error instanceof Error && error.name === 'AbortError');

/**
 * Ties requests to the session actor: bearer token, refresh before expiry, refresh-and-retry on
 * 401, REQUEST_SUCCEEDED on success, and the spec's retries for reads.
 */
export function sessionMiddleware(session: SessionActor, monitor?: RequestMonitor): Middleware {
  const inFlight = new Map<string, InFlight>();

  const take = (id: string) => {
    const entry = inFlight.get(id);
    inFlight.delete(id);
    return entry;
  };

  const reportNetworkError = (request: Request, error: unknown) => {
    monitor?.log('network_error', 'low', {
      method: request.method,
      // The path only: query strings may carry personal data.
      path: new URL(request.url).pathname,
      message: error instanceof Error ? error.message : String(error),
    });
  };

  async function resend(entry: InFlight, fetch: Fetch): Promise<Response> {
    const request = entry.template.clone();
    if (!entry.isPublic) {
      entry.token = await readyAccessToken(session);
      setAuthorization(request.headers, entry.token);
    }
    try {
      return await fetch(request);
    } catch (error) {
      if (!isAbort(error, request)) reportNetworkError(request, error);
      throw error;
    }
  }

  /** The response the caller gets: after at most one 401 retry and one transient retry. */
  async function settle(entry: InFlight, first: Response, fetch: Fetch): Promise<Response> {
    let response = first;
    for (;;) {
      if (response.ok) {
        if (entry.token !== null) session.send({ type: 'REQUEST_SUCCEEDED' });
        return response;
      }
      if (response.status === 401 && entry.token !== null) {
        if (!(await mayRetryAfter401(entry, response))) return response;
        entry.authRetries -= 1;
        response = await resend(entry, fetch);
        continue;
      }
      if (entry.transientRetries > 0 && RETRYABLE_STATUSES.has(response.status)) {
        entry.transientRetries -= 1;
        response = await resend(entry, fetch);
        continue;
      }
      return response;
    }
  }

  async function mayRetryAfter401(entry: InFlight, response: Response): Promise<boolean> {
    const current = session.getSnapshot().context.accessToken;
    // The token was replaced while this request was out (another 401 or the expiry check
    // refreshed it): the answer is about the old token, so just try the new one.
    if (current !== null && current !== entry.token) return entry.authRetries > 0;
    // The machine refreshes, or ends the session (token_not_valid, no refresh token, too many
    // 401s), which leaves no token to retry with. While a refresh is in flight it ignores this,
    // so requests failing together share one refresh.
    session.send({ type: 'UNAUTHORIZED', code: await errorCode(response) });
    if (entry.authRetries === 0) return false;
    const token = await readyAccessToken(session);
    return token !== null && token !== entry.token;
  }

  return {
    async onRequest({ request, schemaPath, id }) {
      monitor?.recordRequest();
      const isPublic = isPublicAuthPath(schemaPath);
      const token = isPublic ? null : await readyAccessToken(session);
      if (!isPublic) setAuthorization(request.headers, token);
      inFlight.set(id, {
        template: request.clone(),
        isPublic,
        token,
        authRetries: 1,
        transientRetries: transientRetriesFor(request.method),
      });
      return request;
    },

    async onResponse({ response, id, options }) {
      const entry = take(id);
      // No entry: onError already produced this response and settled it.
      return entry ? settle(entry, response, options.fetch) : undefined;
    },

    async onError({ request, error, id, options }) {
      const entry = take(id);
      if (!entry || isAbort(error, request)) return undefined;
      if (entry.transientRetries === 0) {
        reportNetworkError(request, error);
        return error instanceof Error ? error : undefined;
      }
      entry.transientRetries -= 1;
      return settle(entry, await resend(entry, options.fetch), options.fetch);
    },
  };
}
