import { useEffect, useState } from 'react';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { useSessionActor } from '../../lib/session/SessionProvider';
import { activeLeaves, activeStates } from './model/simulation';

export interface LiveMove {
  at: number;
  event: string;
  to: string[];
}

const KEPT = 50;

/**
 * The signed-in user's own session actor, watched through XState's inspection of its system:
 * each snapshot it takes, with the event that led to it (a refresh, a 401, activity, the
 * inactivity check). Read only: nothing is sent to it from here.
 */
export function useLiveSession() {
  const actor = useSessionActor();
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot() as AnyMachineSnapshot);
  const [log, setLog] = useState<LiveMove[]>([]);
  useEffect(() => {
    const subscription = actor.system.inspect((inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor) return;
      const next = inspection.snapshot as AnyMachineSnapshot;
      setSnapshot(next);
      setLog((moves) => [
        ...moves.slice(-(KEPT - 1)),
        { at: Date.now(), event: inspection.event.type, to: activeLeaves(next) },
      ]);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  return { active: new Set(activeStates(snapshot)), leaves: activeLeaves(snapshot), log };
}
