// Recorded figures laid over a machine's chart: the API counts changes by (from, event, to) in the
// statuses' own names; the chart knows state nodes and transitions by id. This maps the one onto
// the other (a status is the state whose path it names, a change the transition leaving that
// state on that event for that target), scales the edges by their frequency, and numbers a
// record's own changes along the chart. Pure: the texts come in as functions, already translated.
import type { FlowStats } from '../../../../domain/workflows/flowStats';
import type { MachineChart } from '../../../../machines/chart';

/** A recorded change of one record or of many: from a status (null: the creation), by an event, to one. */
export interface RecordedChange {
  from: string | null;
  event: string;
  to: string;
}

/** The chart's state a status names (its path, `in_review`), if the machine has it. */
export function stateOfStatus(chart: MachineChart, status: string | null): string | null {
  if (status === null) return null;
  return chart.states.find((state) => state.parent !== null && state.path.join('.') === status)?.id ?? null;
}

/**
 * The chart's transition that makes a recorded change: it leaves `from` on `event` for `to`, or
 * stays in `from` (no target) when `to` is `from`. Among guarded alternatives that all fit, the
 * first (the recorded row does not say which guard held). Null for a creation, and for a change
 * the machine has no transition for (an anomaly).
 */
export function transitionOfChange(chart: MachineChart, change: RecordedChange): string | null {
  const source = stateOfStatus(chart, change.from);
  const target = stateOfStatus(chart, change.to);
  if (!source || !target) return null;
  const found = chart.transitions.find(
    (transition) =>
      transition.source === source &&
      transition.event === change.event &&
      (transition.targets.includes(target) || (transition.targets.length === 0 && source === target)),
  );
  return found?.id ?? null;
}

/** The thinnest and the thickest stroke of a transition's arrow, in chart pixels. */
export const EDGE_WIDTH = { none: 1.2, least: 1.6, most: 8 } as const;

/**
 * A transition's stroke by its frequency, relative to the busiest transition of the chart: the
 * busiest gets the thickest stroke, one never taken the plain one.
 */
export function edgeWidth(count: number, busiest: number): number {
  if (count <= 0 || busiest <= 0) return EDGE_WIDTH.none;
  const share = Math.min(count / busiest, 1);
  return Math.round((EDGE_WIDTH.least + (EDGE_WIDTH.most - EDGE_WIDTH.least) * share) * 10) / 10;
}

/** How the figures read, in the reader's language. */
export interface FigureTexts {
  /** A transition's line: its count and the median time before it (null when none was measured). */
  edge: (count: number, medianSeconds: number | null) => string;
  /** A state's line: how many records sit there now. */
  state: (count: number) => string;
}

export interface TransitionFigure {
  count: number;
  medianSeconds: number | null;
  width: number;
  text: string;
}

export interface StateFigure {
  count: number;
  text: string;
}

/** The figures by the chart's own ids, ready to draw and to read out. */
export interface ChartFigures {
  /** Every transition of the chart that has a target or stays, by id (zero when not recorded). */
  transitions: Record<string, TransitionFigure>;
  /** Every state below the root that is not a compound one, by id (zero when no record is there). */
  states: Record<string, StateFigure>;
  /** Records created in the period (they enter the initial state without a transition). */
  created: number;
  /** The count of the busiest transition. */
  busiest: number;
  /** Whether the period holds any recorded change at all (creations included). */
  empty: boolean;
}

/** Lays the API's figures onto a chart's ids. */
export function chartFigures(chart: MachineChart, stats: FlowStats, texts: FigureTexts): ChartFigures {
  const recorded = new Map<string, { count: number; medianSeconds: number | null }>();
  let created = 0;
  for (const change of stats.transitions) {
    if (change.from === null) {
      created += change.count;
      continue;
    }
    const id = transitionOfChange(chart, change);
    // Not the machine's (an anomaly, listed apart), or a second row of the same transition.
    if (!id || recorded.has(id)) continue;
    recorded.set(id, { count: change.count, medianSeconds: change.median_seconds });
  }
  const busiest = Math.max(0, ...[...recorded.values()].map((figure) => figure.count));
  const transitions: Record<string, TransitionFigure> = {};
  for (const transition of chart.transitions) {
    const { count, medianSeconds } = recorded.get(transition.id) ?? { count: 0, medianSeconds: null };
    transitions[transition.id] = {
      count,
      medianSeconds,
      width: edgeWidth(count, busiest),
      text: texts.edge(count, medianSeconds),
    };
  }
  const now = new Map<string, number>();
  for (const row of stats.states) {
    const id = stateOfStatus(chart, row.state);
    if (id) now.set(id, (now.get(id) ?? 0) + row.count);
  }
  const states: Record<string, StateFigure> = {};
  for (const state of chart.states) {
    if (state.parent === null || state.children.length > 0) continue;
    const count = now.get(state.id) ?? 0;
    states[state.id] = { count, text: texts.state(count) };
  }
  return { transitions, states, created, busiest, empty: stats.transitions.length === 0 };
}

