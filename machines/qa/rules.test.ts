// The machines' rules (./rules.ts) hold on every path the models generate, and they catch a
// wrong machine: each mutant below changes one transition of one machine, the way a slip in an
// edit would, and its generated paths must break at least one rule. Without the rules the
// mutants would pass every model test, whose expected states come from the (mutated) machine.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import type { SessionContext } from '../session';
import { sessionPaths } from '../session/model';
import { generateModelPaths, machineTransitions } from '../testing';
import { inactivityChecks } from './inactivity';
import { MACHINE_MODELS, machineModel, type MachineModel } from './models';
import { brokenRules, MACHINE_RULES } from './rules';

type Config = Record<string, unknown> & { states?: Record<string, Config>; on?: Record<string, unknown> };

/** The machine with the state node at `path` (keys from the root) replaced by `edit` of it. */
function mutate(machine: AnyStateMachine, path: string[], edit: (node: Config) => Config): AnyStateMachine {
  const change = (node: Config, rest: string[]): Config => {
    if (rest.length === 0) return edit({ ...node });
    const [key, ...deeper] = rest as [string, ...string[]];
    return { ...node, states: { ...node.states, [key]: change(node.states![key]!, deeper) } };
  };
  return createMachine(change(machine.config as Config, path) as never, machine.implementations as never);
}

/** One transition on `event` of the node, replaced. */
const onEvent = (event: string, replacement: unknown) => (node: Config) => ({
  ...node,
  on: { ...node.on, [event]: replacement },
});

/** The invoked actor's outcome (`onDone`/`onError`) of the node, replaced. */
const onOutcome = (outcome: 'onDone' | 'onError', replacement: unknown) => (node: Config) => ({
  ...node,
  invoke: { ...(node.invoke as Config), [outcome]: replacement },
});

const pathsOf = (model: MachineModel, machine: AnyStateMachine = model.machine) => [
  ...generateModelPaths(machine, model.options),
  ...generateModelPaths(machine, { ...model.options, strategy: 'simple', ...model.simple }),
];

describe('the machines keep their rules', () => {
  it.each(MACHINE_MODELS.map((model) => [model.id, model] as const))(
    '%s: every rule holds on every generated path',
    (id, model) => {
      expect(MACHINE_RULES[id]?.length).toBeGreaterThan(0);
      expect(brokenRules(MACHINE_RULES[id]!, pathsOf(model))).toEqual([]);
    },
  );
});

const endsEveryIdleSession = (outcomes: ReturnType<typeof inactivityChecks>) =>
  outcomes.length > 0 &&
  outcomes.every(
    ({ to }) =>
      to.matches('unauthenticated' as never) && (to.context as SessionContext).reason === 'inactive',
  );

describe('inactivity always ends the session', () => {
  const session = machineModel('session');
  it('at every reachable signed-in state', () => {
    const outcomes = inactivityChecks(pathsOf(session), session.machine);
    expect(outcomes.length).toBeGreaterThan(20);
    expect(endsEveryIdleSession(outcomes)).toBe(true);
  });
});

