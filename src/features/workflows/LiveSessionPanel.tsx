import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MachineChart } from '../../../machines/chart';
import { MoveLog } from './MoveLog';
import { statePath } from './SimulationPanel';
import type { useLiveSession } from './useLiveSession';

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
      <MoveLog
        title={t('workflows.live.log')}
        empty={t('workflows.live.emptyLog')}
        testId="live-log"
        lines={live.log.map(
          (move) =>
            `${time.format(move.at)} ${move.event} → ${move.to.map((id) => statePath(chart, id)).join(' | ')}`,
        )}
      />
    </Stack>
  );
}
