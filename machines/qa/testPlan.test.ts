import { describe, expect, it } from 'vitest';
import { machineTransitions } from '../testing';
import { machineModel, MACHINE_MODELS } from './models';
import { buildTestPlan, testPlanIndexMarkdown, testPlanMarkdown } from './testPlan';

describe('test plans', () => {
  it('lists every machine of machines/ once, by its own id', () => {
    expect(MACHINE_MODELS.map((model) => model.id)).toEqual([
      'session',
      'productWizard',
      'dirtyForm',
      'orderStatus',
      'reviewStatus',
    ]);
  });

  it.each(['orderStatus', 'reviewStatus', 'dirtyForm'])(
    '%s: counts every transition of the machine, and the shortest paths take all of them',
    (id) => {
      const model = machineModel(id);
      const plan = buildTestPlan(model);
      const transitions = machineTransitions(model.machine);
      expect(plan.counts.transitions).toBe(transitions.length);
      expect(plan.coverage.transitions.map((row) => row.id)).toEqual(transitions.map((t) => t.id));
      expect(plan.coverage.taken).toBe(transitions.length);
      expect(plan.simple.length).toBeGreaterThan(0);
      expect(plan.simple.length).toBeLessThanOrEqual(model.simple.maxPaths);
      for (const path of plan.simple) {
        expect(path.steps.length - 1).toBeLessThanOrEqual(model.simple.maxSteps);
      }
    },
  );

  it('gives steps with the event and the state to expect, as plain data and as Markdown', () => {
    const plan = buildTestPlan(machineModel('orderStatus'));
    expect(JSON.parse(JSON.stringify(plan))).toEqual(plan);
    const refund = plan.shortest.find((path) => path.steps.some((step) => step.event === 'REFUND'))!;
    expect(refund.steps[0]).toMatchObject({ event: 'xstate.init', label: 'start', expected: 'pending' });
    expect(refund.steps.at(-1)).toMatchObject({ event: 'REFUND', expected: 'refunded', status: 'done' });
    const markdown = testPlanMarkdown(plan);
    expect(markdown).toContain('# Test plan: Order status (`orderStatus`)');
    for (const path of [...plan.shortest, ...plan.simple]) expect(markdown).toContain(`### ${path.id}: `);
    expect(markdown).toContain('| 1 | PAYMENT_RECEIVED {"stockAvailable":true} |');
    expect(testPlanIndexMarkdown([plan])).toContain('| [Order status](orderStatus.md) | 10 | 12 | 28 | 28 |');
  });

  it('says which transitions are out of the model’s reach', () => {
    const plan = buildTestPlan(machineModel('session'));
    const excepted = plan.coverage.transitions.filter((row) => row.excepted);
    expect(excepted.map((row) => row.shortestPaths)).toEqual([0]);
    expect(plan.coverage.taken).toBe(plan.counts.transitions - 1);
    expect(testPlanMarkdown(plan)).toContain('out of the model’s reach');
  });
});
