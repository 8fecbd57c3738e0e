import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
// Module paths, not the index: the index also exports the zod wire schema, which would pull zod
// into the first download.
import { createAppAbility, type AppAbility } from '../../../domain/access/app-ability';
import { buildUserRules } from '../../../domain/access/user-rules';
import { selectAbilityRules, selectUser } from '../../../machines/session';
import type { SessionActor } from './sessionActor';

const SessionContext = createContext<SessionActor | null>(null);

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'pointermove'] as const;
const ACTIVITY_THROTTLE_MS = 30_000;

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  // User input keeps the session alive (spec §9: 30 minutes of inactivity logs out).
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      actor.send({ type: 'ACTIVITY' });
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [actor]);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}

export function useSession<T>(selector: (snapshot: ReturnType<SessionActor['getSnapshot']>) => T): T {
  return useSelector(useSessionActor(), selector);
}

/**
 * The signed-in user's CASL ability: from the stored rules, or, when those are empty, from the
 * role rules of `domain/access` (spec §4). Null while nobody is signed in.
 */
export function useAppAbility(): AppAbility | null {
  const user = useSession(selectUser);
  const rules = useSession(selectAbilityRules);
  return useMemo(() => {
    if (!user) return null;
    return createAppAbility(rules.length ? rules : buildUserRules({ ...user }));
  }, [user, rules]);
}
