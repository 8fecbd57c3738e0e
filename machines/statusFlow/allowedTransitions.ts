// Which recorded status changes a flat status machine allows: a history row (from, event, to) is
// allowed when some state the machine can reach, at status `from`, goes to `to` on an event of
// that type. Worked out with the machine's own pure transition function from every reachable
// (status, context) and every sample event, so a guard that depends on the context (an order
// refunded only once paid) is judged as the machine judges it; nothing is listed by hand.
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { initialTransition, transition } from 'xstate';

/** How a recorded change is named: `from --event--> to` (`from` is null for the record's creation). */
export const transitionKey = (from: string | null, event: string, to: string) =>
  `${from ?? '∅'} --${event}--> ${to}`;

export interface AllowedTransitionOptions {
  /** Sample events, with the payloads the guards read (every type the machine takes). */
  events: readonly EventObject[];
  /** The event a record's creation is recorded under; it leads from nothing to the initial state. */
  creationEvent: string;
  /** Safety net for machines whose context grows without end. */
  limit?: number;
}

/** The keys (`transitionKey`) of every change the machine can make, its creation included. */
export function allowedTransitions(machine: AnyStateMachine, options: AllowedTransitionOptions): Set<string> {
  const limit = options.limit ?? 10_000;
  const [start] = initialTransition(machine) as [AnyMachineSnapshot, unknown];
  const status = (snapshot: AnyMachineSnapshot) => String(snapshot.value);
  const allowed = new Set([transitionKey(null, options.creationEvent, status(start))]);
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const snapshot = queue.shift()!;
    const key = JSON.stringify([snapshot.value, snapshot.context]);
    if (seen.has(key)) continue;
    if (seen.size >= limit)
      throw new Error(`More than ${limit} states: the machine's context seems to grow without end.`);
    seen.add(key);
    for (const event of options.events) {
      if (!snapshot.can(event)) continue;
      const [next] = transition(machine, snapshot as never, event as never) as [AnyMachineSnapshot, unknown];
      allowed.add(transitionKey(status(snapshot), event.type, status(next)));
      queue.push(next);
    }
  }
  return allowed;
}