/** One change of a record's timeline, numbered from 1 in the order it happened. */
export interface PathStep extends RecordedChange {
  number: number;
  at: string;
  /** The chart's transition that made it; null for the creation and for a change the machine does not make. */
  transition: string | null;
  /** The state it led to, when the machine has it. */
  state: string | null;
}

/** A record's path over the chart: its steps, and each transition's and state's step numbers. */
export interface RecordPath {
  steps: PathStep[];
  transitions: Record<string, number[]>;
  states: Record<string, number[]>;
  /** Steps the machine does not make (no transition of it fits, other than the creation). */
  strays: PathStep[];
}

/** A record's timeline (oldest first, or in any order: sorted by time) numbered along the chart. */
export function recordPath(
  chart: MachineChart,
  timeline: readonly (RecordedChange & { at: string })[],
): RecordPath {
  const ordered = [...timeline].sort((a, b) => a.at.localeCompare(b.at));
  const steps = ordered.map((change, index): PathStep => ({
    ...change,
    number: index + 1,
    transition: change.from === null ? null : transitionOfChange(chart, change),
    state: stateOfStatus(chart, change.to),
  }));
  const transitions: Record<string, number[]> = {};
  const states: Record<string, number[]> = {};
  for (const step of steps) {
    if (step.transition) (transitions[step.transition] ??= []).push(step.number);
    if (step.state) (states[step.state] ??= []).push(step.number);
  }
  return {
    steps,
    transitions,
    states,
    strays: steps.filter((step) => step.from !== null && !step.transition),
  };
}

/** A duration split into its two largest units that count (days and hours, hours and minutes, …). */
export function durationParts(
  totalSeconds: number,
): Partial<Record<'days' | 'hours' | 'minutes' | 'seconds', number>> {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const units = [
    ['days', Math.floor(seconds / 86_400)],
    ['hours', Math.floor((seconds % 86_400) / 3_600)],
    ['minutes', Math.floor((seconds % 3_600) / 60)],
    ['seconds', seconds % 60],
  ] as const;
  const first = units.findIndex(([, value]) => value > 0);
  if (first === -1) return { seconds: 0 };
  return Object.fromEntries(units.slice(first, first + 2).filter(([, value]) => value > 0));
}

type DurationFormatLike = { format: (duration: Record<string, number>) => string };
type DurationFormatConstructor = new (
  language: string,
  options: { style: 'narrow' | 'short' | 'long' },
) => DurationFormatLike;

const UNIT = { days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' } as const;

/**
 * A duration in the reader's language, short ("2d 4h", "٢ي ٤س"): `Intl.DurationFormat` where the
 * browser has it, else each unit by `Intl.NumberFormat`'s narrow units, side by side.
 */
export function durationFormat(
  language: string,
  durationFormatter: DurationFormatConstructor | undefined = (
    Intl as { DurationFormat?: DurationFormatConstructor }
  ).DurationFormat,
): (seconds: number) => string {
  if (durationFormatter) {
    const format = new durationFormatter(language, { style: 'narrow' });
    return (seconds) => format.format(durationParts(seconds));
  }
  const formats = Object.fromEntries(
    Object.entries(UNIT).map(([part, unit]) => [
      part,
      new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'narrow' }),
    ]),
  ) as Record<keyof typeof UNIT, Intl.NumberFormat>;
  return (seconds) =>
    Object.entries(durationParts(seconds))
      .map(([part, value]) => formats[part as keyof typeof UNIT].format(value))
      .join(' ');
}
