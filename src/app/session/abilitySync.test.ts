import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { ABILITY_CACHE_MS } from '../../../machines/session';
import { createApiClient } from '../../api/http';
import { BASE_URL, NOW, startTestSession, TEN_MINUTES, tokenExpiringIn } from '../../api/test-support';
import { startAbilitySync } from './abilitySync';

const serverRules = [{ action: 'manage', subject: 'Product', conditions: { id_organization: 1 } }];

function fakeAbilitiesApi(answer: () => Response) {
  const calls: string[] = [];
  const fetch = async (request: Request) => {
    calls.push(new URL(request.url).pathname);
    return answer();
  };
  return { fetch, calls };
}

const ok = () =>
  new Response(JSON.stringify({ userAbilityRules: serverRules }), {
    headers: { 'content-type': 'application/json' },
  });
const broken = () =>
  new Response(JSON.stringify({ detail: 'down' }), {
    status: 500,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.useRealTimers());

describe('startAbilitySync', () => {
  it('loads the rules from the server when a session is there, and again when the cache runs out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { session } = await startTestSession({ accessToken: tokenExpiringIn(TEN_MINUTES) });
    const api = fakeAbilitiesApi(ok);
    let clock = NOW;
    const stop = startAbilitySync(
      session,
      createApiClient({ session, fetch: api.fetch, baseUrl: BASE_URL }),
      () => clock,
    );
    await waitFor(session, (s) => JSON.stringify(s.context.abilityRules) === JSON.stringify(serverRules));
    expect(api.calls).toEqual(['/api/auth/abilities/']);

    clock += ABILITY_CACHE_MS / 2;
    await vi.advanceTimersByTimeAsync(ABILITY_CACHE_MS / 5);
    expect(api.calls).toHaveLength(1);
    clock += ABILITY_CACHE_MS;
    await vi.advanceTimersByTimeAsync(ABILITY_CACHE_MS / 5);
    expect(api.calls).toHaveLength(2);
    stop();
  });

  it('keeps the stored rules when the server fails', async () => {
    const { session } = await startTestSession({ accessToken: tokenExpiringIn(TEN_MINUTES) });
    const stored = session.getSnapshot().context.abilityRules;
    const api = fakeAbilitiesApi(broken);
    const stop = startAbilitySync(
      session,
      createApiClient({ session, fetch: api.fetch, baseUrl: BASE_URL }),
      () => NOW,
    );
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 10));
    expect(session.getSnapshot().context.abilityRules).toEqual(stored);
    // The server has had its say: a route guard holding a denial may now decide.
    expect(session.getSnapshot().context.rulesConfirmed).toBe(true);
    stop();
  });

  it('confirms the stored rules when the request cannot reach the server', async () => {
    const { session } = await startTestSession({ accessToken: tokenExpiringIn(TEN_MINUTES) });
    expect(session.getSnapshot().context.rulesConfirmed).toBe(false);
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    const stop = startAbilitySync(
      session,
      createApiClient({ session, fetch: unreachable, baseUrl: BASE_URL }),
      () => NOW,
    );
    await waitFor(session, (s) => s.context.rulesConfirmed);
    expect(session.getSnapshot().context.abilityRules).not.toEqual([]);
    stop();
  });

  it('falls back to "read and update only oneself" when the server fails and nothing is stored', async () => {
    const { session } = await startTestSession({ accessToken: tokenExpiringIn(TEN_MINUTES) });
    session.send({ type: 'ABILITIES_LOADED', rules: [] });
    const api = fakeAbilitiesApi(broken);
    const stop = startAbilitySync(
      session,
      createApiClient({ session, fetch: api.fetch, baseUrl: BASE_URL }),
      () => NOW,
    );
    await vi.waitFor(() =>
      expect(session.getSnapshot().context.abilityRules).toEqual([
        { action: ['read', 'update'], subject: 'User', conditions: { id: 7 } },
      ]),
    );
    stop();
  });

  it('does nothing while nobody is signed in', async () => {
    const { session } = await startTestSession({ accessToken: null });
    const api = fakeAbilitiesApi(ok);
    const stop = startAbilitySync(
      session,
      createApiClient({ session, fetch: api.fetch, baseUrl: BASE_URL }),
      () => NOW,
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(api.calls).toEqual([]);
    stop();
  });
});
