// Model-based paths for QA: walk a machine's own graph (xstate/graph) and hand back the paths as
// plain data, `{ description, steps: [{ event, state, transitions }] }`, that any runner can
// replay: a vitest test on a real actor with fake actors injected (see ./replay.ts), or a
// Playwright test that turns each event into a browser action and checks each state on the page.
//
// Events with a payload are given as samples (`events`), and so are the outcomes of invoked
// actors, which are events of the machine like any other: `xstate.done.actor.<id>` with an
// `output`, `xstate.error.actor.<id>` with an `error`. Delays are `xstate.after.<delay>.<state id>`.
// An event type without a sample is sent as `{ type }`; an event that the state does not take
// (no transition, or every guard false) is never sent.
//
// Shortest paths take every transition of the machine that can be taken from its start: a state
// reached through another transition is another vertex of the graph (as `createTestModel`
// does), so there is a shortest path ending with each (transition, state) pair; paths that are
// prefixes of a longer one are dropped. Each step lists the machine transitions it took, so
// `uncoveredTransitions` can tell which transitions no path takes. Eventless (`always`)
// transitions are not counted.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject, StateValue } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { StatePath } from 'xstate/graph';

/** What a path records of a state: plain data, safe to `JSON.stringify` and to send to a browser. */
export interface PathState<TContext = unknown> {
  value: StateValue;
  /** The context, as `context` of the options projects it (by default a JSON copy). */
  context: TContext;
  tags: string[];
  /** `done` once the machine reached a top-level final state. */
  status: 'active' | 'done' | 'error' | 'stopped';
}

export interface PathStep<TEvent extends EventObject = EventObject, TContext = unknown> {
  /** The event that led here; the first step's is `{ type: 'xstate.init' }` (the start). */
  event: TEvent | { type: 'xstate.init' };
  /** The state to check after the event. */
  state: PathState<TContext>;
  /** Ids of the machine's transitions this event took (see `machineTransitions`). */
  transitions: string[];
}

export interface ModelPath<TEvent extends EventObject = EventObject, TContext = unknown> {
  /** `<final state>: <event> → <event> …`, for test titles. */
  description: string;
  steps: PathStep<TEvent, TContext>[];
}

/** Outcomes of invoked actors, as the machine receives them. */
export type ActorOutcomeEvent =
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };
export type DelayEvent = { type: `xstate.after.${string}` };

export interface ModelPathOptions<TEvent extends EventObject = EventObject, TContext = unknown> {
  /** `shortest` (default): every transition; `simple`: every path that visits no state twice. */
  strategy?: 'shortest' | 'simple';
  /**
   * Shortest paths only: what each path ends with. `transitions` (default): one path per
   * transition of the machine into each state. `edges`: one per event from each state (as
   * `stateKey` tells states apart) into each state, so a transition is taken from every state it
   * leaves (a sign-out while signed in and while a refresh is in flight): what a browser suite
   * that checks more than the machine's state wants.
   */
  cover?: 'transitions' | 'edges';
  /**
   * Simple paths only: stop each path after this many events, and keep at most `maxPaths` of
   * them (depth first, in the machine's order of events), so that a machine with many states
   * (the wizard) gives a bounded list. Without it every simple path is listed.
   */
  maxSteps?: number;
  /** With `maxSteps`: how many simple paths at most (default 200). */
  maxPaths?: number;
  /** The machine's input. */
  input?: unknown;
  /** Sample events: every sample of a type is tried wherever the machine takes that type. */
  events?: readonly TEvent[];
  /** Leave an event out at a state (e.g. stop a list from growing without end). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: TEvent) => boolean;
  /** What tells two states apart; by default the state value and the context. */
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /** The context recorded in each step; by default a JSON copy (functions dropped). */
  context?: (context: never) => TContext;
  /** Do not go on from these states. */
  stopWhen?: (snapshot: AnyMachineSnapshot) => boolean;
  /** Keep only the paths that end in such a state. */
  toState?: (snapshot: AnyMachineSnapshot) => boolean;
  /** Short name of an event in descriptions. */
  eventLabel?: (event: TEvent) => string;
  /** Keep paths that are the beginning of a longer path (default false). */
  allowPrefixPaths?: boolean;
  /** Safety net for machines whose context grows without end (default 100,000 states). */
  limit?: number;
  /**
   * Events sent as soon as the machine starts, before each path's own: where the system under
   * test begins (a browser opening the app sends INIT, and finds no session to restore). Step 0
   * lists the transitions they take.
   */
  start?: readonly TEvent[];
  /**
   * Events outside the machine that start it afresh, as a page reload starts a new actor: the
   * machine restarts from its initial state and is sent what `events` gives for the state left
   * (INIT, and the session the cookies kept). Offered wherever `when` holds (default: anywhere);
   * the step lists the transitions the restart took.
   */
  restarts?: readonly RestartEvent<TEvent>[];
  /**
   * Where a path may not end (a call still in flight), the event it goes on with; asked again
   * after each, until it gives none. Lets every path end where the system under test is at rest.
   */
  finishWith?: (snapshot: AnyMachineSnapshot) => TEvent | undefined;
}

