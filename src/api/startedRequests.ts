import type { StartedRequests } from '../early/firstRequests';

/** A response started this long ago is not taken: the app asks again. */
const TAKEN_WITHIN_MS = 10_000;

/**
 * The response of a request src/early/main.ts started before the app loaded, when `request` is
 * that same request (GET, same path and query, same token) and it was started recently; each is
 * given once, then forgotten. Undefined otherwise: the caller sends the request itself.
 */
export function takeStartedResponse(
  request: Request,
  started: StartedRequests | undefined,
  now: number,
): Promise<Response> | undefined {
  if (!started || request.method !== 'GET' || now - started.at > TAKEN_WITHIN_MS) return undefined;
  if (request.headers.get('Authorization') !== started.authorization) return undefined;
  const url = new URL(request.url);
  if (url.origin !== started.origin) return undefined;
  const key = url.pathname + url.search;
  const response = started.responses.get(key);
  started.responses.delete(key);
  return response;
}

/** The API client's fetch: a started response when there is one, else the network. */
export const fetchTakingStarted = (request: Request): Promise<Response> =>
  takeStartedResponse(request, window.__startedRequests, performance.now()) ?? fetch(request);
