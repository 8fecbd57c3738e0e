import { useMemo, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Code,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { FigureIcon } from '../../../components/dashboard/StatCard';
import {
  ArrowRight,
  Boxes,
  CircleSlash,
  Coins,
  Package,
  PackageMinus,
  Rocket,
  Tags,
  type LucideIcon,
} from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import type { CatalogueAnalytics } from '../../../../domain/catalogue/product';
import { useApi } from '../../../lib/ApiProvider';
import { useOrganizationLabel } from '../../../lib/organizationLabel';
import { useOrganizations } from '../../../lib/organizations';
import { OrganizationScope, useChosenOrganization } from '../../../components/data/OrganizationFilter';
import { BarList } from '../../../components/charts/BarList';
import { barPercent } from '../../../components/charts/barPercent';
import { LaunchStatusBadge, TimingBadge } from '../launches/LaunchBadges';
import { useLaunchText } from '../launches/useLaunchText';
import { launchDetailPath } from '../paths';
import { flowRows } from './transitions';
import { Loading } from '../../../components/feedback/Loading';

/**
 * /apps/product-management/analytics (read on Analytics): the catalogue in numbers and charts,
 * from the API. Whoever reads several organisations sees them combined (each status, type, brand
 * and category naming its organisation) or chooses one.
 */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const { chosen, choose } = useChosenOrganization(organizations);
  const { data, isError, isFetching, refetch } = useApi().useQuery('get', '/api/products/analytics/', {
    params: { query: chosen === undefined ? {} : { organization: chosen } },
  });
  return (
    <Stack gap="6" maxW="7xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('launches.analytics.title')}
        </Heading>
        <Text color="fg.muted">{t('launches.analytics.subtitle')}</Text>
      </Stack>
      <OrganizationScope organizations={organizations} chosen={chosen} onChange={choose} />
      {isError && !data ? (
        <LoadFailed
          message={t('launches.analytics.loadFailed')}
          onRetry={() => void refetch()}
          retrying={isFetching}
          testId="analytics-error"
        />
      ) : !data ? (
        <Loading />
      ) : (
        <AnalyticsContent data={data} combined={organizations.several && chosen === undefined} />
      )}
    </Stack>
  );
}

