import { Badge, Button, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDate } from '../../../../../domain/catalogue/launchTiming';
import { SectionHeader } from '../../../../components/SectionHeader';
import { launchDetailPath } from '../../paths';
import { launchTimingText } from '../productFormat';
import { useProductFormat } from '../productText';
import { Notice } from '../../../../components/feedback/Notice';
import { Nothing } from '../../../../components/data/Nothing';
import { Loading } from '../../../../components/feedback/Loading';

type LaunchesQuery = {
  data?: { results: LaunchRow[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};
export type LaunchRow = {
  id: number;
  code: string;
  name: string;
  status: string;
  planned_launch_date: string;
  actual_launch_date: string | null;
  manager_name: string | null;
};

/** The product's launches, by planned date, each linking to its page. */
export function LaunchesTab({ query }: { query: LaunchesQuery }) {
  const { t } = useTranslation();
  const format = useProductFormat();
  const today = localDate();
  if (query.isError) {
    return (
      <Notice
        status="error"
        text={t('products.launches.loadFailed')}
        action={
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('products.actions.retry')}
          </Button>
        }
      />
    );
  }
  if (!query.data) return <Loading label={t('products.loading')} />;
  const launches = query.data.results;
  return (
    <Stack gap="4">
      <SectionHeader title={t('products.launches.title')} subtitle={t('products.launches.subtitle')} />
      {launches.length === 0 ? (
        <Text color="fg.muted">{t('products.launches.none')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
          <Table.Root size="sm" aria-label={t('products.launches.title')}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader scope="col">{t('products.launches.name')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('products.launches.status')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('products.launches.planned')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('products.launches.timing')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" hideBelow="md">
                  {t('products.launches.manager')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {launches.map((launch) => {
                const timing = launchTimingText(launch, today);
                const palette =
                  timing.timing.kind === 'overdue'
                    ? 'red'
                    : timing.timing.kind === 'today'
                      ? 'orange'
                      : timing.timing.kind === 'launched'
                        ? 'green'
                        : 'blue';
                return (
                  <Table.Row key={launch.id}>
                    <Table.Cell>
                      <Stack gap="0">
                        <Link asChild fontWeight="medium" color="fg" focusRing="outside">
                          <RouterLink to={launchDetailPath(launch.id)}>{launch.name}</RouterLink>
                        </Link>
                        <Text fontSize="xs" color="fg.muted" fontFamily="mono" dir="ltr" textAlign="start">
                          {launch.code}
                        </Text>
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>{t(`products.launchStatus.${launch.status}`)}</Table.Cell>
                    <Table.Cell>{format.day(launch.planned_launch_date)}</Table.Cell>
                    <Table.Cell>
                      <Badge variant="subtle" colorPalette={palette} data-testid="launch-timing">
                        {t(
                          timing.key,
                          timing.timing.kind === 'launched'
                            ? { date: format.day(timing.timing.date) }
                            : { ...timing.values, days: format.number(Number(timing.values.days ?? 0)) },
                        )}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell hideBelow="md">{launch.manager_name ?? <Nothing />}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
