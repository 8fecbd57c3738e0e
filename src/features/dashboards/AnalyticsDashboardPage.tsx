import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowRightLeft, PackagePlus, Rocket, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDashboard } from '../../../domain/dashboards/analytics';
import { changePercent, type DashboardDatePreset } from '../../../domain/dashboards/period';
import { BarList } from '../../components/charts/BarList';
import { DashboardPanel, MoreLink } from '../../components/dashboard/DashboardPanel';
import { LinkList } from '../../components/dashboard/LinkList';
import { StatCard } from '../../components/dashboard/StatCard';
import { isolate, useFigureFormats } from '../../components/dashboard/useFigureFormats';
import { useApi } from '../../lib/ApiProvider';
import {
  filteredPath,
  LAUNCH_LIST_PATH,
  launchDetailPath,
  PRODUCT_LIST_PATH,
  REVIEWS_PATH,
} from '../../lib/recordPaths';
import { DashboardFigures, DashboardFrame, useDashboardPreset } from './DashboardFrame';
import { NothingToShow } from './NothingToShow';

/**
 * /dashboards/analytics and /analytics (read on Analytics): the catalogue (products by status,
 * those added in the period), its launches (to come, launched), how products moved between
 * statuses and the performance reviews, from one aggregate request (GET /api/dashboards/analytics/)
 * over what the reader may see (a brand manager their brand's products). Every figure links to
 * the list it counts, filtered the same way.
 */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  const [asked, choose] = useDashboardPreset();
  const query = useApi().useQuery('get', '/api/dashboards/analytics/', {
    params: { query: { date_preset: asked } },
  });
  return (
    <DashboardFrame
      title={t('nav.analytics')}
      subtitle={t('dashboards.analytics.subtitle')}
      preset={asked ?? query.data?.period.date_preset}
      onPreset={choose}
    >
      <DashboardFigures query={query} stats={4} panels={4}>
        {(figures) => <AnalyticsContent data={figures} preset={figures.period.date_preset} />}
      </DashboardFigures>
    </DashboardFrame>
  );
}

