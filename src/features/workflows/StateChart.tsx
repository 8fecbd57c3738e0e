import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChartState, MachineChart } from '../../../machines/chart';
import {
  BADGE_LINE,
  CHART_FONT_SIZE,
  HEADER,
  LINE,
  stateTitle,
  type Box as Rect,
  type ChartLayout,
} from './model/chartLayout';
import type { ChartFigures, RecordPath } from './model/flowFigures';

/**
 * What is drawn over the machine: recorded figures (each arrow as thick as its frequency, its count
 * and median time below its label, each state's records now at its foot; the layout kept room for
 * them) and a record's path (its transitions and states highlighted, numbered in order).
 */
export interface ChartOverlay {
  figures: ChartFigures | null;
  path: RecordPath | null;
  /** Step numbers in the reader's digits. */
  number: (n: number) => string;
}

/** What the page asks of the drawing: fit it, and its `<svg>` for the export. */
export interface StateChartHandle {
  fit(): void;
  zoom(factor: number): void;
  svg(): SVGSVGElement | null;
}

interface View {
  scale: number;
  x: number;
  y: number;
}

const HEADER_BASELINE = 18;
/** Where a box's lines (invoked actors, transitions that stay) start: chartLayout's header. */
const BODY_TOP = HEADER;
const PAD = 12;
const PAN_STEP = 60;
const ZOOM_STEP = 1.25;
const MIN_SCALE = 0.1;
const MAX_SCALE = 4;
/** Below this, a chart's 12px labels are too small to read. */
const LEGIBLE_SCALE = 0.6;
const READABLE_SCALE = 0.85;

// Chakra's tokens as CSS variables: the drawing follows the colour mode; the export reads the
// computed colours (exportChart.ts).
const COLOR = {
  text: 'var(--chakra-colors-fg)',
  muted: 'var(--chakra-colors-fg-muted)',
  border: 'var(--chakra-colors-border-emphasized)',
  surface: 'var(--chakra-colors-bg)',
  region: 'var(--chakra-colors-bg-subtle)',
  edge: 'var(--chakra-colors-blue-fg)',
  active: 'var(--chakra-colors-blue-solid)',
  activeFill: 'var(--chakra-colors-blue-subtle)',
  taken: 'var(--chakra-colors-orange-fg)',
  focus: 'var(--chakra-colors-orange-solid)',
  path: 'var(--chakra-colors-purple-fg)',
  pathFill: 'var(--chakra-colors-purple-solid)',
  pathText: 'var(--chakra-colors-purple-contrast)',
};

/**
 * A figure's line (a count, a median time): in the reader's language and digits, written in its
 * direction from `x`, the start of the line (a box's right in Arabic).
 */
function FigureText({
  x,
  y,
  rtl,
  figure,
}: {
  x: number;
  y: number;
  rtl: boolean;
  figure: { count: number; text: string };
}) {
  return (
    <text
      x={x}
      y={y}
      textAnchor="start"
      direction={rtl ? 'rtl' : 'ltr'}
      fill={figure.count ? COLOR.text : COLOR.muted}
      data-figure
    >
      {figure.text}
    </text>
  );
}

/** A badge of step numbers ("2, 4"), its left (`align` start) or right (end) at `x`, centred on `y`. */
function StepBadge({ x, y, text, align }: { x: number; y: number; text: string; align: 'start' | 'end' }) {
  const width = 10 + text.length * 7;
  const left = align === 'start' ? x : x - width;
  return (
    <g data-path-steps={text}>
      <rect x={left} y={y - 9} width={width} height={18} rx={9} fill={COLOR.pathFill} />
      <text x={left + width / 2} y={y + 4} textAnchor="middle" fontWeight="bold" fill={COLOR.pathText}>
        {text}
      </text>
    </g>
  );
}

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/**
 * A machine's chart as SVG: states as nested boxes (parallel regions dashed, the initial state
 * with a dot, final ones with a double border), transitions as arrows with their labels, the
 * transitions that stay in a state as lines in its box. Active states and the transitions just
 * taken are highlighted. Wheel or +/- zoom, a drag or the arrow keys pan, 0 fits; Tab goes from
 * state to state, Enter selects one (the outline beside shows it).
 */
export const StateChart = forwardRef<
  StateChartHandle,
  {
    chart: MachineChart;
    layout: ChartLayout;
    /** Right to left: the layout is mirrored, and the texts in boxes start at their right. */
    rtl: boolean;
    active: ReadonlySet<string>;
    taken: ReadonlySet<string>;
    selected: string | null;
    onSelect: (state: string) => void;
    overlay?: ChartOverlay;
  }
