// @vitest-environment jsdom
// A session whose cookies were edited by hand: the app will not resume it, says why, and names
// the token to report the incident with.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { selectEndReason } from '../../../machines/session';
import { makeJwt, storedSession, testUser } from '../../../machines/session/test-support';
import { clearStoredSession, readStoredSession, writeStoredSession } from './cookieSession';
import { createSessionActor, type SessionActor } from './sessionActor';

let tab: SessionActor | undefined;
afterEach(() => {
  tab?.stop();
  clearStoredSession();
});

const noNetwork = () => Promise.reject(new TypeError('no network in this test'));

function editUserCookie(changes: Record<string, unknown>) {
  document.cookie = `backoffice-userData=${encodeURIComponent(JSON.stringify({ ...testUser, ...changes }))}; Path=/`;
}

async function reopen() {
  const onStoredSessionTampered = vi.fn();
  tab = createSessionActor(noNetwork, 'http://localhost:3000/', { onStoredSessionTampered });
  await waitFor(tab, (s) => s.hasTag('initialized'));
  return onStoredSessionTampered;
}

describe('a stored session edited outside the app', () => {
  it('is not resumed: the storage is wiped and the reason kept for the sign-in page', async () => {
    const access = makeJwt(Date.now() + 60 * 60_000);
    writeStoredSession(storedSession(access));
    editUserCookie({ role: 'superuser_of_everything' });

    const hook = await reopen();

    expect(tab!.getSnapshot().matches('unauthenticated')).toBe(true);
    expect(selectEndReason(tab!.getSnapshot())).toBe('session_tampered');
    expect(hook).toHaveBeenCalledWith({ problem: 'user_fields', accessToken: access });
    expect(readStoredSession()).toBeNull();
    expect(document.cookie).not.toContain('backoffice-accessToken');
  });

  it('one written by the app resumes as before', async () => {
    writeStoredSession(storedSession(makeJwt(Date.now() + 60 * 60_000)));
    const hook = await reopen();
    expect(tab!.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(hook).not.toHaveBeenCalled();
  });
});
