import type { AbilityRule } from '../../../domain/access/ability-rule';
import { fallbackRules } from '../../../domain/access/role-rules';
import { ABILITY_CACHE_MS } from '../../../machines/session';
import type { ApiClient } from '../../api/http';
import type { SessionActor } from '../../lib/session/sessionActor';

type Snapshot = ReturnType<SessionActor['getSnapshot']>;

/**
 * Keeps the session's ability rules fresh from GET /auth/abilities/ (spec §4): fetched when a
 * session starts, after each token refresh, and when the 5-minute cache runs out (which an
 * organisation change, bringing fresh rules, restarts). When the
 * server fails and no rules are stored, the fallback applies: read and update only oneself.
 * Returns a function that stops it.
 */
export function startAbilitySync(session: SessionActor, api: ApiClient, now: () => number = Date.now) {
  let fetchedAt = 0;
  let inFlight = false;
  let was: Snapshot = session.getSnapshot();

  async function load() {
    if (inFlight) return;
    inFlight = true;
    try {
      const { data } = await api.GET('/api/auth/abilities/').catch(() => ({ data: undefined }));
      const snapshot = session.getSnapshot();
      if (!snapshot.hasTag('authenticated')) return;
      if (data) {
        fetchedAt = now();
        session.send({
          type: 'ABILITIES_LOADED',
          rules: data.userAbilityRules as AbilityRule[],
          inactivityMinutes: data.session_inactivity_minutes,
        });
      } else if (snapshot.context.abilityRules.length === 0 && snapshot.context.user) {
        session.send({ type: 'ABILITIES_LOADED', rules: fallbackRules({ ...snapshot.context.user }) });
      } else {
        // The guard holds a denial until the server has answered: a failure must not leave it waiting.
        session.send({ type: 'ABILITIES_UNAVAILABLE' });
      }
    } finally {
      inFlight = false;
    }
  }

  const subscription = session.subscribe((snapshot) => {
    const started = snapshot.hasTag('authenticated') && !was.hasTag('authenticated');
    const refreshed =
      was.hasTag('refreshing') && !snapshot.hasTag('refreshing') && snapshot.hasTag('authenticated');
    if (!snapshot.hasTag('authenticated')) fetchedAt = 0;
    was = snapshot;
    if (started || refreshed) void load();
  });
  // The organisation change brought the server's rules for the new organisation: the cache of
  // rules starts afresh from them.
  const changed = session.on('ORGANIZATION_CHANGED', () => {
    fetchedAt = now();
  });
  const timer = setInterval(() => {
    if (session.getSnapshot().hasTag('authenticated') && now() - fetchedAt >= ABILITY_CACHE_MS) void load();
  }, ABILITY_CACHE_MS / 5);
  if (session.getSnapshot().hasTag('authenticated')) void load();
  return () => {
    subscription.unsubscribe();
    changed.unsubscribe();
    clearInterval(timer);
  };
}
