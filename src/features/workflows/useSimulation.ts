import { useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { MachineChart, WorkflowMachineId } from '../../../machines/chart';
import { activeLeaves, activeStates, createSimulation, type SimulationMove } from './model/simulation';

export interface SimulationView {
  /** Every active state (ancestors included) and the leaves among them. */
  active: Set<string>;
  leaves: string[];
  enabled: EventObject[];
  log: SimulationMove[];
  done: boolean;
  elapsed: number;
  send: (event: EventObject) => void;
  reset: () => void;
}

/**
 * A simulated actor of the machine, started with the screen and again on reset. A run that ends
 * is left to the garbage collector rather than stopped: nothing in it runs on its own (its clock
 * is simulated, its actors never settle), and a screen mounted twice (React's strict mode) would
 * otherwise keep a stopped actor.
 */
export function useSimulation(
  id: WorkflowMachineId,
  machine: AnyStateMachine,
  chart: MachineChart,
): SimulationView {
  const [run, setRun] = useState(() => ({
    simulation: createSimulation(id, machine, chart),
    log: [] as SimulationMove[],
  }));
  const snapshot = run.simulation.actor.getSnapshot() as AnyMachineSnapshot;
  return {
    active: new Set(activeStates(snapshot)),
    leaves: activeLeaves(snapshot),
    enabled: run.simulation.enabledEvents(),
    log: run.log,
    done: snapshot.status === 'done',
    elapsed: run.simulation.elapsed(),
    send: (event) => {
      const move = run.simulation.send(event);
      setRun({ simulation: run.simulation, log: [...run.log, move] });
    },
    reset: () => setRun({ simulation: createSimulation(id, machine, chart), log: [] }),
  };
}
