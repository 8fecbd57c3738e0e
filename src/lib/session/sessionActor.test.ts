// @vitest-environment jsdom
// Two tabs of one browser: two session actors over the same cookie jar, against a server that
// rotates refresh tokens and revokes the sign-in when a rotated one comes back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { selectIsRefreshing, type TokenPair } from '../../../machines/session';
import { loadedRules, makeJwt, storedSession, testUser } from '../../../machines/session/test-support';
import { clearStoredSession, readStoredSession, writeStoredSession } from './cookieSession';
import { createSessionActor, type SessionActor } from './sessionActor';

const MINUTE = 60_000;

/** The server's side of one sign-in: refresh token rotation with reuse detection. */
function createTokenServer() {
  let issued = 0;
  const rotated = new Set<string>();
  const server = { current: 'refresh-0', revoked: false, refreshCalls: [] as string[] };
  const accessToken = (lifetimeMs = 15 * MINUTE) => {
    issued += 1;
    return makeJwt(Date.now() + lifetimeMs, { iat_ms: Date.now() + issued, jti: `a${issued}` });
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!request.url.endsWith('/api/auth/token/refresh/')) return json(200, {});
    const { refresh } = (await request.json()) as { refresh: string };
    server.refreshCalls.push(refresh);
    // Answers come later than the call, as over a network, so refreshes can overlap.
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (rotated.has(refresh)) server.revoked = true;
    if (server.revoked || refresh !== server.current) {
      return json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
    }
    rotated.add(refresh);
    server.current = `refresh-${issued + 1}`;
    const pair: TokenPair = { access: accessToken(), refresh: server.current };
    return json(200, pair);
  };
  /** Signs in: the cookies hold a session whose access token expires in `lifetimeMs`. */
  const signIn = (lifetimeMs: number) =>
    writeStoredSession(storedSession(accessToken(lifetimeMs), server.current));
  return { server, fetch, signIn };
}

let tabs: SessionActor[] = [];
async function openTab(fetch: typeof globalThis.fetch) {
  const tab = createSessionActor(fetch, 'http://localhost:3000/');
  tabs.push(tab);
  return waitFor(tab, (s) => s.hasTag('initialized')).then(() => tab);
}
const refreshIn = async (tab: SessionActor) => {
  tab.send({ type: 'REFRESH' });
  await waitFor(tab, (s) => !selectIsRefreshing(s));
};
const signedIn = (tab: SessionActor) => tab.getSnapshot().hasTag('authenticated');

/** An in-page stand-in for the Web Locks API: tasks under one name run one after another. */
function installLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  const request = (_name: string, task: () => Promise<unknown>) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
}

beforeEach(() => clearStoredSession());
afterEach(() => {
  for (const tab of tabs) tab.stop();
  tabs = [];
  Reflect.deleteProperty(navigator, 'locks');
});

describe('two tabs on one sign-in', () => {
  it('the second tab to refresh adopts the tokens the first stored, without a call', async () => {
    const { server, fetch, signIn } = createTokenServer();
    signIn(4 * MINUTE);
    const [first, second] = [await openTab(fetch), await openTab(fetch)];

    await refreshIn(first);
    await refreshIn(second);

    expect(server.refreshCalls).toEqual(['refresh-0']);
    expect(server.revoked).toBe(false);
    expect([signedIn(first), signedIn(second)]).toEqual([true, true]);
    expect(second.getSnapshot().context.accessToken).toBe(first.getSnapshot().context.accessToken);
    expect(second.getSnapshot().context.refreshToken).toBe(server.current);
  });

  it('refreshes from the tokens the other tab stored when those are close to expiry too', async () => {
    const { server, fetch, signIn } = createTokenServer();
    signIn(4 * MINUTE);
    const [first, second] = [await openTab(fetch), await openTab(fetch)];
    await refreshIn(first);
    // The token the first tab stored is close to expiry as well (a shortened policy), so the
    // second refreshes again, from where the first left off.
    const afterFirst = readStoredSession()!;
    writeStoredSession({
      ...afterFirst,
      accessToken: makeJwt(Date.now() + 2 * MINUTE, { iat_ms: Date.now() + 100 }),
    });

    await refreshIn(second);

    expect(server.refreshCalls).toEqual(['refresh-0', afterFirst.refreshToken]);
    expect(server.revoked).toBe(false);
    expect(signedIn(second)).toBe(true);
  });

  it('two tabs refreshing at the same instant take turns: one call, both stay signed in', async () => {
    installLocks();
    const { server, fetch, signIn } = createTokenServer();
    signIn(4 * MINUTE);
    const [first, second] = [await openTab(fetch), await openTab(fetch)];

    await Promise.all([refreshIn(first), refreshIn(second)]);

    expect(server.refreshCalls).toEqual(['refresh-0']);
    expect(server.revoked).toBe(false);
    expect([signedIn(first), signedIn(second)]).toEqual([true, true]);
  });

  it('a tab saving its rules keeps the newer tokens another tab stored', async () => {
    const { server, fetch, signIn } = createTokenServer();
    signIn(4 * MINUTE);
    const [first, second] = [await openTab(fetch), await openTab(fetch)];
    await refreshIn(first);

    second.send({ type: 'ABILITIES_LOADED', rules: loadedRules });

    expect(readStoredSession()).toMatchObject({ refreshToken: server.current, abilityRules: loadedRules });
  });

  it("never adopts another user's tokens", async () => {
    const { server, fetch, signIn } = createTokenServer();
    signIn(4 * MINUTE);
    const tab = await openTab(fetch);
    const stranger = { ...testUser, id: testUser.id + 1 };
    writeStoredSession({
      ...storedSession(makeJwt(Date.now() + 15 * MINUTE, { iat_ms: Date.now() + 100 }), 'their-refresh'),
      user: stranger,
    });

    await refreshIn(tab);

    expect(server.refreshCalls).toEqual(['refresh-0']);
    expect(signedIn(tab)).toBe(true);
  });
});
