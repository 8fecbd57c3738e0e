// A machine's chart laid out for drawing: ELK's layered algorithm over the states as nested
// boxes (a compound or parallel state holds its children, laid out together so that edges cross
// levels cleanly), one edge per transition target with its label placed by ELK. Transitions
// that stay where they are (no target: they only run actions) are not edges but lines inside
// their state's box, so a state with many of them (the wizard's UPDATE_*) stays legible.
// Coordinates come out absolute, left to right; `mirrorLayout` turns them for right-to-left.
import type { ELK, ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartTransition, MachineChart } from '../../../../machines/chart';
import { transitionLabel, transitionTrigger } from '../../../../machines/chart';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutState extends Box {
  id: string;
  /** Transitions of this state that stay in it, listed inside its box, each with its line's box. */
  internal: { transition: string; label: string; box: Box }[];
  /** The state's badges (`ChartState.badges`), side by side on a line below those, each in its box. */
  badges: { text: string; box: Box }[];
}

export interface LaidOutEdge {
  /** `<transition id>→<target index>`: one edge per target of a transition. */
  id: string;
  transition: string;
  source: string;
  target: string;
  points: { x: number; y: number }[];
  /** The event (or delay, or outcome) on the first line, its guard on the second. */
  label: Box & { lines: string[] };
}

export interface ChartLayout {
  width: number;
  height: number;
  states: Record<string, LaidOutState>;
  edges: LaidOutEdge[];
}

/**
 * Room kept for figures drawn over the chart (a transition's count and median time, a state's
 * records now): the widest text each may take, one line below an edge's label and at the foot of
 * each box without children. Kept whatever the figures are, so new figures never move the chart.
 */
export interface FigureRoom {
  edge: string;
  state: string;
}

/** A text's size at the chart's font; the browser measures, tests estimate. */
export type MeasureText = (text: string, weight: 'normal' | 'bold') => number;

/** Close enough for labels in the chart's 12px sans-serif when no canvas is at hand. */
export const estimateText: MeasureText = (text, weight) =>
  [...text].reduce(
    (sum, char) => sum + (/[A-Z_0-9]/.test(char) ? 7.8 : /[\s.,:[\]()]/.test(char) ? 3.6 : 6.4),
    0,
  ) * (weight === 'bold' ? 1.08 : 1);

export const CHART_FONT_SIZE = 12;
/** The height of a line of text in the chart. */
export const LINE = 16;
/** A box's title line; its other lines start below it. */
export const HEADER = 28;
const PAD = 12;
const LABEL_PAD = 4;
/** A badge's line, its inner padding on each side, and the gap between two badges. */
export const BADGE_LINE = LINE + 4;
const BADGE_PAD = 5;
const BADGE_GAP = 4;

/** The name a state's box shows: its own for a data-built chart, else its key. */
export const stateTitle = (state: { key: string; label?: string }) => state.label ?? state.key;

/** Each badge's offset from the line's start, and its width. */
const badgeRow = (badges: readonly string[], measure: MeasureText) => {
  let at = 0;
  return badges.map((text) => {
    const width = Math.ceil(measure(text, 'normal')) + 2 * BADGE_PAD;
    const badge = { text, offset: at, width };
    at += width + BADGE_GAP;
    return badge;
  });
};
const badgeRowWidth = (badges: readonly string[], measure: MeasureText) =>
  badgeRow(badges, measure).reduce((end, badge) => badge.offset + badge.width, 0);

const internalTransitions = (chart: MachineChart, state: string) =>
  chart.transitions.filter((t) => t.source === state && t.targets.length === 0);

/** `after 60000 ms` keeps `[guard]`; an internal line also says what it stays in. */
const internalLabel = (transition: ChartTransition) => `↻ ${transitionLabel(transition)}`;

/**
 * A guard goes on a line of its own, and a long one (`a and b`) on a line per part, so labels
 * stay narrow and the chart does not grow wide with them.
 */
