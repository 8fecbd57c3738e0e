import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { REFRESH_TOKEN_REUSED_CODE } from '../../domain/security/eventWords';
import { sessionMachine, type StoredSession } from '../../machines/session';
import { storedSession, testUser } from '../../machines/session/test-support';
import { createSecurityMonitor } from '../security/monitor';
import { createApiClient } from './http';
import { sessionMiddleware } from './sessionMiddleware';
import {
  BASE_URL,
  bearerOf,
  createFakeFetch,
  deferred,
  FOUR_MINUTES,
  json,
  NOW,
  startTestSession,
  TEN_MINUTES,
  tokenExpiringIn,
  type SeenRequest,
  type TestSessionOptions,
} from './test-support';

type Session = Awaited<ReturnType<typeof startTestSession>>['session'];
const sessions: Session[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.stop();
});

type Handler = (request: Request, seen: SeenRequest) => Response | Promise<Response>;
const ok: Handler = () => json(200, testUser);

async function setup(sessionOptions: TestSessionOptions, handler: Handler = ok) {
  const { session, refreshCalls } = await startTestSession(sessionOptions);
  sessions.push(session);
  const { fetch, seen } = createFakeFetch(handler);
  const monitor = createSecurityMonitor({ now: () => 0 });
  const client = createApiClient({ session, fetch, baseUrl: BASE_URL, monitor });
  const eventsOf = (type: string) => monitor.events().filter((event) => event.type === type);
  return { session, refreshCalls, seen, client, monitor, eventsOf };
}

const notAuthenticated = () => json(401, { detail: 'Authentication credentials were not provided.' });

/** A server that answers 401 to `rejected` (without the token_not_valid code) and 200 otherwise. */
const rejectingToken =
  (rejected: string): Handler =>
  (_request, seen) =>
    bearerOf(seen) === rejected ? notAuthenticated() : json(200, testUser);

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('authorization header', () => {
  it('carries the session access token as a bearer token', async () => {
    const token = tokenExpiringIn(TEN_MINUTES);
    const { client, seen, refreshCalls } = await setup({ accessToken: token });

    const { data } = await client.GET('/api/auth/user/');

    expect(data).toEqual(testUser);
    expect(seen.map((s) => s.authorization)).toEqual([`Bearer ${token}`]);
    expect(refreshCalls).toHaveLength(0);
  });

  it('is absent without a session', async () => {
    const { client, seen } = await setup({ accessToken: null });
    await client.GET('/api/auth/user/');
    expect(seen[0]?.authorization).toBeNull();
  });

  const publicCalls = {
    login: (c: Awaited<ReturnType<typeof setup>>['client']) =>
      c.POST('/api/auth/login/', { body: { email: 'a@b.c', password: 'secret12' } }),
    refresh: (c: Awaited<ReturnType<typeof setup>>['client']) =>
      c.POST('/api/auth/token/refresh/', { body: { refresh: 'r' } }),
    signup: (c: Awaited<ReturnType<typeof setup>>['client']) =>
      c.POST('/api/auth/signup/', {
        body: { email: 'a@b.c', password1: 'x', password2: 'x', first_name: 'A', last_name: 'B' },
      }),
    'password reset': (c: Awaited<ReturnType<typeof setup>>['client']) =>
      c.POST('/api/auth/password/reset/', { body: { email: 'a@b.c' } }),
    'password reset confirm': (c: Awaited<ReturnType<typeof setup>>['client']) =>
      c.POST('/api/auth/password/reset/confirm/{uid}/{token}/', {
        params: { path: { uid: 'u', token: 't' } },
        body: { new_password1: 'x', new_password2: 'x', uid: 'u', token: 't' },
      }),
  };

  test.each(Object.keys(publicCalls) as (keyof typeof publicCalls)[])(
    '%s gets neither the header nor the expiry check',
    async (name) => {
      const { client, seen, refreshCalls } = await setup({ accessToken: tokenExpiringIn(FOUR_MINUTES) });
      await publicCalls[name](client);
      expect(seen).toHaveLength(1);
      expect(seen[0]?.authorization).toBeNull();
      expect(refreshCalls).toHaveLength(0);
    },
  );

  it('a 401 from a public endpoint leaves the session alone', async () => {
    const { client, seen, session, refreshCalls } = await setup(
      { accessToken: tokenExpiringIn(TEN_MINUTES) },
      () => json(401, { detail: 'Bad credentials', code: 'token_not_valid' }),
    );
    const { response } = await client.POST('/api/auth/login/', {
      body: { email: 'a@b.c', password: 'secret12' },
    });
    expect(response.status).toBe(401);
    expect(seen).toHaveLength(1);
    expect(refreshCalls).toHaveLength(0);
    expect(session.getSnapshot().hasTag('authenticated')).toBe(true);
  });
});

