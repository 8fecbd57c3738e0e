import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Grid, Heading, HStack, IconButton, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { Download, Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  chartCounts,
  machineChart,
  WORKFLOW_MACHINES,
  type MachineChart,
  type WorkflowMachineId,
} from '../../../machines/chart';
import { useChosenOrganization } from '../../components/data/OrganizationFilter';
import { LoadFailed } from '../../components/feedback/LoadFailed';
import { useOrganizations } from '../../lib/organizations';
import { BackLink } from '../../components/BackLink';
import { Notice } from '../../components/feedback/Notice';
import { PageHeading } from '../../components/PageHeading';
import { ChartOutline } from './ChartOutline';
import { downloadPng, downloadSvg } from './exportChart';
import { FlowFiguresBar, FlowFiguresPanel } from './FlowFigures';
import { LiveSessionPanel } from './LiveSessionPanel';
import { mirrorLayout } from './model/chartLayout';
import { PRODUCT_STATUS_CHART } from './model/productStatusChart';
import { QaPanel } from './QaPanel';
import { WORKFLOWS_PATH, type WorkflowChartId } from './paths';
import { SimulationPanel } from './SimulationPanel';
import { StateChart, type StateChartHandle } from './StateChart';
import { useChartLayout } from './useChartLayout';
import { useFlowFigures } from './useFlowFigures';
import { useLiveSession } from './useLiveSession';
import { useMayChartProductStatuses, useProductStatusChart } from './useProductStatusChart';
import { useSimulation } from './useSimulation';

const VIEW_TOOLS = [
  ['zoomIn', ZoomIn, (chart: StateChartHandle) => chart.zoom(1.25)],
  ['zoomOut', ZoomOut, (chart: StateChartHandle) => chart.zoom(0.8)],
  ['fit', Maximize, (chart: StateChartHandle) => chart.fit()],
] as const;
const EXPORTS = [
  ['exportSvg', downloadSvg],
  ['exportPng', downloadPng],
] as const;

const isMachineId = (id: string | undefined): id is WorkflowMachineId =>
  !!id && Object.hasOwn(WORKFLOW_MACHINES, id);

const NOTHING = new Set<string>();

/** /apps/workflows/:machineId: one chart drawn, its outline, its figures, and a simulation of it. */
export function WorkflowPage() {
  const { t } = useTranslation();
  const { machineId } = useParams();
  if (machineId === PRODUCT_STATUS_CHART) return <ProductStatusStudio />;
  if (!isMachineId(machineId)) {
    return (
      <Stack gap="4">
        <BackLink to={WORKFLOWS_PATH} label={t('workflows.list.title')} />
        <Notice status="warning" text={t('workflows.notFound')} />
      </Stack>
    );
  }
  return <MachineStudio key={machineId} id={machineId} />;
}

function StudioHeading({ id }: { id: WorkflowChartId }) {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to={WORKFLOWS_PATH} label={t('workflows.list.title')} />
      <PageHeading
        title={t(`workflows.machines.${id}.name`)}
        subtitle={t(`workflows.machines.${id}.description`)}
      />
    </>
  );
}

/** A machine's chart, read from its definition, with a simulated actor (and, for the session, the live one). */
function MachineStudio({ id }: { id: WorkflowMachineId }) {
  const { t } = useTranslation();
  const machine = WORKFLOW_MACHINES[id];
  const chart = useMemo(() => machineChart(machine), [machine]);
  const [mode, setMode] = useState<'simulate' | 'live'>('simulate');
  const simulation = useSimulation(id, machine, chart);
  const live = useLiveSession();
  const showLive = id === 'session' && mode === 'live';
  const active = showLive ? live.active : simulation.active;
  const taken = useMemo(
    () => new Set(showLive ? [] : (simulation.log.at(-1)?.transitions ?? [])),
    [showLive, simulation.log],
  );

  return (
    <ChartStudio id={id} chart={chart} active={active} taken={taken}>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {showLive ? t('workflows.live.title') : t('workflows.simulation.title')}
        </Heading>
        {id === 'session' ? (
          <Tabs.Root
            value={mode}
            onValueChange={(details) => setMode(details.value as 'simulate' | 'live')}
            variant="line"
          >
            <Tabs.List>
              <Tabs.Trigger value="simulate">{t('workflows.simulation.title')}</Tabs.Trigger>
              <Tabs.Trigger value="live">{t('workflows.live.title')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="simulate">
              <SimulationPanel chart={chart} simulation={simulation} />
            </Tabs.Content>
            <Tabs.Content value="live">
              <LiveSessionPanel chart={chart} live={live} />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <SimulationPanel chart={chart} simulation={simulation} />
        )}
      </Stack>
      <QaPanel chart={chart} />
    </ChartStudio>
  );
}

/**
 * The product status flow: no machine, so its chart is built from the organisation's statuses
 * and the changes recorded between them once they have loaded; nothing to simulate.
 */
function ProductStatusStudio() {
  const { t } = useTranslation();
  const allowed = useMayChartProductStatuses();
  const organizations = useOrganizations();
  const { chosen } = useChosenOrganization(organizations);
  const graph = useProductStatusChart(chosen, allowed);
  if (!allowed || !graph.chart) {
    return (
      <Stack gap="5">
        <StudioHeading id={PRODUCT_STATUS_CHART} />
        {!allowed ? (
          <Notice status="info" text={t('workflows.productStatus.notAllowed')} />
        ) : graph.failed ? (
          <LoadFailed
            message={t('workflows.productStatus.failed')}
            onRetry={graph.retry}
            retrying={graph.retrying}
            testId="product-status-chart-error"
          />
        ) : (
          <Skeleton
            h={{ base: '420px', lg: '600px' }}
            rounded="md"
            role="progressbar"
            aria-label={t('workflows.productStatus.loading')}
          />
        )}
      </Stack>
    );
  }
  return (
    <ChartStudio id={PRODUCT_STATUS_CHART} chart={graph.chart} active={NOTHING} taken={NOTHING}>
      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t('workflows.simulation.title')}
        </Heading>
        <Text color="fg.muted" data-testid="no-simulation">
          {t('workflows.productStatus.noSimulation')}
        </Text>
      </Stack>
    </ChartStudio>
  );
}