/** `combined`: the figures of several organisations, whose rows say which they belong to. */
function AnalyticsContent({ data, combined }: { data: CatalogueAnalytics; combined: boolean }) {
  const { t } = useTranslation();
  const organizationLabel = useOrganizationLabel();
  const ofOrganization = (id: number) => (combined ? organizationLabel(id) : undefined);
  const text = useLaunchText();
  const { totals } = data;
  const stats: {
    id: Exclude<keyof typeof totals, 'values'> | 'stock_value' | 'retail_value';
    label: string;
    values?: Record<string, string>;
    value: string;
    /** What the card shows, unformatted (tests read it). */
    raw: number | string;
    icon: LucideIcon;
    palette: string;
  }[] = [
    {
      id: 'products',
      label: 'launches.analytics.products',
      value: text.number(totals.products),
      raw: totals.products,
      icon: Package,
      palette: 'blue',
    },
    {
      id: 'stock_units',
      label: 'launches.analytics.stockUnits',
      value: text.number(totals.stock_units),
      raw: totals.stock_units,
      icon: Boxes,
      palette: 'cyan',
    },
    {
      id: 'stock_value',
      label: 'launches.analytics.stockValue',
      value: text.amounts(totals.values.map((v) => ({ currency: v.currency, amount: v.stock_value }))),
      raw: totals.values.map((v) => `${v.currency} ${v.stock_value}`).join('; '),
      icon: Coins,
      palette: 'purple',
    },
    {
      id: 'retail_value',
      label: 'launches.analytics.retailValue',
      value: text.amounts(totals.values.map((v) => ({ currency: v.currency, amount: v.retail_value }))),
      raw: totals.values.map((v) => `${v.currency} ${v.retail_value}`).join('; '),
      icon: Tags,
      palette: 'teal',
    },
    {
      id: 'launches',
      label: 'launches.analytics.launches',
      value: text.number(totals.launches),
      raw: totals.launches,
      icon: Rocket,
      palette: 'orange',
    },
    {
      id: 'not_sellable',
      label: 'launches.analytics.notSellable',
      value: text.number(totals.not_sellable),
      raw: totals.not_sellable,
      icon: CircleSlash,
      palette: 'red',
    },
    {
      id: 'low_stock',
      label: 'launches.analytics.lowStock',
      values: { threshold: text.number(totals.low_stock_threshold) },
      value: text.number(totals.low_stock),
      raw: totals.low_stock,
      icon: PackageMinus,
      palette: 'yellow',
    },
  ];
  const named = (rows: { id: number; name: string; id_organization: number; count: number }[]) =>
    rows.map((r) => ({ key: r.id, name: r.name, value: r.count, detail: ofOrganization(r.id_organization) }));

  return (
    <Stack gap="6">
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 3 }}
        gap="4"
        aria-label={t('launches.analytics.totals')}
      >
        {stats.map(({ id, label, values, value, raw, icon: Icon, palette }) => (
          <Box as="li" key={id} borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid={`total-${id}`}>
            <HStack gap="3" align="center">
              <FigureIcon icon={Icon} palette={palette} />
              <Stack gap="0" minW="0">
                <Text fontSize="2xl" fontWeight="semibold" lineHeight="short" data-value={raw}>
                  {value}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(label, values)}
                </Text>
              </Stack>
            </HStack>
          </Box>
        ))}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title={t('launches.analytics.byStatus')}>
          <BarList
            label={t('launches.analytics.byStatus')}
            items={named(data.by_status)}
            emptyText={t('launches.analytics.none')}
            palette="primary"
            testId="chart-status"
          />
        </Panel>
        <Panel title={t('launches.analytics.byType')}>
          <BarList
            label={t('launches.analytics.byType')}
            items={named(data.by_type)}
            emptyText={t('launches.analytics.none')}
            palette="cyan"
            testId="chart-type"
          />
        </Panel>
        <Panel title={t('launches.analytics.byBrand')}>
          <BarList
            label={t('launches.analytics.byBrand')}
            items={named(data.by_brand)}
            emptyText={t('launches.analytics.none')}
            palette="purple"
            testId="chart-brand"
          />
        </Panel>
        <Panel title={t('launches.analytics.byCategory')}>
          <BarList
            label={t('launches.analytics.byCategory')}
            items={named(data.by_category)}
            emptyText={t('launches.analytics.none')}
            palette="teal"
            testId="chart-category"
          />
        </Panel>
        <Panel title={t('launches.analytics.launchesByStatus')}>
          <BarList
            label={t('launches.analytics.launchesByStatus')}
            items={data.launches_by_status.map((r) => ({
              key: r.status,
              name: text.status(r.status),
              value: r.count,
            }))}
            emptyText={t('launches.analytics.none')}
            palette="orange"
            testId="chart-launch-status"
          />
        </Panel>
        <Panel title={t('launches.analytics.transitions')} subtitle={t('launches.analytics.transitionsHint')}>
          <TransitionFlow transitions={data.status_transitions} organizationOf={ofOrganization} />
        </Panel>
      </SimpleGrid>

      <Panel title={t('launches.analytics.upcoming')} subtitle={t('launches.analytics.upcomingHint')}>
        {data.upcoming_launches.length === 0 ? (
          <Text color="fg.muted">{t('launches.analytics.noUpcoming')}</Text>
        ) : (
          <Table.ScrollArea tabIndex={0}>
            <Table.Root size="sm" aria-label={t('launches.analytics.upcoming')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t('launches.fields.code')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t('launches.fields.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t('launches.fields.product')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t('launches.fields.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">
                    {t('launches.fields.plannedLaunchDate')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t('launches.fields.timing')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.upcoming_launches.map((launch) => (
                  <Table.Row key={launch.id}>
                    <Table.Cell>
                      <Link asChild focusRing="outside" color="fg">
                        <RouterLink
                          to={launchDetailPath(launch.id)}
                          aria-label={t('launches.list.open', { name: launch.name })}
                        >
                          <Code size="sm" dir="ltr">
                            {launch.code}
                          </Code>
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{launch.name}</Table.Cell>
                    <Table.Cell>{launch.product_name}</Table.Cell>
                    <Table.Cell>
                      <LaunchStatusBadge status={launch.status} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{text.date(launch.planned_launch_date)}</Table.Cell>
                    <Table.Cell>
                      <TimingBadge
                        launch={{ ...launch, actual_launch_date: null, status: launch.status as never }}
                      />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Panel>
    </Stack>
  );
}

/**
 * The status transition flow (spec §4): one row per "from → to" with how often products moved
 * that way, a bar for its frequency and its share of all moves. A product created in a status
 * comes "from" New.
 */
function TransitionFlow({
  transitions,
  organizationOf,
}: {
  transitions: CatalogueAnalytics['status_transitions'];
  /** The organisation's name where several are combined. */
  organizationOf: (id: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const text = useLaunchText();
  const rows = useMemo(() => flowRows(transitions), [transitions]);
  if (rows.length === 0) return <Text color="fg.muted">{t('launches.analytics.noTransitions')}</Text>;
  const max = Math.max(...rows.map((r) => r.count));
  return (
    <Stack
      as="ol"
      listStyleType="none"
      gap="3"
      aria-label={t('launches.analytics.transitions')}
      data-testid="transition-flow"
    >
      {rows.map((row) => (
        <Box as="li" key={row.key} data-testid="transition">
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm" mb="1">
            <Badge variant={row.from ? 'subtle' : 'outline'} colorPalette={row.from ? 'gray' : 'primary'}>
              {row.from ?? t('launches.analytics.created')}
            </Badge>
            <Box
              as="span"
              aria-hidden
              color="fg.muted"
              display="inline-flex"
              _rtl={{ transform: 'scaleX(-1)' }}
            >
              <ArrowRight size={16} />
            </Box>
            <Box as="span" srOnly>
              {t('launches.analytics.to')}
            </Box>
            <Badge variant="subtle" colorPalette="primary">
              {row.to}
            </Badge>
            {organizationOf(row.organization) && (
              <Text as="span" color="fg.muted">
                {organizationOf(row.organization)}
              </Text>
            )}
            <Text as="span" ms="auto" fontWeight="medium" data-value={row.count}>
              {t('launches.analytics.moves', { count: row.count, n: text.number(row.count) })}
            </Text>
            <Text as="span" color="fg.muted" minW="3.5rem" textAlign="end">
              {text.percent(row.share)}
            </Text>
          </Flex>
          <Box aria-hidden h="2" rounded="full" bg="bg.muted" overflow="hidden">
            <Box h="full" rounded="full" bg="primary.solid" width={`${barPercent(row.count, max)}%`} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function Panel({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p="5" bg="bg" minW="0">
      <Stack gap="1">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {subtitle && (
          <Text color="fg.muted" fontSize="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Stack>
  );
}
