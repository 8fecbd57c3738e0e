// The product status flow as a chart, built from data: product statuses are each organisation's
// own rows and a product may move from any of them to any other, so there is no machine to read.
// The states are the organisation's statuses (named as it names them, their flags as badges); the
// transitions are the changes recorded between them, and nothing else: a pair of statuses no
// product ever went between has no arrow. The ids follow a machine chart's, so the recorded
// figures and a product's path lay onto it as onto the order and review charts.
import type { ProductStatus } from '../../../../domain/catalogue';
import {
  FLOW_CREATED_EVENT,
  PRODUCT_STATUS_CHANGE_EVENT,
  type FlowStats,
} from '../../../../domain/workflows/flowStats';
import type { ChartState, ChartTransition, MachineChart } from '../../../../machines/chart';

/** The chart's id, and its root state's: the flow's name in the figures' API. */
export const PRODUCT_STATUS_CHART = 'productStatus';

/** What a status row gives the chart. */
export type ChartedStatus = Pick<
  ProductStatus,
  'code' | 'name' | 'is_active' | 'allows_sales' | 'allows_launch' | 'is_editable'
>;

/** The flags a status box shows, each as a badge when it holds. */
export const STATUS_BADGES = ['sales', 'launch', 'editable', 'inactive'] as const;
export type StatusBadge = (typeof STATUS_BADGES)[number];

const holds: Record<StatusBadge, (status: ChartedStatus) => boolean> = {
  sales: (status) => status.allows_sales,
  launch: (status) => status.allows_launch,
  editable: (status) => status.is_editable,
  inactive: (status) => !status.is_active,
};

const stateId = (code: string) => `${PRODUCT_STATUS_CHART}.${code}`;
/** A change's transition: one per (from, to) pair, so the target's code tells them apart. */
const transitionId = (from: string, to: string) => `${stateId(from)} on ${PRODUCT_STATUS_CHANGE_EVENT}#${to}`;

/**
 * The reading order, so that most changes read top down: the statuses products went through
 * first, each next one the status that the fewest recorded changes enter from the statuses not
 * yet placed (a greedy cut of the cycles), the one products are created in first when two tie,
 * then the one most entered from those placed; the statuses no product has been in last, in
 * the order given. The layout reads the states top down in this order.
 */
function readingOrder(
  codes: readonly string[],
  created: readonly { to: string; count: number }[],
  changes: readonly { from: string; to: string; count: number }[],
): string[] {
  const createdIn = new Map(created.map((row) => [row.to, row.count]));
  const reached = new Set([...created.map((row) => row.to), ...changes.flatMap((row) => [row.from, row.to])]);
  const placed = new Set<string>();
  const order: string[] = [];
  const entered = (code: string, fromPlaced: boolean) =>
    changes
      .filter((row) => row.to === code && placed.has(row.from) === fromPlaced)
      .reduce((sum, row) => sum + row.count, 0);
  let pending = codes.filter((code) => reached.has(code));
  while (pending.length > 0) {
    const ranked = pending
      .map((code, index) => ({
        code,
        index,
        unplaced: entered(code, false),
        created: createdIn.get(code) ?? 0,
        placed: entered(code, true),
      }))
      .sort(
        (a, b) =>
          a.unplaced - b.unplaced || b.created - a.created || b.placed - a.placed || a.index - b.index,
      );
    const next = ranked[0]!.code;
    placed.add(next);
    order.push(next);
    pending = pending.filter((code) => code !== next);
  }
  return [...order, ...codes.filter((code) => !reached.has(code))];
}

/**
 * The chart of an organisation's statuses and of the changes recorded between them (`stats`:
 * the figures of all the history, so that the chart does not change with the period shown).
 * Every status is a state; a status that only the history names (a status of another
 * organisation, one past the list's page) is a state too, named as the figures name it. A
 * status products were created in is an initial state. A recorded change is a transition when
 * it moves a product from one status to another; one that leaves the status as it was is not
 * (the figures list it as an anomaly).
 */
export function productStatusChart(
  statuses: readonly ChartedStatus[],
  stats: Pick<FlowStats, 'transitions' | 'states'>,
  badge: (flag: StatusBadge) => string,
): MachineChart {
  const named = new Map<string, { label?: string; badges: string[] }>();
  for (const status of statuses) {
    if (named.has(status.code)) continue;
    named.set(status.code, {
      label: status.name,
      badges: STATUS_BADGES.filter((flag) => holds[flag](status)).map(badge),
    });
  }
  const labelOf = new Map(stats.states.map((row) => [row.state, row.label]));
  const mention = (code: string) => {
    if (!named.has(code)) named.set(code, { label: labelOf.get(code) ?? undefined, badges: [] });
  };
  const created: { to: string; count: number }[] = [];
  const changes: { from: string; to: string; count: number }[] = [];
  for (const row of stats.transitions) {
    if (row.from === null && row.event === FLOW_CREATED_EVENT) {
      created.push({ to: row.to, count: row.count });
      mention(row.to);
    } else if (row.from !== null && row.event === PRODUCT_STATUS_CHANGE_EVENT && row.from !== row.to) {
      changes.push({ from: row.from, to: row.to, count: row.count });
      mention(row.from);
      mention(row.to);
    }
  }
  for (const row of stats.states) mention(row.state);

  const order = readingOrder([...named.keys()], created, changes);
  const initial = new Set(created.map((row) => row.to));
  const states: ChartState[] = order.map((code) => {
    const { label, badges } = named.get(code)!;
    return {
      id: stateId(code),
      key: code,
      path: [code],
      parent: PRODUCT_STATUS_CHART,
      type: 'atomic',
      initial: initial.has(code),
      children: [],
      tags: [],
      invokes: [],
      description: null,
      ...(label !== undefined && label !== code && { label }),
      badges,
    };
  });
  const position = new Map(order.map((code, index) => [code, index]));
  const transitions: ChartTransition[] = [...changes]
    .sort(
      (a, b) => position.get(a.from)! - position.get(b.from)! || position.get(a.to)! - position.get(b.to)!,
    )
    .map((change) => ({
      id: transitionId(change.from, change.to),
      source: stateId(change.from),
      targets: [stateId(change.to)],
      event: PRODUCT_STATUS_CHANGE_EVENT,
      kind: 'event',
      subject: null,
      delayMs: null,
      guard: null,
      actions: [],
      reenter: false,
      description: null,
    }));
  const root: ChartState = {
    id: PRODUCT_STATUS_CHART,
    key: PRODUCT_STATUS_CHART,
    path: [],
    parent: null,
    type: 'compound',
    initial: true,
    children: states.map((state) => state.id),
    tags: [],
    invokes: [],
    description: null,
  };
  return {
    id: PRODUCT_STATUS_CHART,
    description: null,
    states: [root, ...states],
    transitions,
    events: transitions.length ? [PRODUCT_STATUS_CHANGE_EVENT] : [],
  };
}
