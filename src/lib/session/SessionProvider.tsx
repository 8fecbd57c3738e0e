import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
// Module paths, not the index: the index also exports the zod wire schema, which would pull zod
// into the first download.
import type { AppAbility } from '../../../domain/access/app-ability';
import { selectAbilityRules, selectUser } from '../../../machines/session';
import type * as AbilityModule from './ability';
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

// CASL and the role rules are for signed-in users: they load with a session, not with /login.
// The authenticated layout's route waits for them (src/app/router.tsx), so every screen and guard
// inside it has the ability at its first render.
let abilityModule: typeof AbilityModule | null = null;
let abilityLoading: Promise<void> | null = null;
const abilityListeners = new Set<() => void>();
export function loadAbility(): Promise<void> {
  abilityLoading ??= import('./ability').then(
    (module) => {
      abilityModule = module;
      for (const listener of abilityListeners) listener();
    },
    (error: unknown) => {
      abilityLoading = null; // tried again by the next caller
      throw error;
    },
  );
  return abilityLoading;
}
const subscribeAbility = (listener: () => void) => {
  abilityListeners.add(listener);
  return () => abilityListeners.delete(listener);
};
const loadedAbility = () => abilityModule;

/**
 * The signed-in user's CASL ability: from the stored rules, or, when those are empty, from the
 * role rules of `domain/access` (spec §4). Null while nobody is signed in (and, outside the
 * authenticated layout, until the ability code has loaded).
 */
export function useAppAbility(): AppAbility | null {
  const user = useSession(selectUser);
  const rules = useSession(selectAbilityRules);
  const module = useSyncExternalStore(subscribeAbility, loadedAbility, loadedAbility);
  useEffect(() => {
    if (user && !module) loadAbility().catch(() => undefined);
  }, [user, module]);
  return useMemo(() => (user && module ? module.abilityFor(user, rules) : null), [user, rules, module]);
}