/** A chart drawn with its tools, outline and recorded figures; what is special to it below (`children`). */
function ChartStudio({
  id,
  chart,
  active,
  taken,
  children,
}: {
  id: WorkflowChartId;
  chart: MachineChart;
  active: ReadonlySet<string>;
  taken: ReadonlySet<string>;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const counts = chartCounts(chart);
  const number = new Intl.NumberFormat(i18n.language);
  const font = useMemo(() => getComputedStyle(document.body).fontFamily, []);
  const flow = useFlowFigures(id, chart);
  const overlay = useMemo(
    () => ({ figures: flow.figures, path: flow.path, number: flow.texts.number }),
    [flow.figures, flow.path, flow.texts],
  );
  const laid = useChartLayout(chart, font, flow.room);
  const rtl = i18n.dir() === 'rtl';
  const layout = useMemo(
    () => (laid.status === 'done' ? (rtl ? mirrorLayout(laid.layout) : laid.layout) : null),
    [laid, rtl],
  );
  const drawing = useRef<StateChartHandle>(null);
  const [selected, setSelected] = useState<string | null>(null);

  return (
    <Stack gap="5">
      <StudioHeading id={id} />
      <Text color="fg.muted" textStyle="sm">
        {t('workflows.counts.summary', {
          states: number.format(counts.states),
          events: number.format(counts.events),
          transitions: number.format(counts.transitions),
        })}
      </Text>
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t('workflows.chart.tools')}>
        {VIEW_TOOLS.map(([name, Icon, act]) => (
          <IconButton
            key={name}
            size="sm"
            variant="outline"
            aria-label={t(`workflows.chart.${name}`)}
            onClick={() => drawing.current && act(drawing.current)}
          >
            <Icon />
          </IconButton>
        ))}
        {EXPORTS.map(([name, save]) => (
          <Button
            key={name}
            size="sm"
            variant="outline"
            disabled={!layout}
            onClick={() => {
              const svg = drawing.current?.svg();
              if (svg) void save(svg, `${id}-chart`);
            }}
          >
            <Download aria-hidden /> {t(`workflows.chart.${name}`)}
          </Button>
        ))}
        {laid.status === 'done' && (
          <Text
            color="fg.muted"
            textStyle="xs"
            data-testid="layout-time"
            data-ms={Math.round(laid.milliseconds)}
          >
            {t('workflows.chart.laidOut', { ms: number.format(Math.round(laid.milliseconds)) })}
          </Text>
        )}
      </HStack>
      <FlowFiguresBar id={id} flow={flow} />
      <Text id="workflow-chart-keys" color="fg.muted" textStyle="xs">
        {t('workflows.chart.keys')}
      </Text>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4" alignItems="start">
        {laid.status === 'failed' ? (
          <Notice status="error" text={t('workflows.chart.failed')} />
        ) : layout ? (
          <StateChart
            ref={drawing}
            chart={chart}
            layout={layout}
            rtl={rtl}
            active={active}
            taken={taken}
            selected={selected}
            onSelect={setSelected}
            overlay={overlay}
          />
        ) : (
          <Skeleton
            h={{ base: '420px', lg: '600px' }}
            rounded="md"
            role="progressbar"
            aria-label={t('workflows.chart.laying')}
          />
        )}
        <ChartOutline chart={chart} active={active} taken={taken} selected={selected} overlay={overlay} />
      </Grid>
      <FlowFiguresPanel id={id} chart={chart} flow={flow} />
      {children}
    </Stack>
  );
}
