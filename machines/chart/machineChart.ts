// A machine as a chart: its states (nested and parallel ones with their children, initial and
// final ones marked) and its transitions (source, targets, event, guard, delay), read from the
// machine's own state nodes and nothing else. The workflow studio lays it out and draws it;
// anything that overlays a chart (counts per transition, a record's path) keys on the ids here,
// which are the ids `machineTransitions` (../testing) gives the same transitions.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { actionText, guardText, type ActionLike, type GuardLike } from '../statusFlow/transitionTable';

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id: `session.authenticated.tokens.idle`. */
  id: string;
  /** Its name inside its parent: `idle`. */
  key: string;
  /** Its keys from the root down (empty for the root). */
  path: string[];
  parent: string | null;
  type: ChartStateType;
  /** The state its parent enters first (the root counts as initial). */
  initial: boolean;
  /** Its child states' ids, in the definition's order. */
  children: string[];
  tags: string[];
  /** The actors it invokes while active, by their source name. */
  invokes: string[];
  description: string | null;
  /**
   * For a chart built from data rather than from a machine (a product status, an organisation's
   * own row): the name shown in place of `key`, and short marks under it (its flags).
   */
  label?: string;
  badges?: string[];
}

/**
 * `event`: an event sent to the machine; `delay`: an `after` delay; `done` / `error`: an invoked
 * actor's outcome; `always`: an eventless transition.
 */
export type ChartTransitionKind = 'event' | 'delay' | 'done' | 'error' | 'always';

export interface ChartTransition {
  /** `<source id> on <event type>#<n>`, n counting the guarded alternatives from 0. */
  id: string;
  source: string;
  /** Empty: the transition only runs its actions and stays where it is. */
  targets: string[];
  /** The event type as the machine receives it (`xstate.after.…`, `xstate.done.actor.…`). */
  event: string;
  kind: ChartTransitionKind;
  /** For `delay`: the delay's name; for `done` / `error`: the invoked actor's id. */
  subject: string | null;
  /** For `delay`: milliseconds, when the machine says (a named delay given as a number). */
  delayMs: number | null;
  guard: string | null;
  actions: string[];
  /** The source state is left and entered again (`reenter: true`). */
  reenter: boolean;
  description: string | null;
}

export interface MachineChart {
  id: string;
  description: string | null;
  /** Every state node, the root first, then depth first in the definition's order. */
  states: ChartState[];
  transitions: ChartTransition[];
  /** The event types sent to the machine from outside (`kind: 'event'`), in first-use order. */
  events: string[];
}

type TransitionLike = {
  eventType: string;
  target?: readonly AnyStateNode[];
  guard?: GuardLike;
  actions: readonly ActionLike[];
  reenter?: boolean;
  description?: string;
  delay?: string | number;
};

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

function kindOf(eventType: string): { kind: ChartTransitionKind; subject: string | null } {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (outcome) return { kind: outcome[1] as 'done' | 'error', subject: outcome[2] as string };
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return { kind: 'delay', subject: after[1] as string };
  return { kind: 'event', subject: null };
}

function delayMs(machine: AnyStateMachine, delay: string | number | undefined): number | null {
  if (typeof delay === 'number') return delay;
  const named = (machine.implementations.delays as Record<string, unknown>)[delay ?? ''];
  return typeof named === 'number' ? named : null;
}

function chartTransition(
  machine: AnyStateMachine,
  node: AnyStateNode,
  transition: TransitionLike,
  index: number,
  kind?: ChartTransitionKind,
): ChartTransition {
  const found = kindOf(transition.eventType);
  const delays = node.after as unknown as readonly TransitionLike[];
  const delay = delays.find((after) => after.eventType === transition.eventType)?.delay;
  return {
    id: `${node.id} on ${transition.eventType}#${index}`,
    source: node.id,
    targets: (transition.target ?? []).map((target) => target.id),
    event: transition.eventType,
    kind: kind ?? found.kind,
    subject: found.subject,
    delayMs: found.kind === 'delay' ? delayMs(machine, delay) : null,
    guard: guardText(transition.guard),
    actions: transition.actions.map(actionText).filter((action): action is string => action !== null),
    reenter: transition.reenter ?? false,
    description: transition.description ?? null,
  };
}

/** The chart of a machine, read from its state nodes. */
export function machineChart(machine: AnyStateMachine): MachineChart {
  const nodes = allStateNodes(machine.root);
  const states = nodes.map((node): ChartState => {
    const parent = node.parent as AnyStateNode | undefined;
    const initialOfParent = parent?.initial?.target?.map((target: AnyStateNode) => target.id) ?? [];
    return {
      id: node.id,
      key: node.key,
      path: [...node.path],
      parent: parent?.id ?? null,
      type: node.type as ChartStateType,
      // Every region of a parallel state is entered at once: none is "the" initial one.
      initial: !parent || (parent.type !== 'parallel' && initialOfParent.includes(node.id)),
      children: Object.values(node.states).map((child) => (child as AnyStateNode).id),
      tags: [...node.tags],
      invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
      description: node.description ?? null,
    };
  });
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flatMap((alternatives) =>
      (alternatives as unknown as TransitionLike[]).map((t, index) =>
        chartTransition(machine, node, t, index),
      ),
    ),
    ...(node.always ?? []).map((t, index) =>
      chartTransition(machine, node, t as unknown as TransitionLike, index, 'always'),
    ),
  ]);
  const events = [
    ...new Set(transitions.filter((t) => t.kind === 'event').map((transition) => transition.event)),
  ];
  return {
    id: machine.id,
    description: machine.root.description ?? null,
    states,
    transitions,
    events,
  };
}

/** What a machine list shows of a chart: its states (the root aside), events and transitions. */
export function chartCounts(chart: MachineChart) {
  return {
    states: chart.states.length - 1,
    events: chart.events.length,
    transitions: chart.transitions.length,
  };
}

/** What sets a transition off: `CONFIRM`, `after 60000 ms`, `done: login`, `always`. */
export function transitionTrigger(transition: ChartTransition): string {
  switch (transition.kind) {
    case 'delay':
      return `after ${transition.delayMs === null ? transition.subject : `${transition.delayMs} ms`}`;
    case 'done':
      return `done: ${transition.subject}`;
    case 'error':
      return `error: ${transition.subject}`;
    case 'always':
      return 'always';
    default:
      return transition.event;
  }
}

/** `CONFIRM [stockAvailable]`, `after 60000 ms`, `done: login [guard]`: a transition's label. */
export function transitionLabel(transition: ChartTransition): string {
  const trigger = transitionTrigger(transition);
  return transition.guard ? `${trigger} [${transition.guard}]` : trigger;
}