/** One-transition changes of each machine that its rules must catch. */
const MUTANTS: { machine: string; change: string; mutant: () => AnyStateMachine }[] = [
  {
    machine: 'productWizard',
    change: 'Back from the images step goes to the details step',
    mutant: () =>
      mutate(
        machineModel('productWizard').machine,
        ['images', 'idle'],
        onEvent('BACK', { target: '#productWizard.details' }),
      ),
  },
  {
    machine: 'productWizard',
    change: 'Step 2’s NEXT goes to the images step without saving',
    mutant: () =>
      mutate(
        machineModel('productWizard').machine,
        ['costQuantity'],
        onEvent('NEXT', [{ guard: 'costComplete', target: 'images' }, { actions: 'showMissingCost' }]),
      ),
  },
  {
    machine: 'productWizard',
    change: 'A failed upload leaves the images step for step 1',
    mutant: () =>
      mutate(
        machineModel('productWizard').machine,
        ['images', 'uploading'],
        onOutcome('onError', { target: '#productWizard.details' }),
      ),
  },
  {
    machine: 'orderStatus',
    change: 'A refund of a delivered order returns it to Pending',
    mutant: () =>
      mutate(
        machineModel('orderStatus').machine,
        ['delivered'],
        onEvent('REFUND', { guard: 'paid', target: 'pending' }),
      ),
  },
  {
    machine: 'orderStatus',
    change: 'A cancelled order is refunded unpaid',
    mutant: () =>
      mutate(machineModel('orderStatus').machine, ['cancelled'], onEvent('REFUND', { target: 'refunded' })),
  },
  {
    machine: 'orderStatus',
    change: 'Processing ships unpaid',
    mutant: () =>
      mutate(machineModel('orderStatus').machine, ['processing'], onEvent('SHIP', { target: 'shipped' })),
  },
  {
    machine: 'orderStatus',
    change: 'Releasing a hold always confirms',
    mutant: () =>
      mutate(
        machineModel('orderStatus').machine,
        ['on_hold'],
        onEvent('RELEASE', { target: 'confirmed', actions: 'forgetHold' }),
      ),
  },
  {
    machine: 'reviewStatus',
    change: 'The employee acknowledges straight to completed',
    mutant: () =>
      mutate(
        machineModel('reviewStatus').machine,
        ['in_review'],
        onEvent('ACKNOWLEDGE', { target: 'completed' }),
      ),
  },
  {
    machine: 'reviewStatus',
    change: 'Anyone reopens a completed review, with no reason',
    mutant: () =>
      mutate(machineModel('reviewStatus').machine, ['completed'], onEvent('REOPEN', { target: 'in_review' })),
  },
  {
    machine: 'dirtyForm',
    change: 'Closing with unsaved changes closes at once',
    mutant: () =>
      mutate(machineModel('dirtyForm').machine, ['dirty'], onEvent('CLOSE', { target: 'closed' })),
  },
  {
    machine: 'dirtyForm',
    change: '“No, keep editing” drops the changes',
    mutant: () =>
      mutate(machineModel('dirtyForm').machine, ['confirming'], onEvent('CANCEL', { target: 'clean' })),
  },
  {
    machine: 'session',
    change: 'A failed sign-out keeps the session',
    mutant: () =>
      mutate(
        machineModel('session').machine,
        ['loggingOut'],
        onOutcome('onError', { target: 'authenticated' }),
      ),
  },
  {
    machine: 'session',
    change: 'A failed refresh goes back to idle, signed in',
    mutant: () =>
      mutate(
        machineModel('session').machine,
        ['authenticated', 'tokens', 'refreshing'],
        onOutcome('onError', { target: 'idle' }),
      ),
  },
];

describe('the rules catch a machine changed by one transition', () => {
  it.each(MUTANTS.map((entry) => [entry.machine, entry.change, entry] as const))(
    '%s: %s',
    (id, _change, entry) => {
      const mutant = entry.mutant();
      const paths = generateModelPaths(mutant, machineModel(id).options);
      expect(brokenRules(MACHINE_RULES[id]!, paths)).not.toEqual([]);
    },
  );

  it('session: an activity check that never signs out an idle user', () => {
    const session = machineModel('session');
    const mutant = mutate(session.machine, ['authenticated', 'activity', 'watching'], (node) => ({
      ...node,
      after: { ACTIVITY_CHECK: { target: 'watching', reenter: true } },
    }));
    expect(endsEveryIdleSession(inactivityChecks(generateModelPaths(mutant, session.options), mutant))).toBe(
      false,
    );
  });
});

describe('every transition of every machine is taken at machine level', () => {
  it.each(MACHINE_MODELS.map((model) => [model.id, model] as const))('%s', (id, model) => {
    const paths = generateModelPaths(model.machine, model.options);
    const taken = new Set(paths.flatMap((path) => path.steps.flatMap((step) => step.transitions)));
    // The session's inactivity sign-out, out of the frozen-clock model's reach, is taken by the
    // inactivity rule's check above.
    if (id === 'session') {
      for (const outcome of inactivityChecks(sessionPaths(), model.machine))
        outcome.taken.forEach((t) => taken.add(t));
    }
    const all = machineTransitions(model.machine).map((t) => t.id);
    expect(all.filter((t) => !taken.has(t))).toEqual([]);
    expect([...taken].filter((t) => !all.includes(t))).toEqual([]);
  });
});
