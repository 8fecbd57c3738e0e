import { describe, expect, it, vi } from 'vitest';
import type { TokenPair } from '../../../machines/session';
import { makeJwt, storedSession } from '../../../machines/session/test-support';
import { refreshAcrossTabs, type SharedSessionStore } from './refreshAcrossTabs';

const NOW = Date.now();
const stale = makeJwt(NOW + 60_000, { iat_ms: NOW - 1 });
const fresh: TokenPair = { access: makeJwt(NOW + 15 * 60_000, { iat_ms: NOW }), refresh: 'refresh-2' };

function setUp() {
  const store: SharedSessionStore = {
    read: () => storedSession(stale, 'refresh-1'),
    writeTokens: vi.fn(),
  };
  const refresh = vi.fn(async () => fresh);
  const run = refreshAcrossTabs({ store, runExclusive: (task) => task(), refresh, now: () => NOW });
  return { store, refresh, run };
}

describe('a refresh shared by the tabs', () => {
  it('stores the new pair for the other tabs', async () => {
    const { store, refresh, run } = setUp();
    const held = { userId: storedSession(stale).user.id, accessToken: stale, refreshToken: 'refresh-1' };
    expect(await run(held)).toEqual(fresh);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(store.writeTokens).toHaveBeenCalledWith(fresh);
  });

  it('stores nothing when the tab stopped waiting for it (signed out meanwhile)', async () => {
    const { store, run } = setUp();
    const held = { userId: storedSession(stale).user.id, accessToken: stale, refreshToken: 'refresh-1' };
    const stopped = new AbortController();
    stopped.abort();
    await run(held, stopped.signal);
    expect(store.writeTokens).not.toHaveBeenCalled();
  });
});
