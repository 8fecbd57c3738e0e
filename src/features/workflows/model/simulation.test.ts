import { describe, expect, it } from 'vitest';
import { machineChart, WORKFLOW_MACHINES, type WorkflowMachineId } from '../../../../machines/chart';
import { createSimulation } from './simulation';

const simulate = (id: WorkflowMachineId) => {
  const machine = WORKFLOW_MACHINES[id];
  const chart = machineChart(machine);
  return { chart, simulation: createSimulation(id, machine, chart) };
};

describe('simulation', () => {
  it.each(Object.keys(WORKFLOW_MACHINES) as WorkflowMachineId[])(
    'walks the %s machine: every offered event is taken, along transitions of its chart',
    (id) => {
      const { chart, simulation } = simulate(id);
      const ids = new Set(chart.transitions.map((t) => t.id));
      const taken = new Set<string>();
      // Always the first offered event not taken yet (else the first): a walk that goes places.
      for (let step = 0; step < 40; step++) {
        const offered = simulation.enabledEvents();
        if (offered.length === 0) break;
        const move = simulation.send(offered[step % offered.length]!);
        expect(move.transitions.length).toBeGreaterThan(0);
        for (const transition of move.transitions) {
          expect(ids.has(transition), transition).toBe(true);
          taken.add(transition);
        }
      }
      expect(taken.size).toBeGreaterThan(2);
      simulation.stop();
    },
  );

  it('signs in, and ends the session after 30 minutes of inactivity as simulated time passes', () => {
    const { simulation } = simulate('session');
    const send = (type: string) =>
      simulation.send(simulation.enabledEvents().find((e) => e.type.includes(type))!);
    send('INIT');
    send('xstate.done.actor.restoreSession');
    send('LOGIN');
    expect(send('xstate.done.actor.login').to).toEqual([
      'session.authenticated.tokens.idle',
      'session.authenticated.activity.watching',
    ]);
    let last;
    do last = send('ACTIVITY_CHECK');
    while (last.to.includes('session.authenticated.activity.watching'));
    expect(last.to).toEqual(['session.unauthenticated']);
    expect(simulation.elapsed()).toBe(30 * 60_000);
  });

  it('offers only what the machine takes: a review is submitted by its reviewer, complete', () => {
    const { simulation } = simulate('reviewStatus');
    expect(simulation.enabledEvents()).toEqual([{ type: 'SUBMIT', by: 'reviewer', complete: true }]);
  });
});

describe('simulation samples', () => {
  it('fill the wizard in, so it goes through every step to success', () => {
    const { simulation } = simulate('productWizard');
    const send = (type: string, has = '') =>
      simulation.send(
        simulation.enabledEvents().find((e) => e.type === type && JSON.stringify(e).includes(has))!,
      );
    send('UPDATE_DETAILS', 'TEA_01');
    send('NEXT');
    send('UPDATE_COST', 'cost_basis');
    send('NEXT');
    send('xstate.done.actor.saveProduct');
    send('SKIP');
    send('UPDATE_LAUNCH', 'LCH_TEA');
    send('CREATE_LAUNCH');
    expect(send('xstate.done.actor.createLaunch').to).toEqual(['productWizard.success']);
  });
});