/** An event outside the machine that starts it afresh (see `restarts`). */
export interface RestartEvent<TEvent extends EventObject = EventObject> {
  event: TEvent;
  when?: (snapshot: AnyMachineSnapshot) => boolean;
  events: (left: AnyMachineSnapshot) => readonly TEvent[];
}

/** One transition of the machine, as the coverage check names it. */
export interface MachineTransition {
  /** `<source state id> on <event>#<n>`: n counts the guarded alternatives from 0. */
  id: string;
  source: string;
  event: string;
  guard: string | null;
  targets: string[];
  description: string | null;
}

type TransitionLike = {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  description?: string | undefined;
};

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function transitionId(transition: TransitionLike): string {
  const candidates = transition.source.transitions.get(transition.eventType) ?? [];
  const index = candidates.indexOf(transition as never);
  return `${transition.source.id} on ${transition.eventType}#${Math.max(index, 0)}`;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

/** Every event-driven transition of the machine (guarded alternatives counted one by one). */
export function machineTransitions(machine: AnyStateMachine): MachineTransition[] {
  return allStateNodes(machine.root).flatMap((node) =>
    [...node.transitions.values()].flat().map((t) => {
      const transition = t as unknown as TransitionLike;
      return {
        id: transitionId(transition),
        source: node.id,
        event: transition.eventType,
        guard: guardName(transition.guard),
        targets: (transition.target ?? []).map((target) => target.id),
        description: transition.description ?? null,
      };
    }),
  );
}

/** The ids of the transitions an event takes from a state (none: the event is not taken). */
export function takenTransitions(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject) {
  return machine
    .getTransitionData(snapshot as never, event as never)
    .map((t) => transitionId(t as unknown as TransitionLike));
}

const jsonCopy = (value: unknown): unknown =>
  value === undefined
    ? undefined
    : JSON.parse(JSON.stringify(value, (_key, v) => (v instanceof Blob ? {} : v)));

const defaultStateKey = (snapshot: AnyMachineSnapshot) => ({
  value: snapshot.value,
  context: snapshot.context,
});

/** The atomic states of a snapshot, as dotted paths: `images.uploading`. */
export function stateLabel(snapshot: AnyMachineSnapshot): string {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(' | ');
}

/** `saveProduct.done`, `uploadImage.error`, `after DELAY`, or the event type. */
export function defaultEventLabel(event: EventObject): string {
  return event.type
    .replace(/^xstate\.(done|error)\.actor\.(.+)$/, '$2.$1')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1');
}

interface Stepped {
  snapshot: AnyMachineSnapshot;
  /** The machine's transitions taken on the way. */
  taken: string[];
}

/** The machine's start (with `start`'s events) and its steps (with `restarts`), pure. */
function stepper<TEvent extends EventObject, TContext>(
  machine: AnyStateMachine,
  options: ModelPathOptions<TEvent, TContext>,
) {
  const send = (from: Stepped, events: readonly EventObject[]): Stepped =>
    events.reduce<Stepped>(
      ({ snapshot, taken }, event) => ({
        taken: [...taken, ...takenTransitions(machine, snapshot, event)],
        snapshot: (transition(machine, snapshot, event as never) as [AnyMachineSnapshot, unknown])[0],
      }),
      from,
    );
  const initial = (): Stepped => ({
    snapshot: (initialTransition(machine, options.input as never) as [AnyMachineSnapshot, unknown])[0],
    taken: [],
  });
  const start = () => send(initial(), options.start ?? []);
  const step = (snapshot: AnyMachineSnapshot, event: EventObject): Stepped => {
    const restart = options.restarts?.find((candidate) => candidate.event.type === event.type);
    return restart ? send(initial(), restart.events(snapshot)) : send({ snapshot, taken: [] }, [event]);
  };
  return { start, step };
}

/**
 * Paths through the machine as plain data. See the top of this file for what the samples and
 * the strategies mean.
 */
export function generateModelPaths<TEvent extends EventObject = EventObject, TContext = unknown>(
  machine: AnyStateMachine,
  options: ModelPathOptions<TEvent, TContext> = {},
): ModelPath<TEvent, TContext>[] {
  const samples = options.events ?? [];
  const stateKey = options.stateKey ?? defaultStateKey;
  const projectContext = (options.context ?? jsonCopy) as (context: unknown) => TContext;
  const label = options.eventLabel ?? defaultEventLabel;
  const strategy = options.strategy ?? 'shortest';

  const { start, step } = stepper(machine, options);
  const restarts = options.restarts ?? [];

  const eventsAt = (snapshot: AnyMachineSnapshot): TEvent[] => {
    const types = new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]));
    return [
      ...[...types]
        .filter((type) => !type.includes('*'))
        .flatMap((type) => {
          const ofType = samples.filter((event) => event.type === type);
          return ofType.length > 0 ? ofType : [{ type } as TEvent];
        })
        .filter((event) => snapshot.can(event)),
      ...restarts.filter((restart) => restart.when?.(snapshot) ?? true).map((restart) => restart.event),
    ].filter((event) => options.filterEvents?.(snapshot, event) ?? true);
  };

  const key = (snapshot: AnyMachineSnapshot) => JSON.stringify(stateKey(snapshot));
  // Shortest paths: one vertex per (state, transition into it), so that every transition is the
  // last step of some path. Simple paths: one vertex per state.
  const serializeState = (
    snapshot: AnyMachineSnapshot,
    event: TEvent | undefined,
    previous?: AnyMachineSnapshot,
  ) =>
    strategy === 'simple' || !event || !previous
      ? key(snapshot)
      : options.cover === 'edges'
        ? `${key(snapshot)} via ${JSON.stringify(event)} from ${key(previous)}`
        : `${key(snapshot)} via ${step(previous, event).taken.join(', ')}`;

  let eventLists: TEvent[][];
  if (strategy === 'simple' && options.maxSteps !== undefined) {
    eventLists = boundedSimplePaths(
      options,
      start,
      step,
      eventsAt,
      key,
      options.maxSteps,
      options.maxPaths ?? 200,
    );
  } else {
    const generate = strategy === 'simple' ? getSimplePaths : getShortestPaths;
    let raw: StatePath<AnyMachineSnapshot, TEvent>[];
    try {
      // The machine's own transitions, plus the restarts: a logic of its own for the graph.
      const logic = {
        transition: (snapshot: AnyMachineSnapshot, event: TEvent) => step(snapshot, event).snapshot,
        getInitialSnapshot: () => start().snapshot,
      };
      raw = generate(logic as never, {
        fromState: start().snapshot as never,
        events: eventsAt as never,
        serializeState: serializeState as never,
        serializeEvent: (event: EventObject) => JSON.stringify(event),
        stopWhen: options.stopWhen as never,
        toState: options.toState as never,
        limit: options.limit ?? 100_000,
      }) as StatePath<AnyMachineSnapshot, TEvent>[];
    } catch (error) {
      if (error instanceof Error && /limit exceeded/.test(error.message)) {
        throw new Error(
          `${error.message}: the machine's states seem to have no end (a counter, a growing list). ` +
            'Give a `stateKey` that caps them, or `filterEvents` / `stopWhen`.',
          { cause: error },
        );
      }
      throw error;
    }
    eventLists = raw.map((path) => path.steps.slice(1).map((step) => step.event));
  }

  const toData = (snapshot: AnyMachineSnapshot): PathState<TContext> => ({
    value: snapshot.value,
    context: projectContext(snapshot.context),
    tags: [...snapshot.tags].sort(),
    status: snapshot.status,
  });

  // The graph keeps one snapshot per vertex: with a `stateKey` that merges states, the one it
  // keeps may not be the one a path's events lead to. So each path's states are computed again
  // from its events with the machine's pure transition function.
  const paths = eventLists.map((generated): ModelPath<TEvent, TContext> => {
    const events = [...generated];
    const started = start();
    let { snapshot } = started;
    const steps: PathStep<TEvent, TContext>[] = [
      { event: { type: 'xstate.init' }, state: toData(snapshot), transitions: started.taken },
    ];
    const go = (event: TEvent) => {
      const next = step(snapshot, event);
      if (next.taken.length === 0) {
        throw new Error(
          `${stateLabel(snapshot)} does not take ${JSON.stringify(event)} on the path ${events.map((e) => e.type).join(' → ')}: ` +
            'the `stateKey` merges states that do not take the same events.',
        );
      }
      snapshot = next.snapshot;
      steps.push({ event, state: toData(snapshot), transitions: next.taken });
    };
    for (const event of generated) go(event);
    for (let more = options.finishWith?.(snapshot); more; more = options.finishWith?.(snapshot)) {
      if (events.length > generated.length + 20) throw new Error(`finishWith goes on without end`);
      events.push(more);
      go(more);
    }
    const labels = events.map((event) => label(event));
    return {
      description: `${stateLabel(snapshot)}: ${labels.length > 0 ? labels.join(' → ') : '(start)'}`,
      steps,
    };
  });
  return options.allowPrefixPaths ? paths : withoutPrefixPaths(paths);
}

