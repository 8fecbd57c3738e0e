// A simulated actor of a machine, for the studio: the machine itself, with actors that never
// settle on their own and a clock that never runs on its own, so every move is the reader's
// click: an event, an actor's outcome, or a delay (which moves the simulation's time on by the
// delay, as the machine's guards read the time).
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { MachineChart, WorkflowMachineId } from '../../../../machines/chart';
import { SIMULATION_SETUPS, SIMULATION_START } from './simulationSamples';

export interface SimulationMove {
  event: EventObject;
  /** Active states (atomic and final) before and after, by id. */
  from: string[];
  to: string[];
  /** The transitions the event took, by chart id. */
  transitions: string[];
}

/** The leaf states of a snapshot, by id: what the chart highlights. */
export const activeLeaves = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);

/** Every active state, its ancestors included, by id. */
export const activeStates = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.map((node) => node.id);

export interface Simulation {
  actor: AnyActorRef;
  /** The events the machine takes now, samples included (each `snapshot.can` it). */
  enabledEvents(): EventObject[];
  send(event: EventObject): SimulationMove;
  /** Milliseconds since the simulation started. */
  elapsed(): number;
  stop(): void;
}

export function createSimulation(
  id: WorkflowMachineId,
  machine: AnyStateMachine,
  chart: MachineChart,
): Simulation {
  let now = SIMULATION_START;
  const setup = SIMULATION_SETUPS[id](() => now);
  const invoked = [...new Set(chart.states.flatMap((state) => state.invokes))];
  const simulated = machine.provide({
    actors: Object.fromEntries(invoked.map((src) => [src, fromPromise(() => new Promise<never>(() => {}))])),
  });
  const actor = createActor(simulated, { input: setup.input, clock: new SimulatedClock() });
  actor.start();
  const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;

  const enabledEvents = () => {
    const current = snapshot();
    if (current.status !== 'active') return [];
    const active = new Set(activeStates(current));
    const types = [
      ...new Set(
        chart.transitions.filter((t) => active.has(t.source) && t.kind !== 'always').map((t) => t.event),
      ),
    ];
    return types
      .flatMap((type) => {
        const samples = setup.events.filter((event) => event.type === type);
        return samples.length > 0 ? samples : [{ type }];
      })
      .filter((event) => current.can(event));
  };

  return {
    actor,
    enabledEvents,
    send(event) {
      const before = snapshot();
      // Time passes first: the delay's guards read the time it fires at.
      const delay = chart.transitions.find((t) => t.event === event.type && t.kind === 'delay')?.delayMs;
      if (delay) now += delay;
      // The chart's ids: `<source> on <event>#<index among the source's alternatives>`.
      const transitions = machine.getTransitionData(before as never, event as never).map((taken) => {
        const source = (taken as unknown as { source: AnyStateNode }).source;
        const index = (source.transitions.get(event.type) ?? []).indexOf(taken as never);
        return `${source.id} on ${event.type}#${index}`;
      });
      actor.send(event);
      return { event, from: activeLeaves(before), to: activeLeaves(snapshot()), transitions };
    },
    elapsed: () => now - SIMULATION_START,
    stop: () => actor.stop(),
  };
}
