// A record's status flow run as a pure function: the server and the SPA restore the machine at a
// record's stored status and context, ask which events it takes, and apply one. Nothing here
// starts an actor or touches I/O: the caller persists the result and carries out the effects the
// transition names (its actions), in the same database transaction as the status change.
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic } from 'xstate';
import { transition } from 'xstate';

/** What a transition changed and asked for, for the caller to persist and carry out. */
export interface AppliedTransition<TStatus extends string, TContext> {
  from: TStatus;
  to: TStatus;
  context: TContext;
  /** The machine's named actions the transition ran, in order (`reserveStock`, …). */
  effects: string[];
}

/** The machine at `status` with `context`, as though it had got there by its own transitions. */
export function snapshotAt<TMachine extends AnyStateMachine>(
  machine: TMachine,
  status: string,
  context: ContextFrom<TMachine>,
): AnyMachineSnapshot {
  return machine.resolveState({ value: status, context });
}

/** The event types `candidates` that the machine takes at `status` (guards included). */
export function enabledEvents<TMachine extends AnyStateMachine>(
  machine: TMachine,
  status: string,
  context: ContextFrom<TMachine>,
  candidates: readonly EventFromLogic<TMachine>[],
): EventFromLogic<TMachine>[] {
  const snapshot = snapshotAt(machine, status, context);
  return candidates.filter((event) => snapshot.can(event));
}

/**
 * Applies `event` at `status`: the new status, context and effects, or `null` when the machine
 * refuses the event there (no transition, or every guard false). A flat machine is assumed: its
 * state value is the status.
 */
export function applyEvent<TMachine extends AnyStateMachine, TStatus extends string>(
  machine: TMachine,
  status: TStatus,
  context: ContextFrom<TMachine>,
  event: EventFromLogic<TMachine>,
): AppliedTransition<TStatus, ContextFrom<TMachine>> | null {
  const snapshot = snapshotAt(machine, status, context);
  if (!snapshot.can(event)) return null;
  const [next, actions] = transition(machine, snapshot as never, event) as [
    AnyMachineSnapshot,
    { type: string }[],
  ];
  return {
    from: status,
    to: next.value as TStatus,
    context: next.context as ContextFrom<TMachine>,
    // Assignments change the context (returned above); the other actions are the effects.
    effects: actions.map((action) => action.type).filter((type) => !type.startsWith('xstate.')),
  };
}
