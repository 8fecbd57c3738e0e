// Replaying model paths (./modelPaths.ts). `replayPath` is runner-neutral: it calls `execute`
// for each event and `check` for each state, so a vitest test and a Playwright test use it
// alike. For a vitest test on a real actor, `createActorControl` makes the injected actors
// (`fromPromise`, each call pending until the path settles it) and `actorExecutor` turns the
// path's events into `actor.send` or into settling the pending call of an actor outcome.
import { fromPromise } from 'xstate';
import type { AnyActorRef, EventObject } from 'xstate';
import type { ModelPath, PathState, PathStep } from './modelPaths';

export interface ReplayHandlers<TEvent extends EventObject, TContext> {
  /** Make the system do what the event says (send it, click, answer a held request …). */
  execute: (event: TEvent, step: PathStep<TEvent, TContext>, index: number) => void | Promise<void>;
  /** Check the system is in the step's state (also called for the start, step 0). */
  check: (
    state: PathState<TContext>,
    step: PathStep<TEvent, TContext>,
    index: number,
  ) => void | Promise<void>;
}

/** Replays one path; a failure names the path and the step. */
export async function replayPath<TEvent extends EventObject, TContext>(
  path: ModelPath<TEvent, TContext>,
  handlers: ReplayHandlers<TEvent, TContext>,
): Promise<void> {
  for (const [index, step] of path.steps.entries()) {
    const what = index === 0 ? 'the start' : `step ${index} (${step.event.type})`;
    try {
      if (index > 0) await handlers.execute(step.event as TEvent, step, index);
      await handlers.check(step.state, step, index);
    } catch (error) {
      if (error instanceof Error) {
        error.message = `${error.message}\n  at ${what} of path "${path.description}"`;
      }
      throw error;
    }
  }
}

/** A call of an injected actor, pending until the test settles it. */
export interface PendingCall {
  actor: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets promise callbacks and the actor's reaction to them run (works with fake timers too). */
export const flushPromises = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Fake actors whose calls wait for the test: `control.actor('saveProduct')` goes into
 * `machine.provide({ actors: { saveProduct: … } })`, and `control.resolve('saveProduct', output)`
 * ends the one pending call. A call whose actor is stopped (its state left) is withdrawn.
 */
export function createActorControl() {
  const pending: PendingCall[] = [];
  const calls: { actor: string; input: unknown }[] = [];

  function actor<TOutput, TInput = unknown>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          const call: PendingCall = { actor: name, input, resolve: (o) => resolve(o as TOutput), reject };
          pending.push(call);
          calls.push({ actor: name, input });
          signal.addEventListener('abort', () => {
            const index = pending.indexOf(call);
            if (index >= 0) pending.splice(index, 1);
          });
        }),
    );
  }

  function take(name: string): PendingCall {
    const matching = pending.filter((call) => call.actor === name);
    if (matching.length !== 1) {
      const names = pending.map((call) => call.actor).join(', ') || 'none';
      throw new Error(`Expected one pending "${name}" call, found ${matching.length} (pending: ${names})`);
    }
    const call = matching[0] as PendingCall;
    pending.splice(pending.indexOf(call), 1);
    return call;
  }

  return {
    actor,
    /** Calls still waiting, oldest first. */
    pending,
    /** Every call made, settled or not. */
    calls,
    pendingActors: () => pending.map((call) => call.actor),
    async resolve(name: string, output: unknown) {
      take(name).resolve(output);
      await flushPromises();
    },
    async reject(name: string, error: unknown) {
      take(name).reject(error);
      await flushPromises();
    },
  };
}
export type ActorControl = ReturnType<typeof createActorControl>;

/** `{ actor: 'saveProduct', kind: 'done' }` for `xstate.done.actor.saveProduct`, else null. */
export function parseActorOutcome(type: string): { actor: string; kind: 'done' | 'error' } | null {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  return match ? { kind: match[1] as 'done' | 'error', actor: match[2] as string } : null;
}

/**
 * The usual `execute` for a real actor: an actor outcome settles the pending call of the actor
 * with that name (so give each invoke an `id` equal to its `src`), any other event is sent.
 * `overrides` take over some event types (e.g. a delay: advance fake timers).
 */
export function actorExecutor<TEvent extends EventObject>(
  actor: AnyActorRef,
  control: ActorControl,
  overrides: Record<string, (event: TEvent) => void | Promise<void>> = {},
) {
  return async (event: TEvent): Promise<void> => {
    const override = overrides[event.type];
    if (override) return override(event);
    const outcome = parseActorOutcome(event.type);
    if (!outcome) {
      actor.send(event);
      return;
    }
    if (outcome.kind === 'done') await control.resolve(outcome.actor, (event as { output?: unknown }).output);
    else await control.reject(outcome.actor, (event as { error?: unknown }).error);
  };
}
