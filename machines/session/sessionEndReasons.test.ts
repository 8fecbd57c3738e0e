import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REFRESH_TOKEN_REUSED_CODE } from '../../domain/security/eventWords';
import { selectEndReason, selectIsAuthenticated } from './selectors';
import { sessionMachine, STORED_SESSION_TAMPERED } from './sessionMachine';
import type { SessionEndReason, StoredSession, TokenPair } from './sessionMachine';
import { makeJwt, storedSession } from './test-support';

// The two ends of a session that are security incidents, told apart from an ordinary end so the
// sign-in page can say what happened and the app can log it.

function start(restore: () => Promise<StoredSession | null>, refresh: () => Promise<TokenPair>) {
  const clearSession = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(restore),
      refreshTokens: fromPromise(refresh),
    },
    actions: { clearSession },
  });
  const actor = createActor(machine, { input: {} });
  const ended: SessionEndReason[] = [];
  actor.on('SESSION_ENDED', (event) => ended.push(event.reason));
  actor.start();
  actor.send({ type: 'INIT' });
  return { actor, ended, clearSession };
}

const fresh = () => storedSession(makeJwt(Date.now() + 60 * 60_000));
const neverRefreshes = () => Promise.reject(new Error('not expected'));

describe('a stored session that fails its integrity check', () => {
  it('ends as session_tampered: storage wiped, the reason kept for the sign-in page', async () => {
    const { actor, ended, clearSession } = start(
      () => Promise.reject({ code: STORED_SESSION_TAMPERED }),
      neverRefreshes,
    );
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(ended).toEqual(['session_tampered']);
    expect(selectEndReason(actor.getSnapshot())).toBe('session_tampered');
    expect(clearSession).toHaveBeenCalledOnce();
  });

  it('unreadable storage is still just no session: nothing announced', async () => {
    const { actor, ended } = start(() => Promise.reject(new Error('cookies disabled')), neverRefreshes);
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(ended).toEqual([]);
    expect(selectEndReason(actor.getSnapshot())).toBeNull();
  });
});

describe('a refresh refused because the refresh token was used twice', () => {
  it('ends as refresh_token_reused, where any other refusal is refresh_failed', async () => {
    const reused = start(
      async () => fresh(),
      () => Promise.reject({ detail: 'used twice', code: REFRESH_TOKEN_REUSED_CODE }),
    );
    const refused = start(
      async () => fresh(),
      () => Promise.reject({ detail: 'invalid', code: 'token_not_valid' }),
    );
    for (const { actor } of [reused, refused]) {
      await waitFor(actor, selectIsAuthenticated);
      actor.send({ type: 'REFRESH' });
      await waitFor(actor, (s) => s.matches('unauthenticated'));
    }
    expect(reused.ended).toEqual(['refresh_token_reused']);
    expect(refused.ended).toEqual(['refresh_failed']);
    expect(reused.clearSession).toHaveBeenCalledOnce();
  });
});