describe('refresh before expiry', () => {
  it('waits for the stored session to be restored before sending', async () => {
    const restored = deferred<StoredSession | null>();
    const token = tokenExpiringIn(TEN_MINUTES);
    const session = createActor(
      sessionMachine.provide({ actors: { restoreSession: fromPromise(() => restored.promise) } }),
      { input: { now: () => NOW } },
    );
    sessions.push(session.start());
    session.send({ type: 'INIT' });
    const { fetch, seen } = createFakeFetch(ok);
    const client = createApiClient({ session, fetch, baseUrl: BASE_URL });

    const request = client.GET('/api/auth/user/');
    await tick();
    expect(seen).toHaveLength(0);
    restored.resolve(storedSession(token));
    await request;

    expect(seen.map(bearerOf)).toEqual([token]);
  });

  it('refreshes a token expiring within 5 minutes, then sends the new one', async () => {
    const old = tokenExpiringIn(FOUR_MINUTES);
    const { client, seen, refreshCalls, session } = await setup({ accessToken: old });

    await client.GET('/api/auth/user/');

    expect(refreshCalls).toEqual(['refresh-1']);
    const fresh = session.getSnapshot().context.accessToken;
    expect(fresh).not.toBe(old);
    expect(seen.map(bearerOf)).toEqual([fresh]);
  });

  it('leaves a token with more than 5 minutes left alone', async () => {
    const token = tokenExpiringIn(5 * 60_000 + 1_000);
    const { client, seen, refreshCalls } = await setup({ accessToken: token });
    await client.GET('/api/auth/user/');
    expect(refreshCalls).toHaveLength(0);
    expect(seen.map(bearerOf)).toEqual([token]);
  });

  it('refreshes once for many requests that find the token expiring', async () => {
    const refreshed = deferred<{ access: string; refresh: string }>();
    const fresh = tokenExpiringIn(TEN_MINUTES);
    const { client, seen, refreshCalls } = await setup({
      accessToken: tokenExpiringIn(FOUR_MINUTES),
      refresh: () => refreshed.promise,
    });

    const requests = Array.from({ length: 5 }, () => client.GET('/api/auth/user/'));
    await tick();
    expect(seen).toHaveLength(0);
    refreshed.resolve({ access: fresh, refresh: 'refresh-2' });
    const results = await Promise.all(requests);

    expect(refreshCalls).toHaveLength(1);
    expect(results).toAllSatisfy((r) => r.response.status === 200);
    expect(seen.map(bearerOf)).toEqual(Array(5).fill(fresh));
  });

  it('waits for a refresh already in flight instead of sending the old token', async () => {
    const refreshed = deferred<{ access: string; refresh: string }>();
    const old = tokenExpiringIn(TEN_MINUTES);
    const fresh = tokenExpiringIn(TEN_MINUTES);
    const { client, seen, session, refreshCalls } = await setup({
      accessToken: old,
      refresh: () => refreshed.promise,
    });

    session.send({ type: 'REFRESH' });
    const request = client.GET('/api/auth/user/');
    await tick();
    expect(seen).toHaveLength(0);
    refreshed.resolve({ access: fresh, refresh: 'refresh-2' });
    await request;

    expect(refreshCalls).toHaveLength(1);
    expect(seen.map(bearerOf)).toEqual([fresh]);
  });

  it('sends the request without a token when the refresh fails, and logs token_refresh_failed once', async () => {
    const { client, seen, session, eventsOf } = await setup(
      { accessToken: tokenExpiringIn(FOUR_MINUTES), refresh: () => Promise.reject(new Error('expired')) },
      notAuthenticated,
    );

    const results = await Promise.all([client.GET('/api/auth/user/'), client.GET('/api/auth/abilities/')]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401]);
    expect(seen.map((s) => s.authorization)).toEqual([null, null]);
    expect(session.getSnapshot().context.reason).toBe('refresh_failed');
    expect(eventsOf('token_refresh_failed')).toHaveLength(1);
  });
});