/**
 * Simple paths depth first, each ending where it cannot go on without visiting a state again,
 * where `stopWhen` says, or after `maxSteps` events; at most `maxPaths` of them. Each leaf of the
 * search is a path, so the work is bounded by `maxPaths × maxSteps` transitions tried.
 */
function boundedSimplePaths<TEvent extends EventObject, TContext>(
  options: ModelPathOptions<TEvent, TContext>,
  start: () => Stepped,
  step: (snapshot: AnyMachineSnapshot, event: TEvent) => Stepped,
  eventsAt: (snapshot: AnyMachineSnapshot) => TEvent[],
  key: (snapshot: AnyMachineSnapshot) => string,
  maxSteps: number,
  maxPaths: number,
): TEvent[][] {
  const found: TEvent[][] = [];
  const visiting = new Set<string>();
  const walk = (snapshot: AnyMachineSnapshot, events: TEvent[]) => {
    if (found.length >= maxPaths) return;
    visiting.add(key(snapshot));
    const onward =
      events.length >= maxSteps || options.stopWhen?.(snapshot)
        ? []
        : eventsAt(snapshot)
            .map((event) => ({ event, next: step(snapshot, event).snapshot }))
            .filter(({ next }) => !visiting.has(key(next)));
    if (onward.length === 0 && (!options.toState || options.toState(snapshot))) found.push(events);
    for (const { event, next } of onward) walk(next, [...events, event]);
    visiting.delete(key(snapshot));
  };
  walk(start().snapshot, []);
  return found.slice(0, maxPaths);
}

