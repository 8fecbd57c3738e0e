import { useMemo, useState } from 'react';
import { Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { machineChart } from '../../../machines/chart';
import { dirtyFormMachine, type DirtyFormEvent } from '../../../machines/dirtyForm';
import { Loading } from '../../components/feedback/Loading';
import { Notice } from '../../components/feedback/Notice';
import { activeStates } from '../../features/workflows/model/simulation';
import { mirrorLayout } from '../../features/workflows/model/chartLayout';
import { StateChart } from '../../features/workflows/StateChart';
import { useChartLayout } from '../../features/workflows/useChartLayout';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';

/** The events the dirty-close machine takes, as buttons: each is enabled when the machine would take it now. */
const EVENTS: { label: string; event: DirtyFormEvent }[] = [
  { label: 'OPEN', event: { type: 'OPEN' } },
  { label: 'CHANGE dirty', event: { type: 'CHANGE', dirty: true } },
  { label: 'CHANGE clean', event: { type: 'CHANGE', dirty: false } },
  { label: 'CLOSE', event: { type: 'CLOSE' } },
  { label: 'CONFIRM', event: { type: 'CONFIRM' } },
  { label: 'CANCEL', event: { type: 'CANCEL' } },
  { label: 'SUBMITTED', event: { type: 'SUBMITTED' } },
];

/** The workflow studio's drawing of a small machine (the one behind every dirty-close dialog), running. */
function LiveChart() {
  const { t, i18n } = useTranslation();
  const [snapshot, send] = useMachine(dirtyFormMachine);
  const chart = useMemo(() => machineChart(dirtyFormMachine), []);
  const font = useMemo(() => getComputedStyle(document.body).fontFamily, []);
  const laid = useChartLayout(chart, font);
  const rtl = i18n.dir() === 'rtl';
  const layout = useMemo(
    () => (laid.status === 'done' ? (rtl ? mirrorLayout(laid.layout) : laid.layout) : null),
    [laid, rtl],
  );
  const [selected, setSelected] = useState<string | null>(null);
  const active = useMemo(() => new Set(activeStates(snapshot)), [snapshot]);
  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap" role="group" aria-label={t('kit.examples.stateChart.events')}>
        {EVENTS.map(({ label, event }) => (
          <Button
            key={label}
            size="xs"
            variant="outline"
            disabled={!snapshot.can(event)}
            onClick={() => send(event)}
          >
            <span dir="ltr">{label}</span>
          </Button>
        ))}
      </HStack>
      <Text data-testid="kit-chart-state">
        {t('kit.examples.stateChart.current')} <Code dir="ltr">{String(snapshot.value)}</Code>
      </Text>
      <Box h="360px" borderWidth="1px" rounded="md" overflow="hidden">
        {layout ? (
          <StateChart
            chart={chart}
            layout={layout}
            rtl={rtl}
            active={active}
            taken={new Set()}
            selected={selected}
            onSelect={setSelected}
          />
        ) : laid.status === 'failed' ? (
          <Notice status="error" text={t('kit.examples.stateChart.failed')} />
        ) : (
          <Loading label={t('kit.examples.stateChart.laying')} />
        )}
      </Box>
    </Stack>
  );
}

const DOCS = [
  docOf('StateChart', StateChart, {
    chart: { type: 'MachineChart', required: true },
    layout: { type: 'ChartLayout', required: true },
    rtl: { type: 'boolean', required: true },
    active: { type: 'ReadonlySet<string>', required: true },
    taken: { type: 'ReadonlySet<string>', required: true },
    selected: { type: 'string | null', required: true },
    onSelect: { type: '(state: string) => void', required: true },
    overlay: { type: 'ChartOverlay', required: false },
  }),
];

export default function StateChartExample() {
  return (
    <ExampleFrame id="stateChart" docs={DOCS}>
      <LiveChart />
    </ExampleFrame>
  );
}