>(function StateChart({ chart, layout, rtl, active, taken, selected, onSelect, overlay }, ref) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const initialLeaf = chart.states.find((state) => state.parent === chart.states[0]?.id && state.initial)?.id;
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const [dragging, setDragging] = useState(false);

  const fit = useCallback(() => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || !layout.width) return;
    const scale = clampScale(Math.min(box.width / layout.width, box.height / layout.height, 1.5));
    setView({
      scale,
      x: (box.width - layout.width * scale) / 2,
      y: (box.height - layout.height * scale) / 2,
    });
  }, [layout]);

  /** Zooms by `factor` about a point of the frame (its centre by default). */
  const zoomAt = useCallback((factor: number, at?: { x: number; y: number }) => {
    const box = frame.current?.getBoundingClientRect();
    const point = at ?? { x: (box?.width ?? 0) / 2, y: (box?.height ?? 0) / 2 };
    setView((v) => {
      const scale = clampScale(v.scale * factor);
      const ratio = scale / v.scale;
      return { scale, x: point.x - (point.x - v.x) * ratio, y: point.y - (point.y - v.y) * ratio };
    });
  }, []);

  /**
   * The first view: the whole chart when it is legible so, else the top of it (where the
   * machine starts) at a readable size, Fit showing the whole.
   */
  const start = useCallback(() => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || !layout.width) return;
    if (Math.min(box.width / layout.width, box.height / layout.height) >= LEGIBLE_SCALE) return fit();
    const initial = Object.values(layout.states).find((state) => state.id === initialLeaf) ?? null;
    const scale = READABLE_SCALE;
    const centre = initial ? initial.x + initial.width / 2 : layout.width / 2;
    setView({ scale, x: box.width / 2 - centre * scale, y: 12 });
  }, [fit, layout, initialLeaf]);

  useImperativeHandle(ref, () => ({ fit, zoom: (factor) => zoomAt(factor), svg: () => svgRef.current }), [
    fit,
    zoomAt,
  ]);
  useEffect(start, [start]);

  // The wheel zooms the drawing rather than scrolling the page: a listener that may prevent it.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomAt(event.deltaY < 0 ? 1.1 : 1 / 1.1, { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const onKeyDown = (event: KeyboardEvent) => {
    const pan = (dx: number, dy: number) => setView((v) => ({ ...v, x: v.x + dx, y: v.y + dy }));
    const keys: Record<string, () => void> = {
      ArrowLeft: () => pan(PAN_STEP, 0),
      ArrowRight: () => pan(-PAN_STEP, 0),
      ArrowUp: () => pan(0, PAN_STEP),
      ArrowDown: () => pan(0, -PAN_STEP),
      '+': () => zoomAt(ZOOM_STEP),
      '=': () => zoomAt(ZOOM_STEP),
      '-': () => zoomAt(1 / ZOOM_STEP),
      '0': fit,
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  /** Brings a state into view when the keyboard reaches it. */
  const reveal = (box: Rect) => {
    const frameBox = frame.current?.getBoundingClientRect();
    if (!frameBox) return;
    setView((v) => {
      const left = v.x + box.x * v.scale;
      const top = v.y + box.y * v.scale;
      const right = left + box.width * v.scale;
      const bottom = top + box.height * v.scale;
      const visible = left >= 0 && top >= 0 && right <= frameBox.width && bottom <= frameBox.height;
      if (visible) return v;
      return {
        ...v,
        x: frameBox.width / 2 - (box.x + box.width / 2) * v.scale,
        y: frameBox.height / 2 - (box.y + box.height / 2) * v.scale,
      };
    });
  };

  const byId = new Map(chart.states.map((state) => [state.id, state]));
  const textX = (box: Rect) => (rtl ? box.x + box.width - PAD : box.x + PAD);
  const anchor = rtl ? 'end' : 'start';
  const steps = (numbers: number[]) => numbers.map((n) => overlay?.number(n) ?? String(n)).join(', ');
  const figures = overlay?.figures ?? null;
  const path = overlay?.path ?? null;
  const stateLabel = (state: ChartState) =>
    [
      stateTitle(state),
      ...(state.badges ?? []),
      state.initial && state.parent ? t('workflows.chart.initial') : null,
      state.type === 'final' ? t('workflows.chart.final') : null,
      state.type === 'parallel' ? t('workflows.chart.parallel') : null,
      active.has(state.id) ? t('workflows.chart.active') : null,
      overlay?.figures?.states[state.id]?.text ?? null,
      overlay?.path?.states[state.id]
        ? t('workflows.path.steps', { steps: steps(overlay.path.states[state.id]!) })
        : null,
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <Box
      ref={frame}
      position="relative"
      h={{ base: '420px', lg: '600px' }}
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      bg="bg"
      cursor={dragging ? 'grabbing' : 'grab'}
      tabIndex={0}
      role="group"
      aria-label={t('workflows.chart.label', { machine: chart.id })}
      aria-describedby="workflow-chart-keys"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        if ((event.target as Element).closest('[data-chart-state]')) return;
        drag.current = { x: event.clientX, y: event.clientY, view };
        setDragging(true);
        (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        const start = drag.current;
        if (!start) return;
        setView({
          ...start.view,
          x: start.view.x + event.clientX - start.x,
          y: start.view.y + event.clientY - start.y,
        });
      }}
      onPointerUp={() => {
        drag.current = null;
        setDragging(false);
      }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
    >
      <svg
        ref={svgRef}
        width="100%"
        height="100%"
        xmlns="http://www.w3.org/2000/svg"
        // A style, not attributes: the page's CSS would win over presentation attributes, and
        // the labels must have the size their boxes were measured for.
        style={{ fontFamily: 'inherit', fontSize: `${CHART_FONT_SIZE}px` }}
        // The labels are the machines' identifiers, written left to right; in a right-to-left
        // page the layout is mirrored, not the writing (their anchors are set one by one).
        direction="ltr"
        data-width={layout.width}
        data-height={layout.height}
      >
        <title>{t('workflows.chart.label', { machine: chart.id })}</title>
        <defs>
          {[
            ['chart-arrow', COLOR.edge],
            ['chart-arrow-taken', COLOR.taken],
            ['chart-arrow-path', COLOR.path],
          ].map(([id, colour]) => (
            <marker
              key={id}
              id={id}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              // In the chart's units, not the stroke's: a thick (busy) arrow keeps a normal head.
              markerUnits="userSpaceOnUse"
              markerWidth="9"
              markerHeight="9"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={colour} />
            </marker>
          ))}
        </defs>
        <g data-chart-content transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
          {chart.states.map((state) => {
            const box = layout.states[state.id];
            if (!box) return null;
            const isActive = active.has(state.id);
            const figure = figures?.states[state.id];
            const stepsHere = path?.states[state.id];
            const inParallel = byId.get(state.parent ?? '')?.type === 'parallel';
            const compound = state.children.length > 0;
            return (
              <g
                key={state.id}
                data-chart-state={state.id}
                data-active={isActive || undefined}
                data-now={figure?.count}
                data-path={stepsHere ? stepsHere.join(',') : undefined}
                tabIndex={0}
                role="button"
                aria-label={stateLabel(state)}
                aria-pressed={selected === state.id}
                onFocus={() => reveal(box)}
                onClick={() => onSelect(state.id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    event.stopPropagation();
                    onSelect(state.id);
                  }
                }}
                style={{ cursor: 'pointer', outline: 'none' }}
                className="chart-state"
              >
                <rect
                  x={box.x}
                  y={box.y}
                  width={box.width}
                  height={box.height}
                  rx={compound ? 10 : 8}
                  // A compound state is active around its active children: its border says so,
                  // the fill is kept for the states the machine is really in.
                  fill={compound ? COLOR.region : isActive ? COLOR.activeFill : COLOR.surface}
                  fillOpacity={compound ? 0.6 : 1}
                  stroke={
                    selected === state.id
                      ? COLOR.focus
                      : isActive
                        ? COLOR.active
                        : stepsHere
                          ? COLOR.path
                          : COLOR.border
                  }
                  strokeWidth={selected === state.id || isActive || stepsHere ? 2.5 : 1.2}
                  strokeDasharray={inParallel ? '6 4' : undefined}
                />
                {state.type === 'final' && (
                  <rect
                    x={box.x + 3}
                    y={box.y + 3}
                    width={box.width - 6}
                    height={box.height - 6}
                    rx={6}
                    fill="none"
                    stroke={isActive ? COLOR.active : COLOR.border}
                    strokeWidth={1.2}
                  />
                )}
                {state.initial && state.parent && (
                  <circle
                    cx={rtl ? box.x + box.width - 6 : box.x + 6}
                    cy={box.y + 6}
                    r={4}
                    fill={COLOR.text}
                    data-initial
                  />
                )}
                <text
                  x={textX(box)}
                  y={box.y + HEADER_BASELINE}
                  textAnchor={anchor}
                  fontWeight="bold"
                  fill={COLOR.text}
                >
                  {stateTitle(state)}
                  {state.type === 'parallel' ? ' ⫴' : ''}
                </text>
                {state.invokes.map((src, index) => (
                  <text
                    key={src}
                    x={textX(box)}
                    y={box.y + BODY_TOP + index * LINE + 12}
                    textAnchor={anchor}
                    fill={COLOR.muted}
                    fontStyle="italic"
                  >
                    {`invoke ${src}`}
                  </text>
                ))}
                {box.internal.map((line) => (
                  <text
                    key={line.transition}
                    x={textX(box)}
                    y={line.box.y + 12}
                    textAnchor={anchor}
                    fill={taken.has(line.transition) ? COLOR.taken : COLOR.muted}
                    fontWeight={taken.has(line.transition) ? 'bold' : undefined}
                    data-transition={line.transition}
                  >
                    {line.label}
                  </text>
                ))}
                {box.badges.map((badge) => (
                  <g key={badge.text} data-badge={badge.text}>
                    <rect
                      x={badge.box.x}
                      y={badge.box.y}
                      width={badge.box.width}
                      height={badge.box.height}
                      rx={badge.box.height / 2}
                      fill={COLOR.region}
                      stroke={COLOR.border}
                      strokeWidth={0.8}
                    />
                    <text
                      x={badge.box.x + badge.box.width / 2}
                      y={badge.box.y + 12}
                      textAnchor="middle"
                      fill={COLOR.muted}
                    >
                      {badge.text}
                    </text>
                  </g>
                ))}
                {figure && (
                  <FigureText
                    x={textX(box)}
                    y={
                      box.y +
                      HEADER +
                      (state.invokes.length + box.internal.length) * LINE +
                      (box.badges.length ? BADGE_LINE : 0) +
                      12
                    }
                    rtl={rtl}
                    figure={figure}
                  />
                )}
                {stepsHere && (
                  <StepBadge
                    x={rtl ? box.x + 6 : box.x + box.width - 6}
                    y={box.y}
                    text={steps(stepsHere)}
                    align={rtl ? 'start' : 'end'}
                  />
                )}
              </g>
            );
          })}
          {layout.edges.map((edge) => {
            const isTaken = taken.has(edge.transition);
            const figure = figures?.transitions[edge.transition];
            const stepsHere = path?.transitions[edge.transition];
            const colour = isTaken ? COLOR.taken : stepsHere ? COLOR.path : COLOR.edge;
            const points = edge.points.map((point) => `${point.x},${point.y}`).join(' ');
            return (
              <g
                key={edge.id}
                data-transition={edge.transition}
                data-taken={isTaken || undefined}
                data-count={figure?.count}
                data-path={stepsHere ? stepsHere.join(',') : undefined}
              >
                <polyline
                  points={points}
                  fill="none"
                  stroke={colour}
                  strokeWidth={
                    figure ? Math.max(figure.width, isTaken || stepsHere ? 2.5 : 0) : isTaken ? 2.5 : 1.2
                  }
                  strokeOpacity={figure && figure.count === 0 && !isTaken && !stepsHere ? 0.55 : undefined}
                  markerEnd={`url(#${isTaken ? 'chart-arrow-taken' : stepsHere ? 'chart-arrow-path' : 'chart-arrow'})`}
                />
                <rect
                  x={edge.label.x}
                  y={edge.label.y}
                  width={edge.label.width}
                  height={edge.label.height}
                  rx={3}
                  fill={COLOR.surface}
                  fillOpacity={0.85}
                />
                {edge.label.lines.map((line, index) => (
                  <text
                    key={line}
                    x={edge.label.x + 4}
                    y={edge.label.y + 4 + CHART_FONT_SIZE + index * LINE}
                    fill={colour}
                    fontWeight={isTaken || index === 0 ? 'bold' : undefined}
                  >
                    {line}
                  </text>
                ))}
                {figure && (
                  <FigureText
                    x={rtl ? edge.label.x + edge.label.width - 4 : edge.label.x + 4}
                    y={edge.label.y + 4 + CHART_FONT_SIZE + edge.label.lines.length * LINE}
                    rtl={rtl}
                    figure={figure}
                  />
                )}
                {stepsHere && (
                  <StepBadge
                    x={rtl ? edge.label.x + edge.label.width + 3 : edge.label.x - 3}
                    y={edge.label.y + 4 + CHART_FONT_SIZE / 2}
                    text={steps(stepsHere)}
                    align={rtl ? 'start' : 'end'}
                  />
                )}
              </g>
            );
          })}
        </g>
      </svg>
    </Box>
  );
});
