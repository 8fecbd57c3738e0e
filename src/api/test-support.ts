// Fixtures for the API tests: a real session actor with controllable tokens, and a fake fetch.
// Not imported by the app.
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type HeldTokens, type TokenPair } from '../../machines/session';
import { makeJwt, storedSession } from '../../machines/session/test-support';

export const NOW = Date.parse('2030-01-01T00:00:00Z');
export const BASE_URL = 'http://api.test';

let issued = 0;
/** A distinct JWT that expires `ms` after NOW. */
export const tokenExpiringIn = (ms: number) => makeJwt(NOW + ms, { jti: `t${++issued}` });

export const TEN_MINUTES = 10 * 60_000;
export const FOUR_MINUTES = 4 * 60_000;

export interface TestSessionOptions {
  /** Null: no stored session (the user is logged out). */
  accessToken: string | null;
  refreshToken?: string;
  /** Answers POST /auth/token/refresh/; by default a fresh pair valid for 10 minutes. */
  refresh?: (refreshToken: string) => Promise<TokenPair>;
}

/** A started session actor, restored from storage and waiting for requests. */
export async function startTestSession({
  accessToken,
  refreshToken = 'refresh-1',
  refresh,
}: TestSessionOptions) {
  const refreshCalls: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(async () =>
        accessToken === null ? null : storedSession(accessToken, refreshToken),
      ),
      refreshTokens: fromPromise<TokenPair, HeldTokens>(async ({ input }) => {
        refreshCalls.push(input.refreshToken);
        if (refresh) return refresh(input.refreshToken);
        return { access: tokenExpiringIn(TEN_MINUTES), refresh: `refresh-${refreshCalls.length + 1}` };
      }),
    },
  });
  const session = createActor(machine, { input: { now: () => NOW } });
  session.start();
  session.send({ type: 'INIT' });
  await waitFor(session, (s) => s.hasTag('initialized'));
  return { session, refreshCalls };
}

export { deferred } from '../../machines/session/test-support';

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}

/** A fetch that records what it was sent and answers with `handler`. */
export function createFakeFetch(
  handler: (request: Request, seen: SeenRequest) => Response | Promise<Response>,
) {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      body: await request.text(),
    };
    seen.push(entry);
    return handler(request, entry);
  };
  return { fetch, seen };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The bearer token of a seen request, or null. */
export const bearerOf = (request: SeenRequest) => request.authorization?.replace(/^Bearer /, '') ?? null;