const edgeLabelLines = (transition: ChartTransition) => {
  if (!transition.guard) return [transitionTrigger(transition)];
  const parts = transition.guard.split(/ (?=and |or )/);
  return [
    transitionTrigger(transition),
    ...parts.map(
      (part, index) => `${index === 0 ? '[' : '  '}${part}${index === parts.length - 1 ? ']' : ''}`,
    ),
  ];
};

/**
 * The definition's order is the reading order (details before cost, pending before confirmed).
 * ELK turns some edge of each cycle back, and left to itself it may pick the forward ones (the
 * wizard then reads bottom up); so an edge against the definition's order is given to ELK the
 * other way round, and turned again once laid out. (ELK's own MODEL_ORDER cycle breaking fails
 * on nested graphs.)
 */
const isBackward = (order: Map<string, number>, source: string, target: string) =>
  order.get(target)! < order.get(source)!;

function elkGraph(chart: MachineChart, measure: MeasureText, room: FigureRoom | null): ElkNode {
  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const order = new Map(chart.states.map((state, index) => [state.id, index]));
  const node = (id: string): ElkNode => {
    const state = byId.get(id)!;
    const internal = internalTransitions(chart, id).map(internalLabel);
    const invokes = state.invokes.map((src) => `invoke ${src}`);
    const lines = [...invokes, ...internal];
    const badges = state.badges ?? [];
    const textWidth = Math.max(
      measure(stateTitle(state), 'bold'),
      ...lines.map((line) => measure(line, 'normal')),
      badgeRowWidth(badges, measure),
    );
    const bodyHeight = lines.length * LINE + (badges.length ? BADGE_LINE : 0);
    if (state.children.length === 0) {
      const figure = room && state.parent ? measure(room.state, 'normal') : 0;
      return {
        id,
        width: Math.max(88, Math.ceil(Math.max(textWidth, figure)) + 2 * PAD),
        height: HEADER + bodyHeight + (figure ? LINE : 0) + (lines.length || figure ? 8 : 4),
      };
    }
    return {
      id,
      layoutOptions: {
        'elk.padding': `[top=${HEADER + bodyHeight + 12},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${Math.ceil(textWidth) + 2 * PAD}, ${HEADER + bodyHeight + 24})`,
        // Regions of a parallel state side by side, as the reader expects them.
        ...(state.type === 'parallel' && { 'elk.direction': 'RIGHT' }),
      },
      children: state.children.map(node),
    };
  };
  const edges: ElkExtendedEdge[] = chart.transitions.flatMap((transition) =>
    transition.targets.map((target, index) => {
      const lines = edgeLabelLines(transition);
      const widths = lines.map((line, i) => measure(line, i === 0 ? 'bold' : 'normal'));
      if (room) widths.push(measure(room.edge, 'normal'));
      return {
        id: `${transition.id}→${index}`,
        ...(isBackward(order, transition.source, target)
          ? { sources: [target], targets: [transition.source] }
          : { sources: [transition.source], targets: [target] }),
        labels: [
          {
            text: lines.join('\n'),
            width: Math.ceil(Math.max(...widths)) + 2 * LABEL_PAD,
            height: widths.length * LINE + 2 * LABEL_PAD,
          },
        ],
      };
    }),
  );
  return {
    id: '__chart__',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '36',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.edgeNode': '16',
      'elk.spacing.edgeEdge': '10',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [node(chart.states[0]!.id)],
    edges,
  };
}

let engine: Promise<ELK> | undefined;
/** ELK's bundled build (it runs in the page, no worker file to serve), loaded on first use. */
const elk = () => (engine ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk()));

/**
 * Lays the chart out; every state and every transition target of the chart is in the result.
 * With `room`, each edge label and each box without children keeps a line for figures.
 */
