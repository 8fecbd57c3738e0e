import { describe, expect, it } from 'vitest';
import type { FlowStats, FlowTransitionStats } from '../../../../domain/workflows/flowStats';
import { machineChart, WORKFLOW_MACHINES } from '../../../../machines/chart';
import {
  chartFigures,
  durationFormat,
  durationParts,
  EDGE_WIDTH,
  edgeWidth,
  recordPath,
  stateOfStatus,
  transitionOfChange,
  type FigureTexts,
} from './flowFigures';

const orders = machineChart(WORKFLOW_MACHINES.orderStatus);
const reviews = machineChart(WORKFLOW_MACHINES.reviewStatus);
const texts: FigureTexts = {
  edge: (count, median) => `${count}× ${median ?? '-'}s`,
  state: (count) => `${count} now`,
};
const change = (
  from: string | null,
  event: string,
  to: string,
  count: number,
  median_seconds: number | null = null,
  allowed = true,
): FlowTransitionStats => ({ from, event, to, count, median_seconds, allowed });
const stats = (transitions: FlowTransitionStats[], states: FlowStats['states'] = []): FlowStats => ({
  flow: 'orderStatus',
  date_preset: null,
  since: null,
  transitions,
  states,
  anomalies: [],
});

describe('a recorded change found on the chart', () => {
  it('names the transition leaving the status on the event for the target', () => {
    expect(transitionOfChange(orders, { from: 'pending', event: 'CONFIRM', to: 'confirmed' })).toBe(
      'orderStatus.pending on CONFIRM#0',
    );
    // Two guarded alternatives of PAYMENT_RECEIVED leave payment_pending: the target tells them apart.
    expect(
      transitionOfChange(orders, { from: 'payment_pending', event: 'PAYMENT_RECEIVED', to: 'pending' }),
    ).toBe('orderStatus.payment_pending on PAYMENT_RECEIVED#1');
    expect(transitionOfChange(reviews, { from: 'completed', event: 'REOPEN', to: 'in_review' })).toBe(
      'reviewStatus.completed on REOPEN#0',
    );
  });

  it('names a transition that stays when the status does not change', () => {
    expect(transitionOfChange(orders, { from: 'pending', event: 'PAYMENT_RECEIVED', to: 'pending' })).toBe(
      'orderStatus.pending on PAYMENT_RECEIVED#0',
    );
  });

  it('names none for a change the machine does not make, a creation or an unknown status', () => {
    expect(transitionOfChange(orders, { from: 'delivered', event: 'CANCEL', to: 'cancelled' })).toBeNull();
    expect(transitionOfChange(orders, { from: 'pending', event: 'SHIP', to: 'confirmed' })).toBeNull();
    expect(transitionOfChange(orders, { from: null, event: 'CREATE', to: 'pending' })).toBeNull();
    expect(transitionOfChange(orders, { from: 'lost', event: 'CONFIRM', to: 'confirmed' })).toBeNull();
    expect(stateOfStatus(orders, 'orderStatus')).toBeNull();
  });
});

describe('edge widths by frequency', () => {
  it('gives the busiest transition the thickest stroke and scales the others to it', () => {
    expect(edgeWidth(40, 40)).toBe(EDGE_WIDTH.most);
    expect(edgeWidth(20, 40)).toBeCloseTo((EDGE_WIDTH.least + EDGE_WIDTH.most) / 2, 1);
    expect(edgeWidth(1, 40)).toBeGreaterThan(EDGE_WIDTH.none);
    expect(edgeWidth(1, 40)).toBeLessThan(edgeWidth(2, 40));
  });

  it('keeps the plain stroke for a transition never taken, and for a chart with no change at all', () => {
    expect(edgeWidth(0, 40)).toBe(EDGE_WIDTH.none);
    expect(edgeWidth(0, 0)).toBe(EDGE_WIDTH.none);
  });
});

