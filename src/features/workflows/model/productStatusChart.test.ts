import { describe, expect, it } from 'vitest';
import {
  FLOW_CREATED_EVENT,
  PRODUCT_STATUS_CHANGE_EVENT,
  type FlowStats,
  type FlowTransitionStats,
} from '../../../../domain/workflows/flowStats';
import { chartCounts } from '../../../../machines/chart';
import { layoutChart, mirrorLayout, type Box } from './chartLayout';
import { chartFigures, recordPath } from './flowFigures';
import { productStatusChart, type ChartedStatus, type StatusBadge } from './productStatusChart';

const status = (code: string, name: string, flags: Partial<ChartedStatus> = {}): ChartedStatus => ({
  code,
  name,
  is_active: true,
  allows_sales: false,
  allows_launch: false,
  is_editable: false,
  ...flags,
});
const STATUSES = [
  status('ACTIVE', 'Active', { allows_sales: true, allows_launch: true }),
  status('ARCHIVED', 'Archived', { is_active: false }),
  status('DISCONTINUED', 'Discontinued'),
  status('DRAFT', 'Draft', { is_editable: true }),
];
const created = (to: string, count: number) => change(null, to, count, FLOW_CREATED_EVENT);
function change(
  from: string | null,
  to: string,
  count: number,
  event = PRODUCT_STATUS_CHANGE_EVENT,
): FlowTransitionStats {
  return { from, event, to, count, median_seconds: from === null ? null : 3_600, allowed: from !== to };
}
const stats = (transitions: FlowTransitionStats[], states: FlowStats['states'] = []): FlowStats => ({
  flow: 'productStatus',
  date_preset: null,
  since: null,
  transitions,
  states,
  anomalies: [],
});
const badge = (flag: StatusBadge) => `«${flag}»`;
const HISTORY = stats(
  [
    created('DRAFT', 5),
    created('ACTIVE', 1),
    change('DRAFT', 'ACTIVE', 4),
    change('ACTIVE', 'DISCONTINUED', 2),
    change('DISCONTINUED', 'ACTIVE', 1),
    // A change that changes nothing: an anomaly, not an arrow.
    change('ACTIVE', 'ACTIVE', 1),
  ],
  [
    { state: 'ACTIVE', label: 'Active', count: 3 },
    { state: 'DRAFT', label: 'Draft', count: 1 },
    { state: 'DISCONTINUED', label: 'Discontinued', count: 2 },
  ],
);
const pairs = (chart: ReturnType<typeof productStatusChart>) =>
  chart.transitions.map((t) => `${t.source} → ${t.targets.join(',')}`).sort();

describe('the product status flow built from data', () => {
  const chart = productStatusChart(STATUSES, HISTORY, badge);

  it('has every status of the organisation as a state, named as it names it, its flags as badges', () => {
    const [root, ...states] = chart.states;
    expect(root).toMatchObject({ id: 'productStatus', parent: null, type: 'compound' });
    expect(root!.children).toEqual(states.map((state) => state.id));
    expect(states.map((state) => state.key).sort()).toEqual(STATUSES.map((s) => s.code).sort());
    const byKey = Object.fromEntries(states.map((state) => [state.key, state]));
    expect(byKey.ACTIVE).toMatchObject({
      id: 'productStatus.ACTIVE',
      path: ['ACTIVE'],
      parent: 'productStatus',
      type: 'atomic',
      label: 'Active',
      badges: ['«sales»', '«launch»'],
    });
    expect(byKey.ARCHIVED!.badges).toEqual(['«inactive»']);
    expect(byKey.DRAFT!.badges).toEqual(['«editable»']);
    expect(byKey.DISCONTINUED!.badges).toEqual([]);
    // A status no product was ever in is a state all the same, with no arrow.
    expect(chart.transitions.some((t) => [t.source, ...t.targets].includes('productStatus.ARCHIVED'))).toBe(
      false,
    );
  });

  it('has a transition for each recorded change between two statuses, and none other', () => {
    expect(pairs(chart)).toEqual([
      'productStatus.ACTIVE → productStatus.DISCONTINUED',
      'productStatus.DISCONTINUED → productStatus.ACTIVE',
      'productStatus.DRAFT → productStatus.ACTIVE',
    ]);
    for (const transition of chart.transitions) {
      expect(transition).toMatchObject({ event: PRODUCT_STATUS_CHANGE_EVENT, kind: 'event', guard: null });
    }
    expect(new Set(chart.transitions.map((t) => t.id)).size).toBe(chart.transitions.length);
    expect(chartCounts(chart)).toEqual({ states: 4, events: 1, transitions: 3 });
  });

  it('marks the statuses products were created in as initial, and reads from them down', () => {
    const initial = chart.states.filter((state) => state.parent && state.initial).map((state) => state.key);
    expect(initial.sort()).toEqual(['ACTIVE', 'DRAFT']);
    // The busiest creation first, then what it leads to; the never-reached status last.
    expect(chart.states.slice(1).map((state) => state.key)).toEqual([
      'DRAFT',
      'ACTIVE',
      'DISCONTINUED',
      'ARCHIVED',
    ]);
  });

  it('puts a status before the one its products move on to, whichever way the busiest change goes', () => {
    const flow = productStatusChart(
      [status('ACTIVE', 'Active'), status('DRAFT', 'Draft'), status('PRE_LAUNCH', 'Pre-launch')],
      stats([
        created('DRAFT', 5),
        change('DRAFT', 'ACTIVE', 4),
        change('DRAFT', 'PRE_LAUNCH', 4),
        change('PRE_LAUNCH', 'ACTIVE', 2),
      ]),
      badge,
    );
    expect(flow.states.slice(1).map((state) => state.key)).toEqual(['DRAFT', 'PRE_LAUNCH', 'ACTIVE']);
  });

  it('has no transition and no event without recorded changes', () => {
    const bare = productStatusChart(STATUSES, stats([]), badge);
    expect(bare.states).toHaveLength(STATUSES.length + 1);
    expect(bare.transitions).toEqual([]);
    expect(bare.events).toEqual([]);
    expect(bare.states.some((state) => state.parent && state.initial)).toBe(false);
  });

  it('keeps a status that only the history names, named as the figures name it', () => {
    const other = productStatusChart(
      [status('DRAFT', 'Draft')],
      stats([change('DRAFT', 'RETIRED', 2)], [{ state: 'RETIRED', label: 'Retired', count: 2 }]),
      badge,
    );
    expect(other.states.find((state) => state.key === 'RETIRED')).toMatchObject({
      label: 'Retired',
      badges: [],
    });
    expect(pairs(other)).toEqual(['productStatus.DRAFT → productStatus.RETIRED']);
  });

  it('names a status once when two organisations share its code', () => {
    const merged = productStatusChart(
      [status('DRAFT', 'Draft'), status('DRAFT', 'Brouillon')],
      stats([]),
      badge,
    );
    expect(merged.states.slice(1).map((state) => state.label)).toEqual(['Draft']);
  });
});

