import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { transitionLabel, type MachineChart } from '../../../machines/chart';

/** A transition as the chart names it: `state: EVENT [guard]`, its state by path. */
export function transitionName(chart: MachineChart, id: string, source: string, fallback: string) {
  const transition = chart.transitions.find((candidate) => candidate.id === id);
  const state = chart.states.find((candidate) => candidate.id === source)?.path.join('.') || chart.id;
  return `${state}: ${transition ? transitionLabel(transition) : fallback}`;
}

/** A machine's own words (a state, an event, a payload): monospace, left to right in any language. */
export function MachineText({ children }: { children: ReactNode }) {
  return (
    <Text as="span" fontFamily="mono" textStyle="xs" dir="ltr">
      {children}
    </Text>
  );
}