describe('a refresh token the server saw used twice', () => {
  it('ends the session as refresh_token_reused and logs a critical event the server already holds', async () => {
    const sent: unknown[] = [];
    const { session, refreshCalls } = await startTestSession({
      accessToken: tokenExpiringIn(FOUR_MINUTES),
      refresh: () => Promise.reject({ detail: 'used twice', code: REFRESH_TOKEN_REUSED_CODE }),
    });
    sessions.push(session);
    const monitor = createSecurityMonitor({ send: (event) => sent.push(event) });
    const { fetch } = createFakeFetch(notAuthenticated);
    const client = createApiClient({ session, fetch, baseUrl: BASE_URL, monitor });

    await client.GET('/api/auth/user/');

    expect(refreshCalls).toHaveLength(1);
    expect(session.getSnapshot().context.reason).toBe('refresh_token_reused');
    expect(monitor.events()).toEqual([
      expect.objectContaining({
        type: 'token_refresh_failed',
        severity: 'critical',
        details: { reason: 'refresh_token_reused' },
      }),
    ]);
    // Recorded by the server as it refused the refresh: sending it too would count it twice.
    expect(sent).toEqual([]);
  });
});

describe('401 handling', () => {
  it('token_not_valid ends the session and gives the 401 to the caller, without a retry', async () => {
    const { client, seen, session, refreshCalls } = await setup(
      { accessToken: tokenExpiringIn(TEN_MINUTES) },
      () => json(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' }),
    );

    const { error, response } = await client.GET('/api/auth/user/');

    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Given token not valid for any token type', code: 'token_not_valid' });
    expect(seen).toHaveLength(1);
    expect(refreshCalls).toHaveLength(0);
    expect(session.getSnapshot().hasTag('authenticated')).toBe(false);
    expect(session.getSnapshot().context.reason).toBe('token_not_valid');
  });

  it('token_expired (a laptop waking after the expiry) shares one refresh and retries each request once', async () => {
    const expired = tokenExpiringIn(TEN_MINUTES);
    const { client, seen, session, refreshCalls } = await setup({ accessToken: expired }, (_request, seen) =>
      bearerOf(seen) === expired
        ? json(401, { detail: 'Token has expired.', code: 'token_expired' })
        : json(200, testUser),
    );

    const results = await Promise.all([
      client.GET('/api/auth/user/'),
      client.GET('/api/auth/abilities/'),
      client.GET('/api/auth/user/'),
    ]);

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200]);
    expect(refreshCalls).toHaveLength(1);
    const fresh = session.getSnapshot().context.accessToken;
    expect(seen.map(bearerOf)).toEqual([expired, expired, expired, fresh, fresh, fresh]);
    expect(session.getSnapshot().hasTag('authenticated')).toBe(true);
  });

  it('token_expired again after the refresh goes to the caller: one retry per request', async () => {
    const { client, seen, session } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) }, () =>
      json(401, { detail: 'Token has expired.', code: 'token_expired' }),
    );

    const { response } = await client.GET('/api/auth/user/');

    expect(response.status).toBe(401);
    expect(seen).toHaveLength(2);
    // The second 401 still counts towards the machine's limit of refreshes without a success.
    expect(session.getSnapshot().context.retries).toBe(2);
  });

  it('another 401 refreshes and retries once with the new token and the same body', async () => {
    const initial = tokenExpiringIn(TEN_MINUTES);
    const ctx = await setup({ accessToken: initial }, rejectingToken(initial));
    const { session } = ctx;

    const { data } = await ctx.client.PATCH('/api/auth/user/', { body: { first_name: 'Grace' } });

    expect(data).toEqual(testUser);
    expect(ctx.refreshCalls).toHaveLength(1);
    expect(ctx.seen).toHaveLength(2);
    expect(ctx.seen[1]?.body).toBe(JSON.stringify({ first_name: 'Grace' }));
    expect(ctx.seen[1]?.body).toBe(ctx.seen[0]?.body);
    expect(bearerOf(ctx.seen[1]!)).toBe(session.getSnapshot().context.accessToken);
    expect(bearerOf(ctx.seen[1]!)).not.toBe(bearerOf(ctx.seen[0]!));
    // REQUEST_SUCCEEDED after the retry reset the machine's 401 counter.
    expect(session.getSnapshot().context.retries).toBe(0);
  });

  test.each([
    ['while the refresh is slow', true],
    ['when the refresh is instant', false],
  ])('5 concurrent 401s cause a single refresh (%s)', async (_, slow) => {
    const refreshed = deferred<void>();
    const initial = tokenExpiringIn(TEN_MINUTES);
    const ctx = await setup(
      {
        accessToken: initial,
        refresh: async () => {
          if (slow) await refreshed.promise;
          return { access: tokenExpiringIn(TEN_MINUTES), refresh: 'refresh-2' };
        },
      },
      rejectingToken(initial),
    );
    const { session } = ctx;

    const requests = Array.from({ length: 5 }, () => ctx.client.GET('/api/auth/user/'));
    if (slow) {
      await tick();
      expect(ctx.seen).toHaveLength(5);
      refreshed.resolve();
    }
    const results = await Promise.all(requests);

    expect(ctx.refreshCalls).toHaveLength(1);
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(ctx.seen).toHaveLength(10);
    const fresh = session.getSnapshot().context.accessToken;
    expect(ctx.seen.slice(5).map(bearerOf)).toEqual(Array(5).fill(fresh));
  });

  it('a 401 for a token already replaced is retried with the new one, without another refresh', async () => {
    const held = deferred<Response>();
    const old = tokenExpiringIn(TEN_MINUTES);
    let calls = 0;
    const { client, seen, session, refreshCalls } = await setup({ accessToken: old }, () =>
      ++calls === 1 ? held.promise : json(200, testUser),
    );

    const request = client.GET('/api/auth/user/');
    await tick();
    session.send({ type: 'REFRESH' });
    await tick();
    expect(session.getSnapshot().context.accessToken).not.toBe(old);
    held.resolve(json(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' }));
    const { response } = await request;

    expect(response.status).toBe(200);
    expect(refreshCalls).toHaveLength(1);
    expect(seen.map(bearerOf)).toEqual([old, session.getSnapshot().context.accessToken]);
    expect(session.getSnapshot().hasTag('authenticated')).toBe(true);
  });

  it('retries only once: a second 401 goes to the caller', async () => {
    const { client, seen, refreshCalls, session } = await setup(
      { accessToken: tokenExpiringIn(TEN_MINUTES) },
      notAuthenticated,
    );
    const { response, error } = await client.GET('/api/auth/user/');
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(seen).toHaveLength(2);
    // The second 401 is reported too (without waiting), so the machine's "at most 3" counter
    // sees both and ends the session if 401s keep coming.
    expect(refreshCalls).toHaveLength(2);
    expect(session.getSnapshot().context.retries).toBe(2);
  });

  it('a failed refresh after a 401 ends the session; the 401 goes to the caller, logged once', async () => {
    const { client, seen, session, refreshCalls, eventsOf } = await setup(
      { accessToken: tokenExpiringIn(TEN_MINUTES), refresh: () => Promise.reject(new Error('revoked')) },
      notAuthenticated,
    );

    const results = await Promise.all(Array.from({ length: 5 }, () => client.GET('/api/auth/user/')));

    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401, 401, 401]);
    expect(seen).toHaveLength(5);
    expect(refreshCalls).toHaveLength(1);
    expect(session.getSnapshot().context.reason).toBe('refresh_failed');
    expect(eventsOf('token_refresh_failed')).toHaveLength(1);
  });

  it('success sends REQUEST_SUCCEEDED, which resets the 401 counter', async () => {
    const { client, session } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) });
    session.send({ type: 'UNAUTHORIZED' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.getSnapshot().context.retries).toBe(1);
    await client.GET('/api/auth/user/');
    expect(session.getSnapshot().context.retries).toBe(0);
  });
});

