import {
  Box,
  Flex,
  Heading,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
  Wrap,
  chakra,
} from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FLOW_DATE_PRESETS } from '../../../domain/workflows/flowStats';
import type { MachineChart } from '../../../machines/chart';
import { FilterSelect } from '../../components/data/FilterSelect';
import { OrganizationScope } from '../../components/data/OrganizationFilter';
import { LoadFailed } from '../../components/feedback/LoadFailed';
import { Notice } from '../../components/feedback/Notice';
import { orderDetailsPath, productViewPath, reviewPath } from '../../lib/recordPaths';
import { stateOfStatus } from './model/flowFigures';
import type { WorkflowChartId } from './paths';
import type { FlowFigures } from './useFlowFigures';

const List = chakra('ol');
const Item = chakra('li');

/** A record's page, where anomalies and paths link to. */
const RECORD_PAGE: Partial<Record<WorkflowChartId, (id: number) => string>> = {
  orderStatus: orderDetailsPath,
  reviewStatus: reviewPath,
  productStatus: productViewPath,
};

/**
 * A text some flow words its own way (the product status flow has no machine, so its anomalies
 * are not "outside the machine"): `<key>Of.<flow>` when there is one, else `<key>`.
 */
const ownOr = (key: string, id: WorkflowChartId) => [`${key}Of.${id}`, key];

/**
 * Above a recorded machine's chart: the period and the organisation of its figures, and how they
 * stand (loading, failed with Retry, nothing recorded, or a line of totals). A reader who may not
 * read the records is told why the chart has no figures.
 */