function AnalyticsContent({ data, preset }: { data: AnalyticsDashboard; preset: DashboardDatePreset }) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  const { catalogue, launches, status_flow: flow, reviews } = data;
  if (!catalogue && !reviews) return <NothingToShow text={t('dashboards.analytics.nothingForRole')} />;
  const dated = { date_preset: preset };
  const period = t('dashboards.inPreset', { days: f.number(Number(preset)) });
  const rating = (value: string | null) => (value === null ? '—' : f.decimal(Number(value)));
  return (
    <Stack gap="6" data-testid="analytics-dashboard">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {catalogue && (
          <StatCard
            label={t('dashboards.analytics.newProducts', { period })}
            value={f.number(catalogue.new)}
            change={changePercent(catalogue.new, catalogue.previous_new)}
            to={filteredPath(PRODUCT_LIST_PATH, dated)}
            icon={PackagePlus}
            palette="blue"
            testId="stat-new-products"
          />
        )}
        {launches && (
          <StatCard
            label={t('dashboards.analytics.upcoming')}
            value={f.number(launches.upcoming)}
            to={filteredPath(LAUNCH_LIST_PATH, { progress: 'upcoming' })}
            icon={Rocket}
            palette="purple"
            testId="stat-upcoming"
          />
        )}
        {flow && (
          <StatCard
            label={t('dashboards.analytics.statusChanges', { period })}
            value={f.number(flow.changes)}
            change={changePercent(flow.changes, flow.previous_changes)}
            to={PRODUCT_LIST_PATH}
            icon={ArrowRightLeft}
            palette="teal"
            testId="stat-status-changes"
          />
        )}
        {reviews && (
          <StatCard
            label={t('dashboards.analytics.averageRating', { period })}
            value={rating(reviews.average_rating)}
            change={
              reviews.average_rating === null || reviews.previous_average_rating === null
                ? undefined
                : changePercent(Number(reviews.average_rating), Number(reviews.previous_average_rating))
            }
            to={filteredPath(REVIEWS_PATH, dated)}
            icon={Star}
            palette="orange"
            testId="stat-average-rating"
          />
        )}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {catalogue && (
          <DashboardPanel
            title={t('dashboards.analytics.byStatus', { n: f.number(catalogue.total) })}
            action={<MoreLink to={PRODUCT_LIST_PATH}>{t('dashboards.analytics.allProducts')}</MoreLink>}
            testId="panel-product-status"
          >
            <BarList
              label={t('dashboards.analytics.byStatus', { n: f.number(catalogue.total) })}
              items={catalogue.by_status.map((s) => ({
                key: s.id,
                name: s.name,
                value: s.count,
                to: filteredPath(PRODUCT_LIST_PATH, { status: s.id }),
              }))}
              emptyText={t('dashboards.analytics.noProducts')}
              palette="blue"
              testId="product-status-chart"
            />
          </DashboardPanel>
        )}
        {flow && (
          <DashboardPanel title={t('dashboards.analytics.flow', { period })} testId="panel-flow">
            <BarList
              label={t('dashboards.analytics.flow', { period })}
              items={flow.transitions.map((move) => ({
                key: `${move.from?.id ?? 'new'}-${move.to.id}`,
                name: move.from
                  ? t('dashboards.analytics.move', {
                      from: isolate(move.from.name),
                      to: isolate(move.to.name),
                    })
                  : t('dashboards.analytics.firstStatus', { to: isolate(move.to.name) }),
                value: move.count,
                to: filteredPath(PRODUCT_LIST_PATH, { status: move.to.id }),
              }))}
              emptyText={t('dashboards.analytics.noMoves', { period })}
              palette="teal"
              testId="flow-chart"
            />
          </DashboardPanel>
        )}
        {launches && (
          <DashboardPanel
            title={t('dashboards.analytics.launches')}
            action={<MoreLink to={LAUNCH_LIST_PATH}>{t('dashboards.analytics.allLaunches')}</MoreLink>}
            testId="panel-launches"
          >
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted" data-testid="launched-in-period">
                {t('dashboards.analytics.launched', { n: f.number(launches.launched), period })}
              </Text>
              {launches.next.length === 0 ? (
                <Text color="fg.muted">{t('dashboards.analytics.noUpcoming')}</Text>
              ) : (
                <LinkList
                  testId="upcoming-launches"
                  items={launches.next.map((launch) => ({
                    key: launch.id,
                    to: launchDetailPath(launch.id),
                    title: launch.name,
                    detail: `${isolate(launch.product_name)} · ${isolate(f.day(launch.planned_launch_date))}`,
                    aside: <Text as="span">{t(`launches.statuses.${launch.status}`)}</Text>,
                  }))}
                />
              )}
              <BarList
                label={t('dashboards.analytics.launchesByStatus')}
                items={launches.by_status
                  .filter((s) => s.count > 0)
                  .map(({ status, count }) => ({
                    key: status,
                    name: t(`launches.statuses.${status}`),
                    value: count,
                    to: filteredPath(LAUNCH_LIST_PATH, { status }),
                  }))}
                emptyText=""
                palette="purple"
                testId="launch-status-chart"
              />
            </Stack>
          </DashboardPanel>
        )}
        {reviews && (
          <DashboardPanel
            title={t('dashboards.analytics.reviews', { period })}
            action={
              <MoreLink to={filteredPath(REVIEWS_PATH, dated)}>
                {t('dashboards.analytics.allReviews')}
              </MoreLink>
            }
            testId="panel-reviews"
          >
            {reviews.total === 0 ? (
              <Text color="fg.muted">{t('dashboards.analytics.noReviews', { period })}</Text>
            ) : (
              <Stack gap="3">
                <Text fontSize="sm" fontWeight="medium" color="fg.muted">
                  {t('dashboards.analytics.reviewsByStatus')}
                </Text>
                <BarList
                  label={t('dashboards.analytics.reviewsByStatus')}
                  items={reviews.by_status
                    .filter((s) => s.count > 0)
                    .map(({ status, count }) => ({
                      key: status,
                      name: t(`hr.statuses.${status}`),
                      value: count,
                      to: filteredPath(REVIEWS_PATH, { status, ...dated }),
                    }))}
                  emptyText=""
                  palette="orange"
                  testId="review-status-chart"
                />
                <Text fontSize="sm" fontWeight="medium" color="fg.muted" mt="2">
                  {t('dashboards.analytics.ratings')}
                </Text>
                <BarList
                  label={t('dashboards.analytics.ratings')}
                  items={reviews.ratings.map(({ rating: value, count }) => ({
                    key: value,
                    name: t('hr.reviews.ratingOf', { rating: f.number(value) }),
                    value: count,
                    to: filteredPath(REVIEWS_PATH, { rating: value, ...dated }),
                  }))}
                  emptyText=""
                  palette="yellow"
                  testId="rating-chart"
                />
              </Stack>
            )}
          </DashboardPanel>
        )}
      </SimpleGrid>
    </Stack>
  );
}
