import { transitionLabel, type MachineChart } from '../../../machines/chart';

/** A transition as the chart names it: `state: EVENT [guard]`, its state by path. */
export function transitionName(chart: MachineChart, id: string, source: string, fallback: string) {
  const transition = chart.transitions.find((candidate) => candidate.id === id);
  const state = chart.states.find((candidate) => candidate.id === source)?.path.join('.') || chart.id;
  return `${state}: ${transition ? transitionLabel(transition) : fallback}`;
}