export function FlowFiguresBar({ id, flow }: { id: WorkflowChartId; flow: FlowFigures }) {
  const { t } = useTranslation();
  if (!flow.recorded) return null;
  const records = t(`workflows.figures.records.${id}`);
  if (!flow.allowed) {
    return <Notice status="info" text={t('workflows.figures.notAllowed', { records })} />;
  }
  const { stats, figures, texts } = flow;
  return (
    <Stack gap="3" data-testid="flow-figures">
      <Flex gap="4" wrap="wrap" align="flex-end">
        <FilterSelect
          label={t('workflows.figures.period')}
          allLabel={t('workflows.figures.allTime')}
          value={flow.preset ?? ''}
          options={FLOW_DATE_PRESETS.map((days) => ({
            value: days,
            label: t('workflows.figures.preset', { days: texts.number(Number(days)) }),
          }))}
          onChange={flow.choosePreset}
        />
        <OrganizationScope
          organizations={flow.organizations}
          chosen={flow.chosenOrganization}
          onChange={flow.chooseOrganization}
        />
      </Flex>
      {stats.data === undefined && stats.isError ? (
        <LoadFailed
          message={t('workflows.figures.failed', { records })}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
          testId="flow-figures-error"
        />
      ) : !figures ? (
        <Stack
          gap="2"
          role="progressbar"
          aria-label={t('workflows.figures.loading')}
          data-testid="flow-figures-loading"
        >
          <Skeleton h="4" w="60%" />
          <Skeleton h="4" w="40%" />
        </Stack>
      ) : figures.empty ? (
        <Notice status="info" text={t('workflows.figures.empty', { records })} />
      ) : (
        <Text color="fg.muted" textStyle="sm" role="status" data-testid="flow-figures-summary">
          {t(ownOr('workflows.figures.summary', id), {
            changes: texts.number(Object.values(figures.transitions).reduce((sum, f) => sum + f.count, 0)),
            created: texts.number(figures.created),
            anomalies: texts.number(stats.data?.anomalies.reduce((sum, a) => sum + a.count, 0) ?? 0),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Below a recorded machine's chart: the record's own path step by step (`?record=`), and the
 * recorded changes the machine does not make, each naming its records with links to them.
 */
export function FlowFiguresPanel({
  id,
  chart,
  flow,
}: {
  id: WorkflowChartId;
  chart: MachineChart;
  flow: FlowFigures;
}) {
  const { t, i18n } = useTranslation();
  const [, setParams] = useSearchParams();
  if (!flow.recorded || !flow.allowed) return null;
  const page = RECORD_PAGE[id]!;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const status = (value: string | null) => (value === null ? '∅' : value);
  const change = (from: string | null, event: string, to: string) =>
    `${status(from)} —${event}→ ${status(to)}`;
  const { record, timeline, path, stats, texts } = flow;
  const anomalies = stats.data?.anomalies;
  const clearRecord = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('record');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="6">
      {record !== null && (
        <Stack as="section" gap="3" aria-labelledby="record-path-title" data-testid="record-path">
          <Flex gap="3" wrap="wrap" align="baseline">
            <Heading as="h2" size="lg" id="record-path-title">
              {t(`workflows.path.title.${id}`, { id: texts.number(record) })}
            </Heading>
            <ChakraLink asChild colorPalette="blue" textStyle="sm">
              <Link to={page(record)}>{t(`workflows.path.open.${id}`)}</Link>
            </ChakraLink>
            <chakra.button
              type="button"
              textStyle="sm"
              color="fg.muted"
              textDecoration="underline"
              onClick={clearRecord}
            >
              {t('workflows.path.clear')}
            </chakra.button>
          </Flex>
          {timeline.data === undefined && timeline.isError ? (
            <LoadFailed
              message={t('workflows.path.failed')}
              onRetry={() => void timeline.refetch()}
              retrying={timeline.isFetching}
              testId="record-path-error"
            />
          ) : !path ? (
            <Skeleton h="16" role="progressbar" aria-label={t('workflows.path.loading')} />
          ) : path.steps.length === 0 ? (
            <Text color="fg.muted">{t('workflows.path.none')}</Text>
          ) : (
            <List ps="0" listStyleType="none">
              {path.steps.map((step) => (
                <Item key={step.number} data-path-step={step.number} py="0.5">
                  <Wrap gap="2" align="baseline">
                    <Box
                      as="span"
                      bg="purple.solid"
                      color="purple.contrast"
                      rounded="full"
                      px="2"
                      fontWeight="bold"
                      textStyle="xs"
                    >
                      {texts.number(step.number)}
                    </Box>
                    <Text as="span" fontFamily="mono" textStyle="sm" dir="ltr">
                      {step.from === null
                        ? `${t('workflows.path.created')} → ${step.to}`
                        : change(step.from, step.event, step.to)}
                    </Text>
                    <Text as="span" color="fg.muted" textStyle="sm">
                      {when.format(new Date(step.at))}
                    </Text>
                    {step.from !== null && !step.transition && (
                      <Text as="span" color="red.fg" textStyle="sm">
                        {t(ownOr('workflows.path.stray', id))}
                      </Text>
                    )}
                  </Wrap>
                </Item>
              ))}
            </List>
          )}
        </Stack>
      )}
      {anomalies && (
        <Stack as="section" gap="3" aria-labelledby="flow-anomalies-title" data-testid="flow-anomalies">
          <Heading as="h2" size="lg" id="flow-anomalies-title">
            {t(ownOr('workflows.anomalies.title', id))}
          </Heading>
          {anomalies.length === 0 ? (
            <Text color="fg.muted">{t(ownOr('workflows.anomalies.none', id))}</Text>
          ) : (
            <>
              <Text color="fg.muted" textStyle="sm">
                {t(ownOr('workflows.anomalies.explain', id))}
              </Text>
              <chakra.ul listStyleType="none" ps="0">
                {anomalies.map((anomaly) => (
                  <Item
                    key={`${anomaly.from}|${anomaly.event}|${anomaly.to}`}
                    data-anomaly={change(anomaly.from, anomaly.event, anomaly.to)}
                    py="1"
                    borderBottomWidth="1px"
                  >
                    <Wrap gap="2" align="baseline">
                      <Text as="span" fontFamily="mono" textStyle="sm" fontWeight="semibold" dir="ltr">
                        {change(anomaly.from, anomaly.event, anomaly.to)}
                      </Text>
                      <Text as="span" textStyle="sm">
                        {t('workflows.anomalies.count', {
                          count: texts.number(anomaly.count),
                          last: when.format(new Date(anomaly.last_at)),
                        })}
                      </Text>
                      {!stateOfStatus(chart, anomaly.to) && (
                        <Text as="span" textStyle="sm" color="red.fg">
                          {t(ownOr('workflows.anomalies.unknownState', id))}
                        </Text>
                      )}
                    </Wrap>
                    <Wrap gap="2" mt="1" aria-label={t('workflows.anomalies.records')}>
                      {anomaly.records.map((recordId) => (
                        <ChakraLink key={recordId} asChild colorPalette="blue" textStyle="sm">
                          <Link to={page(recordId)}>
                            {t(`workflows.anomalies.record.${id}`, { id: texts.number(recordId) })}
                          </Link>
                        </ChakraLink>
                      ))}
                    </Wrap>
                  </Item>
                ))}
              </chakra.ul>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
