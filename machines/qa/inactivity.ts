// Inactivity always ends the session, checked on the session model's paths: the model's clock
// is frozen, so the idle time is given to each signed-in snapshot itself, and the activity check
// is sent. Shared by the rules' test and by the coverage (machines/qa/coverage.ts), where these
// checks are what takes the inactivity sign-out at machine level.
import { initialTransition, transition } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { SessionContext } from '../session';
import { ACTIVITY_CHECK } from '../session/model';
import { takenTransitions, type ModelPath } from '../testing';
import { machineModel } from './models';

/**
 * Inactivity always ends the session: at every state the session model reaches where activity is
 * watched, a user idle for the session's limit is signed out when the check comes. The model's
 * clock is frozen, so the idle time is given to the snapshot itself.
 */
export function inactivityChecks(
  paths: readonly ModelPath<EventObject, unknown>[],
  machine: AnyStateMachine,
) {
  const model = machineModel('session');
  const outcomes: { from: string; to: AnyMachineSnapshot; taken: string[] }[] = [];
  for (const path of paths) {
    let [snapshot] = initialTransition(machine, model.options.input as never) as [
      AnyMachineSnapshot,
      unknown,
    ];
    for (const step of path.steps.slice(1)) {
      [snapshot] = transition(machine, snapshot, step.event as never) as [AnyMachineSnapshot, unknown];
      if (!snapshot.matches({ authenticated: { activity: 'watching' } } as never)) continue;
      const context = snapshot.context as SessionContext;
      const idle = machine.resolveState({
        value: snapshot.value,
        context: { ...context, lastActivityAt: context.now() - context.inactivityLimitMs },
      });
      const event = { type: ACTIVITY_CHECK };
      const [after] = transition(machine, idle, event as never) as [AnyMachineSnapshot, unknown];
      outcomes.push({
        from: JSON.stringify(snapshot.value),
        to: after,
        taken: takenTransitions(machine, idle, event),
      });
    }
  }
  return outcomes;
}
