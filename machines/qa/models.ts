// Every machine of the product with the model its paths are generated from: the sample events
// (with the payloads its guards read), what tells two states apart, and where a walk stops. The
// machine-level model tests, the browser suites and the QA plan all generate their paths from
// these, through machines/testing: one way to generate paths in the project.
import type { AnyStateMachine, EventObject } from 'xstate';
import { dirtyFormMachine, type DirtyFormEvent } from '../dirtyForm';
import { ORDER_FLOW_EVENTS, orderStatusMachine } from '../orderStatus';
import { productWizardMachine } from '../productWizard';
import { wizardModelOptions } from '../productWizard/model';
import { REVIEW_FLOW_EVENTS, reviewStatusMachine } from '../reviewStatus';
import { sessionMachine } from '../session';
import { SESSION_MODEL_EXCEPTIONS, sessionModelOptions } from '../session/model';
import { generateModelPaths, type ModelPath, type ModelPathOptions } from '../testing';

export interface MachineModel {
  /** The machine's id, as its definition names it. */
  id: string;
  title: string;
  /** One line: what the machine runs. */
  description: string;
  machine: AnyStateMachine;
  options: ModelPathOptions<EventObject, unknown>;
  /** Transitions no model path can take, each with its reason beside the list. */
  exceptions: readonly string[];
  /** The bound on simple paths: events per path, and paths in all. */
  simple: { maxSteps: number; maxPaths: number };
}

const DIRTY_FORM_EVENTS: DirtyFormEvent[] = [
  { type: 'CHANGE', dirty: true },
  { type: 'CHANGE', dirty: false },
];

const model = (entry: Omit<MachineModel, 'id' | 'description'> & { description?: string }): MachineModel => ({
  ...entry,
  id: entry.machine.id,
  description: entry.description ?? entry.machine.root.description ?? '',
});

export const MACHINE_MODELS: readonly MachineModel[] = [
  model({
    title: 'Session',
    description: 'A signed-in session: sign-in, token refresh, 401 retries, inactivity, sign-out.',
    machine: sessionMachine,
    options: sessionModelOptions as ModelPathOptions<EventObject, unknown>,
    exceptions: SESSION_MODEL_EXCEPTIONS,
    simple: { maxSteps: 8, maxPaths: 100 },
  }),
  model({
    title: 'Product wizard',
    machine: productWizardMachine,
    options: wizardModelOptions as ModelPathOptions<EventObject, unknown>,
    exceptions: [],
    simple: { maxSteps: 10, maxPaths: 100 },
  }),
  model({
    title: 'Unsaved changes on close',
    machine: dirtyFormMachine,
    options: { events: DIRTY_FORM_EVENTS },
    exceptions: [],
    simple: { maxSteps: 10, maxPaths: 100 },
  }),
  model({
    title: 'Order status',
    machine: orderStatusMachine,
    options: { events: ORDER_FLOW_EVENTS },
    exceptions: [],
    simple: { maxSteps: 12, maxPaths: 100 },
  }),
  model({
    title: 'Review status',
    machine: reviewStatusMachine,
    options: { events: REVIEW_FLOW_EVENTS },
    exceptions: [],
    simple: { maxSteps: 12, maxPaths: 100 },
  }),
];

export const machineModel = (id: string): MachineModel => {
  const found = MACHINE_MODELS.find((entry) => entry.id === id);
  if (!found) throw new Error(`No machine "${id}": ${MACHINE_MODELS.map((entry) => entry.id).join(', ')}`);
  return found;
};

/** The shortest paths of a machine's model: what its machine-level model test replays. */
export function modelPaths<TEvent extends EventObject = EventObject, TContext = unknown>(
  id: string,
): ModelPath<TEvent, TContext>[] {
  const model = machineModel(id);
  return generateModelPaths(model.machine, model.options) as unknown as ModelPath<TEvent, TContext>[];
}
