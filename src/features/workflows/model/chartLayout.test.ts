import { describe, expect, it } from 'vitest';
import { machineChart, WORKFLOW_MACHINES } from '../../../../machines/chart';
import { estimateText, layoutChart, LINE, mirrorLayout, type Box } from './chartLayout';

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

describe.each(Object.entries(WORKFLOW_MACHINES))('the %s layout', (_id, machine) => {
  const chart = machineChart(machine);

  it('places every state inside its parent, and draws every transition once per target', async () => {
    const layout = await layoutChart(chart);
    expect(Object.keys(layout.states).sort()).toEqual(chart.states.map((state) => state.id).sort());
    for (const state of chart.states) {
      const box = layout.states[state.id]!;
      expect(box.width).toBeGreaterThan(0);
      if (state.parent) expect(inside(box, layout.states[state.parent]!), state.id).toBe(true);
    }
    const drawn = [
      ...layout.edges.map((edge) => `${edge.transition} ${edge.source}→${edge.target}`),
      ...Object.values(layout.states).flatMap((state) =>
        state.internal.map((line) => `${line.transition} ${state.id}→`),
      ),
    ].sort();
    const expected = chart.transitions
      .flatMap((t) =>
        t.targets.length
          ? t.targets.map((target) => `${t.id} ${t.source}→${target}`)
          : [`${t.id} ${t.source}→`],
      )
      .sort();
    expect(drawn).toEqual(expected);
    for (const edge of layout.edges) {
      expect(edge.points.length).toBeGreaterThanOrEqual(2);
      expect(edge.label.lines[0]!.length).toBeGreaterThan(0);
    }
  });

  it('mirrors for right-to-left readers: the same boxes, flipped', async () => {
    const layout = await layoutChart(chart);
    const mirrored = mirrorLayout(layout);
    for (const [id, box] of Object.entries(layout.states)) {
      expect(mirrored.states[id]!.x).toBeCloseTo(layout.width - box.x - box.width);
      expect(mirrored.states[id]!.y).toBe(box.y);
    }
    expect(mirrorLayout(mirrored)).toEqual(layout);
  });
});

describe('room for figures', () => {
  const chart = machineChart(WORKFLOW_MACHINES.orderStatus);
  const room = { edge: '99,999 × · 99d 23h', state: '99,999 now' };

  it('keeps a line below every edge label and at the foot of every box, as wide as the widest figure', async () => {
    const [plain, roomy] = await Promise.all([layoutChart(chart), layoutChart(chart, estimateText, room)]);
    for (const edge of roomy.edges) {
      const before = plain.edges.find((e) => e.id === edge.id)!;
      expect(edge.label.lines).toEqual(before.label.lines);
      expect(edge.label.height).toBe(before.label.height + LINE);
      expect(edge.label.width).toBeGreaterThanOrEqual(Math.ceil(estimateText(room.edge, 'normal')));
    }
    for (const state of chart.states.filter((s) => s.parent && s.children.length === 0)) {
      expect(roomy.states[state.id]!.height).toBeGreaterThanOrEqual(plain.states[state.id]!.height + LINE);
      expect(roomy.states[state.id]!.width).toBeGreaterThanOrEqual(estimateText(room.state, 'normal'));
    }
  });
});