describe('the figures on the chart', () => {
  const figures = chartFigures(
    orders,
    stats(
      [
        change(null, 'CREATE', 'pending', 12),
        change('pending', 'CONFIRM', 'confirmed', 8, 7_200),
        change('confirmed', 'START_PROCESSING', 'processing', 4, 90),
        change('delivered', 'CANCEL', 'cancelled', 2, 60, false),
      ],
      [
        { state: 'pending', label: null, count: 4 },
        { state: 'processing', label: null, count: 3 },
        { state: 'gone', label: null, count: 9 },
      ],
    ),
    texts,
  );

  it('puts each count and median on its transition, with its width and its text', () => {
    expect(figures.busiest).toBe(8);
    expect(figures.transitions['orderStatus.pending on CONFIRM#0']).toEqual({
      count: 8,
      medianSeconds: 7_200,
      width: EDGE_WIDTH.most,
      text: '8× 7200s',
    });
    const processing = figures.transitions['orderStatus.confirmed on START_PROCESSING#0']!;
    expect(processing.count).toBe(4);
    expect(processing.width).toBeLessThan(EDGE_WIDTH.most);
    expect(processing.text).toBe('4× 90s');
  });

  it('gives every transition a figure, zero where nothing was recorded', () => {
    expect(Object.keys(figures.transitions).sort()).toEqual(orders.transitions.map((t) => t.id).sort());
    expect(figures.transitions['orderStatus.shipped on DELIVER#0']).toEqual({
      count: 0,
      medianSeconds: null,
      width: EDGE_WIDTH.none,
      text: '0× -s',
    });
  });

  it('counts creations apart and leaves anomalies off the transitions', () => {
    expect(figures.created).toBe(12);
    const total = Object.values(figures.transitions).reduce((sum, figure) => sum + figure.count, 0);
    expect(total).toBe(12);
  });

  it('says how many records sit in each state now, zero elsewhere, an unknown status nowhere', () => {
    expect(figures.states['orderStatus.pending']).toEqual({ count: 4, text: '4 now' });
    expect(figures.states['orderStatus.processing']!.count).toBe(3);
    expect(figures.states['orderStatus.refunded']!.count).toBe(0);
    expect(Object.keys(figures.states)).toHaveLength(orders.states.length - 1);
    expect(figures.empty).toBe(false);
  });

  it('is empty when the period holds no change', () => {
    expect(chartFigures(orders, stats([]), texts).empty).toBe(true);
  });
});

describe("a record's path on the chart", () => {
  const path = recordPath(orders, [
    // Given out of order: the path follows time.
    { from: 'confirmed', event: 'HOLD', to: 'on_hold', at: '2026-01-03T00:00:00Z' },
    { from: null, event: 'CREATE', to: 'pending', at: '2026-01-01T00:00:00Z' },
    { from: 'pending', event: 'CONFIRM', to: 'confirmed', at: '2026-01-02T00:00:00Z' },
    { from: 'on_hold', event: 'RELEASE', to: 'confirmed', at: '2026-01-04T00:00:00Z' },
    { from: 'confirmed', event: 'SHIP', to: 'shipped', at: '2026-01-05T00:00:00Z' },
  ]);

  it('numbers the steps in time order, each with its transition', () => {
    expect(path.steps.map((step) => [step.number, step.event, step.transition])).toEqual([
      [1, 'CREATE', null],
      [2, 'CONFIRM', 'orderStatus.pending on CONFIRM#0'],
      [3, 'HOLD', 'orderStatus.confirmed on HOLD#0'],
      [4, 'RELEASE', 'orderStatus.on_hold on RELEASE#1'],
      [5, 'SHIP', null],
    ]);
  });

  it('gives each state the numbers of the steps that reached it, a state reached twice both', () => {
    expect(path.states).toEqual({
      'orderStatus.pending': [1],
      'orderStatus.confirmed': [2, 4],
      'orderStatus.on_hold': [3],
      'orderStatus.shipped': [5],
    });
    expect(path.transitions).toEqual({
      'orderStatus.pending on CONFIRM#0': [2],
      'orderStatus.confirmed on HOLD#0': [3],
      'orderStatus.on_hold on RELEASE#1': [4],
    });
  });

  it('keeps a step the machine does not make, as a stray', () => {
    expect(path.strays.map((step) => step.number)).toEqual([5]);
  });
});

describe('durations', () => {
  it('keeps the two largest units that count', () => {
    expect(durationParts(2 * 86_400 + 4 * 3_600 + 59)).toEqual({ days: 2, hours: 4 });
    expect(durationParts(3 * 3_600 + 60)).toEqual({ hours: 3, minutes: 1 });
    expect(durationParts(86_400 + 30)).toEqual({ days: 1 });
    expect(durationParts(42.4)).toEqual({ seconds: 42 });
    expect(durationParts(0)).toEqual({ seconds: 0 });
  });

  it("reads in the reader's language by Intl's units when DurationFormat is missing", () => {
    const en = durationFormat('en', undefined)(2 * 86_400 + 4 * 3_600);
    expect(en).toBe(
      `${new Intl.NumberFormat('en', { style: 'unit', unit: 'day', unitDisplay: 'narrow' }).format(2)} ${new Intl.NumberFormat('en', { style: 'unit', unit: 'hour', unitDisplay: 'narrow' }).format(4)}`,
    );
    const ar = durationFormat('ar', undefined)(2 * 86_400 + 4 * 3_600);
    expect(ar).toContain(new Intl.NumberFormat('ar').format(2));
    expect(ar).not.toBe(en);
  });

  it('hands the parts to Intl.DurationFormat when there is one', () => {
    const seen: unknown[] = [];
    class Fake {
      constructor(
        readonly language: string,
        readonly options: unknown,
      ) {
        seen.push([language, options]);
      }
      format(parts: Record<string, number>) {
        return JSON.stringify(parts);
      }
    }
    expect(durationFormat('fr', Fake)(90_061)).toBe('{"days":1,"hours":1}');
    expect(seen).toEqual([['fr', { style: 'narrow' }]]);
  });
});
