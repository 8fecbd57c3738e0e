import { Box, Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventObject } from 'xstate';
import { transitionTrigger, type MachineChart } from '../../../machines/chart';
import { payloadSummary } from './model/simulationSamples';
import { MoveLog } from './MoveLog';
import type { SimulationView } from './useSimulation';

/** `LOGIN`, `done: login`, `after 60000 ms`: an event as the chart labels it. */
export const eventTrigger = (chart: MachineChart, event: EventObject) => {
  const transition = chart.transitions.find((t) => t.event === event.type);
  return transition ? transitionTrigger(transition) : event.type;
};

/** A state by its path below the machine: `authenticated.tokens.idle`. */
export const statePath = (chart: MachineChart, id: string) =>
  chart.states.find((state) => state.id === id)?.path.join('.') ?? id;

/**
 * The simulation's controls: the events the machine takes now (one button each, with the
 * sample's payload), the current state, the log of what happened, and a reset.
 */
export function SimulationPanel({ chart, simulation }: { chart: MachineChart; simulation: SimulationView }) {
  const { t, i18n } = useTranslation();
  const minutes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const hasDelays = chart.transitions.some((transition) => transition.kind === 'delay');
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text aria-live="polite" data-testid="simulation-state">
          {t('workflows.simulation.current')}{' '}
          <Text as="span" fontFamily="mono" fontWeight="semibold" dir="ltr">
            {simulation.leaves.map((id) => statePath(chart, id)).join(' | ')}
          </Text>
          {simulation.done && ` — ${t('workflows.simulation.done')}`}
        </Text>
        <HStack gap="3">
          {hasDelays && (
            <Text color="fg.muted" textStyle="sm">
              {t('workflows.simulation.elapsed', { minutes: minutes.format(simulation.elapsed / 60_000) })}
            </Text>
          )}
          <Button size="sm" variant="outline" onClick={simulation.reset}>
            <RotateCcw aria-hidden /> {t('workflows.simulation.reset')}
          </Button>
        </HStack>
      </HStack>
      <Box>
        <Heading as="h3" size="sm" mb="2" id="simulation-events">
          {t('workflows.simulation.events')}
        </Heading>
        {simulation.enabled.length === 0 ? (
          <Text color="fg.muted">{t('workflows.simulation.noEvents')}</Text>
        ) : (
          <Wrap gap="2" role="group" aria-labelledby="simulation-events">
            {simulation.enabled.map((event, index) => {
              const payload = payloadSummary(event);
              return (
                <Button
                  key={`${event.type}-${index}`}
                  size="sm"
                  variant="subtle"
                  colorPalette="blue"
                  fontFamily="mono"
                  dir="ltr"
                  h="auto"
                  py="1"
                  onClick={() => simulation.send(event)}
                  data-event={event.type}
                >
                  <Stack gap="0" align="start">
                    <span>{eventTrigger(chart, event)}</span>
                    {payload && (
                      <Text as="span" textStyle="xs" fontWeight="normal" color="fg.muted">
                        {payload}
                      </Text>
                    )}
                  </Stack>
                </Button>
              );
            })}
          </Wrap>
        )}
      </Box>
      <MoveLog
        title={t('workflows.simulation.log')}
        empty={t('workflows.simulation.emptyLog')}
        testId="simulation-log"
        lines={simulation.log.map(
          (move) =>
            `${eventTrigger(chart, move.event)} : ${move.from.map((id) => statePath(chart, id)).join(' | ')} → ${move.to.map((id) => statePath(chart, id)).join(' | ')}`,
        )}
      />
    </Stack>
  );
}
