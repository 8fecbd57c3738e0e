import { useMemo } from 'react';
import { Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  chartCounts,
  machineChart,
  WORKFLOW_MACHINES,
  type WorkflowMachineId,
} from '../../../machines/chart';
import { PageHeading } from '../../components/PageHeading';
import { workflowPath } from './paths';

/**
 * /apps/workflows: every machine of the product, each with what it is for and its size, counted
 * from its own definition (the states below the root, the events sent to it, every transition).
 */
export function WorkflowListPage() {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
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
              <Table.Row key={id}>
                <Table.Cell>
                  <ChakraLink asChild fontWeight="semibold" colorPalette="blue">
                    <Link to={workflowPath(id)}>{t(`workflows.machines.${id}.name`)}</Link>
                  </ChakraLink>
                  <Text color="fg.muted" textStyle="sm">
                    {t(`workflows.machines.${id}.description`)}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{number.format(counts.states)}</Table.Cell>
                <Table.Cell textAlign="end">{number.format(counts.events)}</Table.Cell>
                <Table.Cell textAlign="end">{number.format(counts.transitions)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text color="fg.muted" textStyle="sm">
        {t('workflows.list.productStatuses')}
      </Text>
    </Stack>
  );
}
