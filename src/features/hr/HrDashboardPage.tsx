import { Badge, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { AlarmClock, CalendarClock, UserPlus, Users } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HrDashboard } from '../../../domain/hr/dashboard';
import {
  DUE_SOON_DAYS,
  REVIEW_DATE_PRESETS,
  type ReviewDatePreset,
} from '../../../domain/hr/performanceReview';
import { BarList } from '../../components/charts/BarList';
import { DashboardPanel, MoreLink } from '../../components/dashboard/DashboardPanel';
import { DashboardSkeleton } from '../../components/dashboard/DashboardSkeleton';
import { StatCard } from '../../components/dashboard/StatCard';
import { useFigureFormats } from '../../components/dashboard/useFigureFormats';
import { FilterSelect } from '../../components/data/FilterSelect';
import { QueryState } from '../../components/feedback/QueryState';
import { PageHeading } from '../../components/PageHeading';
import { useApi } from '../../lib/ApiProvider';
import { unitViewPath } from '../../lib/recordPaths';
import { INDIVIDUALS_PATH, reviewListPath, reviewPath } from './paths';
import { StatusBadge } from './StatusBadge';
import { isDatePreset } from '../../lib/datePresets';

const RouterLink = chakra(Link);

/**
 * /apps/hr/dashboard (read on apps-hr): the organisation's people and reviews at a glance, from
 * one aggregate request (GET /api/hr/dashboard/), for the date preset in the address. Every
 * figure links to the list it counts, filtered the same way.
 */
export function HrDashboardPage() {
  const { t } = useTranslation();
  const f = useFigureFormats();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date_preset');
  const preset = isDatePreset(asked) ? asked : undefined;
  const query = useApi().useQuery('get', '/api/hr/dashboard/', {
    params: { query: preset ? { date_preset: preset } : {} },
  });
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('date_preset', value);
        else next.delete('date_preset');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeading
        title={t('hr.dashboard.title')}
        subtitle={t('hr.dashboard.subtitle')}
        actions={
          <FilterSelect
            label={t('hr.reviews.filters.date')}
            allLabel={t('hr.reviews.filters.anyDate')}
            value={preset ?? ''}
            options={REVIEW_DATE_PRESETS.map((days) => ({
              value: days,
              label: t('hr.reviews.filters.preset', { days: f.number(Number(days)) }),
            }))}
            onChange={choose}
          />
        }
      />
      <QueryState
        query={query}
        failedText={t('hr.dashboard.loadFailed')}
        loading={
          <DashboardSkeleton
            label={t('hr.dashboard.loading')}
            stats={4}
            panels={4}
            testId="hr-dashboard-loading"
          />
        }
      >
        {(figures) => <DashboardContent data={figures} preset={preset} />}
      </QueryState>
    </Stack>
  );
}