describe('the recorded figures and a product’s path on it', () => {
  const chart = productStatusChart(STATUSES, HISTORY, badge);
  const texts = { edge: (count: number) => `${count}×`, state: (count: number) => `${count} now` };

  it('gives each transition its count and each status its products now; the change that changes nothing is left out', () => {
    const figures = chartFigures(chart, HISTORY, texts);
    expect(figures.transitions['productStatus.DRAFT on CHANGE_STATUS#ACTIVE']).toMatchObject({
      count: 4,
      medianSeconds: 3_600,
    });
    expect(figures.transitions['productStatus.DISCONTINUED on CHANGE_STATUS#ACTIVE']!.count).toBe(1);
    expect(Object.values(figures.transitions).reduce((sum, figure) => sum + figure.count, 0)).toBe(7);
    expect(figures.created).toBe(6);
    expect(figures.states['productStatus.ACTIVE']!.count).toBe(3);
    expect(figures.states['productStatus.ARCHIVED']!.count).toBe(0);
  });

  it('counts a shorter period on the same chart, the transitions it did not see at zero', () => {
    const week = stats([change('DRAFT', 'ACTIVE', 1)]);
    const figures = chartFigures(chart, week, texts);
    expect(Object.keys(figures.transitions).sort()).toEqual(chart.transitions.map((t) => t.id).sort());
    expect(figures.transitions['productStatus.ACTIVE on CHANGE_STATUS#DISCONTINUED']!.count).toBe(0);
  });

  it('numbers a product’s changes along the chart, a change that changes nothing as a stray', () => {
    const path = recordPath(chart, [
      { from: null, event: FLOW_CREATED_EVENT, to: 'DRAFT', at: '2026-01-01T00:00:00Z' },
      { from: 'DRAFT', event: PRODUCT_STATUS_CHANGE_EVENT, to: 'ACTIVE', at: '2026-01-02T00:00:00Z' },
      { from: 'ACTIVE', event: PRODUCT_STATUS_CHANGE_EVENT, to: 'ACTIVE', at: '2026-01-03T00:00:00Z' },
    ]);
    expect(path.states).toEqual({ 'productStatus.DRAFT': [1], 'productStatus.ACTIVE': [2, 3] });
    expect(path.transitions).toEqual({ 'productStatus.DRAFT on CHANGE_STATUS#ACTIVE': [2] });
    expect(path.strays.map((step) => step.number)).toEqual([3]);
  });
});

describe('the product status flow laid out', () => {
  const inside = (inner: Box, outer: Box) =>
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height;

  it('draws every status with its badges inside its box, and every transition once, mirrored too', async () => {
    const chart = productStatusChart(STATUSES, HISTORY, badge);
    const layout = await layoutChart(chart, undefined, {
      edge: '99,999 × · median 9d 23h',
      state: '99,999 now',
    });
    expect(Object.keys(layout.states).sort()).toEqual(chart.states.map((state) => state.id).sort());
    expect(layout.edges.map((edge) => edge.transition).sort()).toEqual(
      chart.transitions.map((t) => t.id).sort(),
    );
    for (const laid of [layout, mirrorLayout(layout)]) {
      const active = laid.states['productStatus.ACTIVE']!;
      expect(active.badges.map((b) => b.text)).toEqual(['«sales»', '«launch»']);
      for (const { box } of active.badges) expect(inside(box, active)).toBe(true);
      const [first, second] = active.badges.map((b) => b.box);
      // Side by side, not overlapping.
      expect(first!.x + first!.width <= second!.x || second!.x + second!.width <= first!.x).toBe(true);
    }
  });
});
