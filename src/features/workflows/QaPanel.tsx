import { Badge, Heading, SimpleGrid, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MachineChart } from '../../../machines/chart';
import type { MachineCoverage, TestCoverage } from '../../../machines/qa/coverage';
import coverageFile from '../../../machines/qa/coverage.json';
import { TestPlanPanel } from './TestPlanPanel';
import { MachineText, transitionName } from './qaText';

const COVERAGE = coverageFile as TestCoverage;

/**
 * Quality assurance for one machine: which of its transitions the tests take (the checked-in
 * machines/qa/coverage.json, generated from the paths the suites replay), and its test plan,
 * generated from the machine on demand and offered for download.
 */
export function QaPanel({ chart }: { chart: MachineChart }) {
  const { t } = useTranslation();
  const coverage = COVERAGE.machines.find((machine) => machine.machine === chart.id);
  return (
    <Stack gap="3" as="section" aria-labelledby="qa-title">
      <Heading as="h2" size="lg" id="qa-title">
        {t('workflows.qa.title')}
      </Heading>
      <Tabs.Root defaultValue="coverage" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="coverage">{t('workflows.qa.coverage.title')}</Tabs.Trigger>
          <Tabs.Trigger value="plan">{t('workflows.qa.plan.title')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="coverage">
          {coverage ? (
            <CoverageView chart={chart} coverage={coverage} />
          ) : (
            <Text color="fg.muted">{t('workflows.qa.coverage.none')}</Text>
          )}
        </Tabs.Content>
        <Tabs.Content value="plan">
          <TestPlanPanel chart={chart} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function Figure({
  testId,
  label,
  value,
  detail,
}: {
  testId: string;
  label: string;
  value: string;
  detail: string;
}) {
  return (
    <Stack gap="0.5" borderWidth="1px" rounded="md" p="3" data-testid={testId}>
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="xl" fontWeight="semibold" data-value>
        {value}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {detail}
      </Text>
    </Stack>
  );
}

function CoverageView({ chart, coverage }: { chart: MachineChart; coverage: MachineCoverage }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const outOf = (taken: number) =>
    t('workflows.qa.coverage.outOf', {
      taken: number.format(taken),
      total: number.format(coverage.transitions),
    });
  const { machineTests, browser, uncovered } = coverage;
  return (
    <Stack gap="4">
      <Text color="fg.muted" textStyle="sm">
        {t('workflows.qa.coverage.explain')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Figure
          testId="coverage-machine"
          label={t('workflows.qa.coverage.machineTests')}
          value={outOf(machineTests.taken)}
          detail={t('workflows.qa.coverage.machineDetail', {
            paths: number.format(machineTests.paths),
            checks: number.format(machineTests.checks),
          })}
        />
        <Figure
          testId="coverage-browser"
          label={t('workflows.qa.coverage.browserPaths')}
          value={outOf(browser.taken)}
          detail={
            browser.spec
              ? t('workflows.qa.coverage.browserDetail', {
                  replayed: number.format(browser.replayed),
                  generated: number.format(browser.generated),
                  notDriven: number.format(browser.notDriven),
                })
              : t('workflows.qa.coverage.noBrowserSuite')
          }
        />
        <Figure
          testId="coverage-uncovered"
          label={t('workflows.qa.coverage.uncovered')}
          value={number.format(uncovered.length)}
          detail={t('workflows.qa.coverage.uncoveredDetail')}
        />
      </SimpleGrid>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('workflows.qa.coverage.table')} data-testid="coverage-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('workflows.qa.transition')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('workflows.qa.coverage.machineTests')}
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('workflows.qa.coverage.browserPaths')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {coverage.rows.map((row) => (
              <Table.Row key={row.id} data-transition={row.id}>
                <Table.Cell whiteSpace="normal">
                  <MachineText>{transitionName(chart, row.id, row.source, row.event)}</MachineText>
                  {row.notInBrowser && (
                    <Text textStyle="xs" color="fg.muted" mt="1">
                      {t('workflows.qa.coverage.notInBrowser')}:{' '}
                      {/* As the tests' list words it (machines/qa/browserSuites.ts), in English. */}
                      <span lang="en" dir="ltr">
                        {row.notInBrowser}
                      </span>
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" verticalAlign="top">
                  {row.machineTests > 0 ? (
                    number.format(row.machineTests)
                  ) : (
                    <Badge colorPalette="red">{t('workflows.qa.coverage.none')}</Badge>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" verticalAlign="top">
                  {number.format(row.browserPaths)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
