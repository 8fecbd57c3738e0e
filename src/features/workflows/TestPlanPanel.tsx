import { useEffect, useState } from 'react';
import { Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MachineChart } from '../../../machines/chart';
import type { TestPlan } from '../../../machines/qa/testPlan';
import { FilterSelect } from '../../components/data/FilterSelect';
import { Notice } from '../../components/feedback/Notice';
import { saveBlob } from '../../lib/download';
import { MachineText, transitionName } from './qaText';

type PlanState =
  | { status: 'pending' }
  | { status: 'done'; plan: TestPlan; markdown: string; milliseconds: number }
  | { status: 'failed' };

/**
 * The machine's test plan, the same `buildTestPlan` output as `npm run qa:plan`: built here from
 * the machine when asked (its code, the path generator and the models, loads only then; the
 * wizard's plan takes a second or two).
 */
function useTestPlan(id: string): PlanState {
  const [state, setState] = useState<PlanState>({ status: 'pending' });
  useEffect(() => {
    let current = true;
    const started = performance.now();
    // After a paint: the skeleton shows while the plan is built.
    const timer = setTimeout(() => {
      Promise.all([import('../../../machines/qa/models'), import('../../../machines/qa/testPlan')])
        .then(([{ machineModel }, { buildTestPlan, testPlanMarkdown }]) => {
          const plan = buildTestPlan(machineModel(id));
          const markdown = testPlanMarkdown(plan);
          if (current)
            setState({ status: 'done', plan, markdown, milliseconds: performance.now() - started });
        })
        .catch(() => current && setState({ status: 'failed' }));
    }, 50);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id]);
  return state;
}

export function TestPlanPanel({ chart }: { chart: MachineChart }) {
  const { t } = useTranslation();
  const state = useTestPlan(chart.id);
  if (state.status === 'failed') return <Notice status="error" text={t('workflows.qa.plan.failed')} />;
  if (state.status === 'pending') {
    return (
      <Skeleton h="240px" rounded="md" role="progressbar" aria-label={t('workflows.qa.plan.building')} />
    );
  }
  return (
    <PlanView chart={chart} plan={state.plan} markdown={state.markdown} milliseconds={state.milliseconds} />
  );
}

function PlanView({
  chart,
  plan,
  markdown,
  milliseconds,
}: {
  chart: MachineChart;
  plan: TestPlan;
  markdown: string;
  milliseconds: number;
}) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const paths = [...plan.shortest, ...plan.simple];
  const [chosen, setChosen] = useState(paths[0]?.id ?? '');
  const path = paths.find((candidate) => candidate.id === chosen) ?? paths[0];
  const file = `${plan.machine}-test-plan`;
  return (
    <Stack gap="4" data-testid="test-plan">
      <Text color="fg.muted" textStyle="sm">
        {t('workflows.qa.plan.explain')}
      </Text>
      <Text data-testid="test-plan-summary">
        {t('workflows.qa.plan.summary', {
          shortest: number.format(plan.shortest.length),
          taken: number.format(plan.coverage.taken),
          transitions: number.format(plan.counts.transitions),
          simple: number.format(plan.simple.length),
          steps: number.format(plan.simpleBound.maxSteps),
        })}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => saveBlob(new Blob([markdown], { type: 'text/markdown' }), `${file}.md`)}
        >
          <Download aria-hidden /> {t('workflows.qa.plan.markdown')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            saveBlob(
              new Blob([`${JSON.stringify(plan, null, 1)}\n`], { type: 'application/json' }),
              `${file}.json`,
            )
          }
        >
          <Download aria-hidden /> {t('workflows.qa.plan.json')}
        </Button>
        <Text color="fg.muted" textStyle="xs" data-testid="plan-time" data-ms={Math.round(milliseconds)}>
          {t('workflows.qa.plan.builtIn', { ms: number.format(Math.round(milliseconds)) })}
        </Text>
      </HStack>
      {path && (
        <Stack gap="3">
          <FilterSelect
            label={t('workflows.qa.plan.path')}
            value={path.id}
            options={paths.map((candidate) => ({
              value: candidate.id,
              label: `${candidate.id}: ${candidate.title}`,
            }))}
            onChange={setChosen}
          />
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root
              size="sm"
              aria-label={t('workflows.qa.plan.steps', { path: path.id })}
              data-testid="plan-steps"
            >
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader textAlign="end">#</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('workflows.qa.plan.do')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('workflows.qa.plan.expect')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {path.steps.map((step, index) => (
                  <Table.Row key={index}>
                    <Table.Cell textAlign="end">{number.format(index)}</Table.Cell>
                    <Table.Cell>
                      <MachineText>{index === 0 ? t('workflows.qa.plan.start') : step.label}</MachineText>
                      {step.payload && (
                        <Text textStyle="xs" color="fg.muted" dir="ltr" lineClamp={2}>
                          {JSON.stringify(step.payload)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <MachineText>{step.expected}</MachineText>
                      {step.status !== 'active' && ` (${t(`workflows.qa.plan.status.${step.status}`)})`}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </Stack>
      )}
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="24rem">
        <Table.Root size="sm" aria-label={t('workflows.qa.plan.coverage')} data-testid="plan-coverage">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('workflows.qa.transition')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('workflows.qa.plan.shortest')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('workflows.qa.plan.simple')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {plan.coverage.transitions.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell>
                  <MachineText>{transitionName(chart, row.id, row.source, row.event)}</MachineText>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {row.excepted && row.shortestPaths === 0
                    ? t('workflows.qa.plan.outOfReach')
                    : number.format(row.shortestPaths)}
                </Table.Cell>
                <Table.Cell textAlign="end">{number.format(row.simplePaths)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