/** Drops every path whose events are the beginning of another path's events. */
export function withoutPrefixPaths<T extends ModelPath<EventObject, unknown>>(paths: T[]): T[] {
  const eventsOf = (path: T) => path.steps.map((step) => JSON.stringify(step.event));
  const longestFirst = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: { path: T; events: string[] }[] = [];
  for (const path of longestFirst) {
    const events = eventsOf(path);
    const isPrefix = kept.some((other) => events.every((event, index) => other.events[index] === event));
    if (!isPrefix) kept.push({ path, events });
  }
  // Back to the generator's order (breadth first), which reads better in a test report.
  return paths.filter((path) => kept.some((k) => k.path === path));
}

/** The ids of the machine's transitions that no step of the paths takes. */
export function uncoveredTransitions(
  machine: AnyStateMachine,
  paths: readonly ModelPath<EventObject, unknown>[],
): string[] {
  const taken = new Set(paths.flatMap((path) => path.steps.flatMap((step) => step.transitions)));
  return machineTransitions(machine)
    .map((transition) => transition.id)
    .filter((id) => !taken.has(id));
}

/**
 * Throws, naming them, when some transitions of the machine are taken by no path. `except`
 * lists the ids known to be out of the model's reach (say why next to the list).
 */
export function assertAllTransitionsCovered(
  machine: AnyStateMachine,
  paths: readonly ModelPath<EventObject, unknown>[],
  except: readonly string[] = [],
): void {
  const missing = uncoveredTransitions(machine, paths).filter((id) => !except.includes(id));
  if (missing.length > 0) {
    throw new Error(`Transitions taken by no path (${missing.length}):\n  ${missing.join('\n  ')}`);
  }
}

const transitionsOf = (path: ModelPath<EventObject, unknown>) =>
  new Set(path.steps.flatMap((step) => step.transitions));

/**
 * The fewest paths (greedy set cover) that still take every transition the given paths take,
 * in the paths' own order: what a browser suite replays by default, where each path costs
 * seconds. Among equal gains the shorter path wins.
 */
export function coveringPaths<T extends ModelPath<EventObject, unknown>>(paths: readonly T[]): T[] {
  const left = new Set(paths.flatMap((path) => [...transitionsOf(path)]));
  const chosen = new Set<T>();
  while (left.size > 0) {
    let best: T | undefined;
    let bestGain = 0;
    for (const path of paths) {
      const gain = [...transitionsOf(path)].filter((id) => left.has(id)).length;
      if (gain > bestGain || (gain === bestGain && best && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best || bestGain === 0) break;
    chosen.add(best);
    for (const id of transitionsOf(best)) left.delete(id);
  }
  return paths.filter((path) => chosen.has(path));
}

/**
 * The paths a browser suite replays, as asked by its environment variable: `all`, `<n>` (the
 * first n), or by default the covering set (`coveringPaths`), so CI still takes every transition.
 */
export function pathsToReplay<T extends ModelPath<EventObject, unknown>>(
  paths: readonly T[],
  asked: string | undefined,
): T[] {
  if (asked === 'all') return [...paths];
  if (asked) {
    const count = Number(asked);
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`Expected "all" or a count of paths, got "${asked}"`);
    return paths.slice(0, count);
  }
  return coveringPaths(paths);
}
