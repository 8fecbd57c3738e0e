import { useEffect, useState } from 'react';
import type { MachineChart } from '../../../machines/chart';
import {
  CHART_FONT_SIZE,
  layoutChart,
  type ChartLayout,
  type FigureRoom,
  type MeasureText,
} from './model/chartLayout';

let canvas: CanvasRenderingContext2D | null | undefined;
/** Texts measured in the page's own font, so labels fit their boxes. */
const measureInPage =
  (font: string): MeasureText =>
  (text, weight) => {
    canvas ??= document.createElement('canvas').getContext('2d');
    if (!canvas) return text.length * 7;
    canvas.font = `${weight === 'bold' ? 'bold ' : ''}${CHART_FONT_SIZE}px ${font}`;
    // A little room: the SVG's text may fall back to other fonts than the canvas's for some
    // glyphs (↻, an Arabic page's Latin).
    return canvas.measureText(text).width * 1.06 + 2;
  };

export type LayoutState =
  | { status: 'pending' }
  | { status: 'done'; layout: ChartLayout; milliseconds: number }
  | { status: 'failed'; error: unknown };

/**
 * The chart laid out (ELK runs off the render), and how long it took. One chart per mount;
 * `room` keeps lines for figures (laid out again only when the widest figure's text changes).
 */
export function useChartLayout(
  chart: MachineChart,
  font: string,
  room: FigureRoom | null = null,
): LayoutState {
  const [state, setState] = useState<LayoutState>({ status: 'pending' });
  const edgeRoom = room?.edge;
  const stateRoom = room?.state;
  useEffect(() => {
    let current = true;
    const started = performance.now();
    const kept =
      edgeRoom !== undefined && stateRoom !== undefined ? { edge: edgeRoom, state: stateRoom } : null;
    layoutChart(chart, measureInPage(font), kept).then(
      (layout) => current && setState({ status: 'done', layout, milliseconds: performance.now() - started }),
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [chart, font, edgeRoom, stateRoom]);
  return state;
}