export async function layoutChart(
  chart: MachineChart,
  measure: MeasureText = estimateText,
  room: FigureRoom | null = null,
): Promise<ChartLayout> {
  const result = await (await elk()).layout(elkGraph(chart, measure, room));
  const states: Record<string, LaidOutState> = {};
  const origin = new Map<string, { x: number; y: number }>([['__chart__', { x: 0, y: 0 }]]);
  // Whole pixels: crisp lines, and a mirrored layout mirrors back exactly.
  const walk = (node: ElkNode, parentX: number, parentY: number) => {
    const x = parentX + Math.round(node.x ?? 0);
    const y = parentY + Math.round(node.y ?? 0);
    origin.set(node.id, { x, y });
    const state = chart.states.find((candidate) => candidate.id === node.id)!;
    const lines = [...state.invokes.map(() => null), ...internalTransitions(chart, node.id)];
    const badgeTop = y + HEADER + lines.length * LINE;
    states[node.id] = {
      id: node.id,
      x,
      y,
      width: Math.round(node.width ?? 0),
      height: Math.round(node.height ?? 0),
      internal: lines.flatMap((transition, index) =>
        transition
          ? [
              {
                transition: transition.id,
                label: internalLabel(transition),
                box: {
                  x: x + PAD,
                  y: y + HEADER + index * LINE,
                  width: Math.round(node.width ?? 0) - 2 * PAD,
                  height: LINE,
                },
              },
            ]
          : [],
      ),
      badges: badgeRow(state.badges ?? [], measure).map((badge) => ({
        text: badge.text,
        box: { x: x + PAD + badge.offset, y: badgeTop, width: badge.width, height: LINE },
      })),
    };
    for (const child of node.children ?? []) walk(child, x, y);
  };
  for (const child of result.children ?? []) walk(child, 0, 0);
  const order = new Map(chart.states.map((state, index) => [state.id, index]));
  const edges = (result.edges ?? []).map((edge): LaidOutEdge => {
    const transition = edge.id.slice(0, edge.id.lastIndexOf('→'));
    const source = chart.transitions.find((t) => t.id === transition)!.source;
    const target = source === edge.sources[0] ? edge.targets[0]! : edge.sources[0]!;
    const at = origin.get((edge as { container?: string }).container ?? '__chart__') ?? { x: 0, y: 0 };
    const section = edge.sections?.[0];
    const laid = section
      ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({
          x: Math.round(p.x) + at.x,
          y: Math.round(p.y) + at.y,
        }))
      : [];
    const points = isBackward(order, source, target) ? laid.reverse() : laid;
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      transition,
      source,
      target,
      points,
      label: {
        // The label's own lines; the figures' line (when room was kept) is the one below them.
        lines: (label?.text ?? '').split('\n'),
        x: Math.round(label?.x ?? 0) + at.x,
        y: Math.round(label?.y ?? 0) + at.y,
        width: Math.round(label?.width ?? 0),
        height: Math.round(label?.height ?? 0),
      },
    };
  });
  return { width: Math.round(result.width ?? 0), height: Math.round(result.height ?? 0), states, edges };
}

/** The layout seen in a mirror, for right-to-left readers: boxes and edges flip, texts do not. */
export function mirrorLayout(layout: ChartLayout): ChartLayout {
  const flip = (box: Box): Box => ({ ...box, x: layout.width - box.x - box.width });
  return {
    ...layout,
    states: Object.fromEntries(
      Object.entries(layout.states).map(([id, state]) => [
        id,
        {
          ...state,
          ...flip(state),
          internal: state.internal.map((line) => ({ ...line, box: flip(line.box) })),
          badges: state.badges.map((badge) => ({ ...badge, box: flip(badge.box) })),
        },
      ]),
    ),
    edges: layout.edges.map((edge) => ({
      ...edge,
      points: edge.points.map((point) => ({ ...point, x: layout.width - point.x })),
      label: { ...edge.label, ...flip(edge.label) },
    })),
  };
}
