import { useMemo } from 'react';
import { Link as ChakraLink, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  chartCounts,
  machineChart,
  WORKFLOW_MACHINES,
  type WorkflowMachineId,
} from '../../../machines/chart';
import { PageHeading } from '../../components/PageHeading';
import { PRODUCT_STATUS_CHART } from './model/productStatusChart';
import { workflowPath, type WorkflowChartId } from './paths';
import { useMayChartProductStatuses, useProductStatusChart } from './useProductStatusChart';

type Counts = ReturnType<typeof chartCounts>;

/**
 * A chart's row: its name and what it is for, linking to it, and its counts (null while they
 * load; a dash when they could not be, the chart's page saying why and offering to retry).
 */
function ChartRow({
  id,
  counts,
  failed = false,
}: {
  id: WorkflowChartId;
  counts: Counts | null;
  failed?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const cell = (value: number | undefined) =>
    value !== undefined ? number.format(value) : failed ? '—' : <Skeleton h="4" w="6" ms="auto" />;
  return (
    <Table.Row data-chart-row={id}>
      <Table.Cell>
        <ChakraLink asChild fontWeight="semibold" colorPalette="blue">
          <Link to={workflowPath(id)}>{t(`workflows.machines.${id}.name`)}</Link>
        </ChakraLink>
        <Text color="fg.muted" textStyle="sm">
          {t(`workflows.machines.${id}.description`)}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end">{cell(counts?.states)}</Table.Cell>
      <Table.Cell textAlign="end">{cell(counts?.events)}</Table.Cell>
      <Table.Cell textAlign="end">{cell(counts?.transitions)}</Table.Cell>
    </Table.Row>
  );
}

/** The product status flow's row: counted from the reader's organisation's statuses and history. */
function ProductStatusRow() {
  const { chart, failed } = useProductStatusChart(undefined, true);
  return <ChartRow id={PRODUCT_STATUS_CHART} counts={chart && chartCounts(chart)} failed={failed} />;
}

/**
 * /apps/workflows: every machine of the product, each with what it is for and its size, counted
 * from its own definition (the states below the root, the events sent to it, every transition);
 * and, for readers of products, the product status flow, counted from its data.
 */
export function WorkflowListPage() {
  const { t } = useTranslation();
  const productStatuses = useMayChartProductStatuses();
  const rows = useMemo(
    () =>
      (Object.keys(WORKFLOW_MACHINES) as WorkflowMachineId[]).map((id) => ({
        id,
        counts: chartCounts(machineChart(WORKFLOW_MACHINES[id])),
      })),
    [],
  );
  return (
    <Stack gap="6" maxW="6xl">
      <PageHeading title={t('workflows.list.title')} subtitle={t('workflows.list.subtitle')} />
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('workflows.list.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('workflows.list.machine')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('workflows.counts.states')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('workflows.counts.events')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('workflows.counts.transitions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ id, counts }) => (
              <ChartRow key={id} id={id} counts={counts} />
            ))}
            {productStatuses && <ProductStatusRow />}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
