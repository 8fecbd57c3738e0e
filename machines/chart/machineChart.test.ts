import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineTransitions } from '../testing';
import { chartCounts, machineChart, transitionLabel } from './machineChart';
import { WORKFLOW_MACHINES } from './workflowMachines';

const stateNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states).flatMap((child) => stateNodes(child as AnyStateNode)),
];

describe.each(Object.entries(WORKFLOW_MACHINES))('the %s chart', (id, machine: AnyStateMachine) => {
  const chart = machineChart(machine);

  it('has every state node of the machine, each once, with its parent and children', () => {
    const nodes = stateNodes(machine.root);
    expect(chart.id).toBe(id);
    expect(chart.states.map((state) => state.id)).toEqual(nodes.map((node) => node.id));
    for (const state of chart.states) {
      const node = machine.getStateNodeById(state.id);
      expect(state.type).toBe(node.type);
      expect(state.parent).toBe(node.parent?.id ?? null);
      expect(state.children).toEqual(Object.values(node.states).map((child) => (child as AnyStateNode).id));
    }
  });

  it('has every transition the machine has, and none it has not', () => {
    const expected = machineTransitions(machine);
    const always = stateNodes(machine.root).flatMap((node) => node.always ?? []);
    expect(chart.transitions).toHaveLength(expected.length + always.length);
    const drawn = chart.transitions.filter((t) => t.kind !== 'always');
    expect(drawn.map((t) => [t.id, t.source, t.event, t.targets, t.guard !== null])).toEqual(
      expected.map((t) => [t.id, t.source, t.event, t.targets, t.guard !== null]),
    );
    const states = new Set(chart.states.map((state) => state.id));
    for (const transition of chart.transitions) {
      expect(states.has(transition.source)).toBe(true);
      for (const target of transition.targets) expect(states.has(target)).toBe(true);
    }
  });

  it('counts the machine’s own states, events and transitions', () => {
    const ownEvents = machine.root.events.filter((type) => !type.startsWith('xstate.'));
    expect(chartCounts(chart)).toEqual({
      states: stateNodes(machine.root).length - 1,
      events: new Set(ownEvents).size,
      transitions: machineTransitions(machine).length,
    });
  });

  it('marks one initial state in each compound state and none in parallel ones', () => {
    for (const state of chart.states.filter((s) => s.children.length > 0)) {
      const initial = chart.states.filter((s) => s.parent === state.id && s.initial);
      expect(initial).toHaveLength(state.type === 'parallel' ? 0 : 1);
    }
  });
});

describe('machine chart', () => {
  const lamp = setup({
    guards: { hasPower: () => true },
    delays: { COOL_DOWN: 1500 },
    actors: {},
  }).createMachine({
    id: 'lamp',
    description: 'A lamp.',
    initial: 'off',
    states: {
      off: { on: { TOGGLE: { guard: 'hasPower', target: 'on', description: 'Switch on.' } } },
      on: {
        type: 'parallel',
        on: { TOGGLE: 'cooling' },
        states: {
          light: { initial: 'bright', states: { bright: { on: { DIM: 'dim' } }, dim: {} } },
          fan: { initial: 'spinning', states: { spinning: {} } },
        },
      },
      cooling: { after: { COOL_DOWN: 'off', 200: { target: 'broken' } } },
      broken: { type: 'final' },
    },
  });
  const chart = machineChart(lamp);

  it('reads nesting, parallel regions, initial and final states', () => {
    const byId = Object.fromEntries(chart.states.map((state) => [state.id, state]));
    expect(byId['lamp']).toMatchObject({ parent: null, initial: true, type: 'compound' });
    expect(byId['lamp.off']).toMatchObject({ initial: true, type: 'atomic' });
    expect(byId['lamp.on']).toMatchObject({ type: 'parallel', children: ['lamp.on.light', 'lamp.on.fan'] });
    expect(byId['lamp.on.light']).toMatchObject({ initial: false, type: 'compound' });
    expect(byId['lamp.on.light.bright']).toMatchObject({ initial: true });
    expect(byId['lamp.on.light.dim']).toMatchObject({ initial: false });
    expect(byId['lamp.broken']).toMatchObject({ type: 'final', initial: false });
  });

  it('labels events with their guards and delays with their milliseconds', () => {
    expect(chart.transitions.map((t) => [t.source, transitionLabel(t), t.targets])).toEqual([
      ['lamp.off', 'TOGGLE [hasPower]', ['lamp.on']],
      ['lamp.on', 'TOGGLE', ['lamp.cooling']],
      ['lamp.on.light.bright', 'DIM', ['lamp.on.light.dim']],
      ['lamp.cooling', 'after 200 ms', ['lamp.broken']],
      ['lamp.cooling', 'after 1500 ms', ['lamp.off']],
    ]);
    expect(chart.transitions[0]!.description).toBe('Switch on.');
    expect(chart.events).toEqual(['TOGGLE', 'DIM']);
  });
});