function DashboardContent({ data, preset }: { data: HrDashboard; preset: ReviewDatePreset | undefined }) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  const reviews = data.reviews_by_status.reduce((sum, s) => sum + s.count, 0);
  const dated = { date_preset: preset };
  const period = preset
    ? t('hr.dashboard.inPreset', { days: f.number(Number(preset)) })
    : t('hr.dashboard.anyDate');
  return (
    <Stack gap="6" data-testid="hr-dashboard">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <StatCard
          label={t('hr.dashboard.headcount')}
          value={f.number(data.headcount.total)}
          to={INDIVIDUALS_PATH}
          icon={Users}
          palette="blue"
          testId="stat-headcount"
        />
        <StatCard
          label={
            preset ? t('hr.dashboard.joinedIn', { days: f.number(Number(preset)) }) : t('hr.dashboard.joined')
          }
          value={f.number(data.headcount.joined)}
          to={INDIVIDUALS_PATH}
          icon={UserPlus}
          palette="teal"
          testId="stat-joined"
        />
        <StatCard
          label={t('hr.dashboard.overdue')}
          value={f.number(data.due.overdue)}
          to={reviewListPath({ due: 'overdue' })}
          icon={AlarmClock}
          palette="red"
          testId="stat-overdue"
        />
        <StatCard
          label={t('hr.dashboard.dueSoon', { days: f.number(DUE_SOON_DAYS) })}
          value={f.number(data.due.soon)}
          to={reviewListPath({ due: 'soon' })}
          icon={CalendarClock}
          palette="orange"
          testId="stat-soon"
        />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <DashboardPanel title={t('hr.dashboard.byUnit')} testId="panel-units">
          <BarList
            label={t('hr.dashboard.byUnit')}
            items={data.headcount.units.map((unit) => ({
              key: `${unit.kind}-${unit.id}`,
              name: unit.name,
              detail: t(`hr.dashboard.kinds.${unit.kind}`),
              value: unit.headcount,
              to: unitViewPath(unit.kind, unit.id, 'employees'),
            }))}
            emptyText={t('hr.dashboard.noPeople')}
            palette="blue"
            testId="units-chart"
          />
        </DashboardPanel>
        <DashboardPanel
          title={t('hr.dashboard.byStatus')}
          action={<MoreLink to={reviewListPath(dated)}>{t('hr.dashboard.allReviews', { period })}</MoreLink>}
          testId="panel-status"
        >
          {reviews === 0 ? (
            <Text color="fg.muted">{t('hr.dashboard.noReviews')}</Text>
          ) : (
            <BarList
              label={t('hr.dashboard.byStatus')}
              items={data.reviews_by_status.map(({ status, count }) => ({
                key: status,
                name: t(`hr.statuses.${status}`),
                value: count,
                to: reviewListPath({ status, ...dated }),
              }))}
              emptyText={t('hr.dashboard.noReviews')}
              palette="purple"
              testId="status-chart"
            />
          )}
        </DashboardPanel>
        <DashboardPanel title={t('hr.dashboard.ratings')} testId="panel-ratings">
          {reviews - data.unrated === 0 ? (
            <Text color="fg.muted">{t('hr.dashboard.noRatings')}</Text>
          ) : (
            <Stack gap="3">
              <BarList
                label={t('hr.dashboard.ratings')}
                items={data.ratings.map(({ rating, count }) => ({
                  key: rating,
                  name: t('hr.reviews.ratingOf', { rating: f.number(rating) }),
                  value: count,
                  to: reviewListPath({ rating, ...dated }),
                }))}
                emptyText={t('hr.dashboard.noRatings')}
                palette="green"
                testId="ratings-chart"
              />
              {data.unrated > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('hr.dashboard.unrated', { count: data.unrated, n: f.number(data.unrated) })}
                </Text>
              )}
            </Stack>
          )}
        </DashboardPanel>
        <DashboardPanel
          title={t('hr.dashboard.due', { days: f.number(DUE_SOON_DAYS) })}
          action={
            data.due.overdue + data.due.soon > data.due.next.length ? (
              <MoreLink to={reviewListPath({ due: 'overdue' })}>{t('hr.dashboard.allOverdue')}</MoreLink>
            ) : undefined
          }
          testId="panel-due"
        >
          {data.due.next.length === 0 ? (
            <Text color="fg.muted">{t('hr.dashboard.nothingDue', { days: f.number(DUE_SOON_DAYS) })}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" data-testid="due-list">
              {data.due.next.map((row) => (
                <HStack as="li" key={row.id} justify="space-between" gap="3" wrap="wrap">
                  <Stack gap="0">
                    <RouterLink
                      to={reviewPath(row.id)}
                      fontWeight="medium"
                      textDecoration="underline"
                      textUnderlineOffset="2px"
                    >
                      {t('hr.reviews.heading', { employee: row.employee_name })}
                    </RouterLink>
                    <Text fontSize="sm" color="fg.muted">
                      {t('hr.dashboard.dueOn', { date: f.day(row.due_date) })}
                    </Text>
                  </Stack>
                  <HStack gap="2">
                    <StatusBadge status={row.status} />
                    <Badge colorPalette={row.due === 'overdue' ? 'red' : 'orange'} variant="solid">
                      {t(`hr.dashboard.dueKinds.${row.due}`)}
                    </Badge>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          )}
        </DashboardPanel>
      </SimpleGrid>
    </Stack>
  );
}
