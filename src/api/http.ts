import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';
import type { SessionActor } from './sessionAccess';
import { sessionMiddleware, type RequestMonitor } from './sessionMiddleware';

export type ApiClient = Client<paths>;
export type { SessionActor } from './sessionAccess';
export type { RequestMonitor } from './sessionMiddleware';

export interface ApiClientOptions {
  /** The running session actor (`machines/session`), already sent INIT by the app. */
  session: SessionActor;
  /** Defaults to the global fetch; tests pass a fake. */
  fetch?: (request: Request) => Promise<Response>;
  /** Defaults to '/' (same origin). */
  baseUrl?: string;
  /** Receives recordRequest() per request, network_error and token_refresh_failed. */
  monitor?: RequestMonitor;
}

/** The typed API client, with its token, refreshes, 401 handling and retries from the session. */
export function createApiClient({ session, fetch, baseUrl = '/', monitor }: ApiClientOptions): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch });
  client.use(sessionMiddleware(session, monitor));
  if (monitor) {
    // Listening to the machine rather than to requests: several requests may be waiting on the
    // same failed refresh, and the machine's own expiry check can refresh with no request at all.
    session.on('SESSION_ENDED', ({ reason }) => {
      if (reason === 'refresh_failed') monitor.log('token_refresh_failed', 'medium', { reason });
      // Someone else holds this sign-in's refresh token. The server revoked the sign-in and
      // recorded the incident as it answered, which this session has no token left to report.
      if (reason === 'refresh_token_reused') {
        monitor.log('token_refresh_failed', 'critical', { reason }, { recordedByServer: true });
      }
    });
  }
  return client;
}
