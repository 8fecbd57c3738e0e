import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MachineChart } from '../../../machines/chart';
import { statePath } from './SimulationPanel';
import type { useLiveSession } from './useLiveSession';

const OrderedList = chakra('ol');

/** "My session": the signed-in user's real session machine, its state and what moved it. */
export function LiveSessionPanel({
  chart,
  live,
}: {
  chart: MachineChart;
  live: ReturnType<typeof useLiveSession>;
}) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' });
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('workflows.live.explain')}</Text>
      <Text aria-live="polite" data-testid="live-state">
        {t('workflows.simulation.current')}{' '}
        <Text as="span" fontFamily="mono" fontWeight="semibold" dir="ltr">
          {live.leaves.map((id) => statePath(chart, id)).join(' | ')}
        </Text>
      </Text>
      <Box>
        <Heading as="h3" size="sm" mb="2">
          {t('workflows.live.log')}
        </Heading>
        {live.log.length === 0 ? (
          <Text color="fg.muted">{t('workflows.live.emptyLog')}</Text>
        ) : (
          <OrderedList
            ps="1"
            listStyleType="decimal"
            listStylePosition="inside"
            // Code-like lines: numbered and written left to right in any language.
            dir="ltr"
            textStyle="sm"
            fontFamily="mono"
            maxH="48"
            tabIndex={0}
            overflowY="auto"
            data-testid="live-log"
          >
            {live.log.map((move, index) => (
              <li key={index}>
                {time.format(move.at)} {move.event} → {move.to.map((id) => statePath(chart, id)).join(' | ')}
              </li>
            ))}
          </OrderedList>
        )}
      </Box>
    </Stack>
  );
}