describe('retries (spec §9)', () => {
  test.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'a read answered %i is tried once more',
    async (status) => {
      let calls = 0;
      const { client, seen } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) }, () =>
        ++calls === 1 ? json(status, { detail: 'later' }) : json(200, testUser),
      );
      const { data } = await client.GET('/api/auth/user/');
      expect(data).toEqual(testUser);
      expect(seen).toHaveLength(2);
    },
  );

  it('a read is tried at most twice in all', async () => {
    const { client, seen } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) }, () =>
      json(503, { detail: 'The database is unavailable.' }),
    );
    const { error, response } = await client.GET('/api/auth/user/');
    expect(response.status).toBe(503);
    expect(error).toEqual({ detail: 'The database is unavailable.' });
    expect(seen).toHaveLength(2);
  });

  test.each([400, 403, 404, 422])('a read answered %i is not retried', async (status) => {
    const { client, seen } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) }, () =>
      json(status, { detail: 'no' }),
    );
    await client.GET('/api/auth/user/');
    expect(seen).toHaveLength(1);
  });

  // The generated contract has no PUT or DELETE yet; a local one exercises every writing method.
  interface WritePaths {
    '/api/things/': {
      post: { responses: { 200: { content: { 'application/json': unknown } } } };
      put: { responses: { 200: { content: { 'application/json': unknown } } } };
      patch: { responses: { 200: { content: { 'application/json': unknown } } } };
      delete: { responses: { 200: { content: { 'application/json': unknown } } } };
    };
  }

  test.each(['post', 'put', 'patch', 'delete'] as const)(
    'a %s answered 503 is not retried',
    async (method) => {
      const { session } = await startTestSession({ accessToken: tokenExpiringIn(TEN_MINUTES) });
      sessions.push(session);
      const { fetch, seen } = createFakeFetch(() => json(503, { detail: 'later' }));
      const client = createClient<WritePaths>({ baseUrl: BASE_URL, fetch });
      client.use(sessionMiddleware(session));

      const { response } = await client.request(method, '/api/things/');

      expect(response.status).toBe(503);
      expect(seen).toHaveLength(1);
    },
  );

  it('a read that hits a network error is tried once more', async () => {
    let calls = 0;
    const { client, seen, eventsOf } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) }, () => {
      if (++calls === 1) throw new TypeError('Failed to fetch');
      return json(200, testUser);
    });
    const { data } = await client.GET('/api/auth/user/');
    expect(data).toEqual(testUser);
    expect(seen).toHaveLength(2);
    expect(eventsOf('network_error')).toHaveLength(0);
  });

  it('a read failing twice on the network rejects and logs one network_error', async () => {
    const { client, seen, eventsOf } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) }, () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/api/auth/user/', { params: { query: undefined } })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(seen).toHaveLength(2);
    expect(eventsOf('network_error')).toHaveLength(1);
    expect(eventsOf('network_error')[0]?.details).toMatchObject({ method: 'GET', path: '/api/auth/user/' });
  });

  it('a write hitting a network error is not retried and logs one network_error', async () => {
    const { client, seen, eventsOf } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) }, () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.PATCH('/api/auth/user/', { body: { first_name: 'Grace' } })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(seen).toHaveLength(1);
    expect(eventsOf('network_error')).toHaveLength(1);
  });

  it('an aborted read is neither retried nor logged', async () => {
    const controller = new AbortController();
    const { client, seen, eventsOf } = await setup({ accessToken: tokenExpiringIn(TEN_MINUTES) }, () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(client.GET('/api/auth/user/', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(seen).toHaveLength(1);
    expect(eventsOf('network_error')).toHaveLength(0);
  });
});

describe('security monitor', () => {
  it('records every request, public ones included', async () => {
    const { session } = await startTestSession({ accessToken: tokenExpiringIn(TEN_MINUTES) });
    sessions.push(session);
    const { fetch } = createFakeFetch(ok);
    let recorded = 0;
    const client = createApiClient({
      session,
      fetch,
      baseUrl: BASE_URL,
      monitor: { recordRequest: () => void recorded++, log: createSecurityMonitor().log },
    });

    await client.GET('/api/auth/user/');
    await client.POST('/api/auth/login/', { body: { email: 'a@b.c', password: 'secret12' } });
    await client.GET('/api/auth/abilities/');

    expect(recorded).toBe(3);
  });
});
