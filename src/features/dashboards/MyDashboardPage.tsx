import { Badge, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ClipboardCheck, ClipboardPen, Rocket, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyDashboard } from '../../../domain/dashboards/me';
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
  ORDER_LIST_PATH,
  REVIEWS_PATH,
  reviewPath,
} from '../../lib/recordPaths';
import { DashboardFigures, DashboardFrame, useDashboardPreset } from './DashboardFrame';
import { NothingToShow } from './NothingToShow';
import { NoOrders, RecentOrders } from './RecentOrders';

/**
 * /user-dashboard (boxed content): the signed-in user's own work, from one aggregate request
 * (GET /api/dashboards/me/): the orders they created or sold in the period, the performance
 * reviews waiting for them (to write or complete as reviewer, to acknowledge as the employee),
 * the launches whose team they are on. Every figure links to the list it counts, filtered the same way.
 */
export function MyDashboardPage() {
  const { t } = useTranslation();
  const [asked, choose] = useDashboardPreset();
  const query = useApi().useQuery('get', '/api/dashboards/me/', {
    params: { query: { date_preset: asked } },
  });
  return (
    <DashboardFrame
      title={t('nav.userDashboard')}
      subtitle={t('dashboards.me.subtitle')}
      preset={asked ?? query.data?.period.date_preset}
      onPreset={choose}
    >
      <DashboardFigures query={query} stats={4} panels={3}>
        {(figures) => <MyContent data={figures} preset={figures.period.date_preset} />}
      </DashboardFigures>
    </DashboardFrame>
  );
}

function MyContent({ data, preset }: { data: MyDashboard; preset: DashboardDatePreset }) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  const { orders, reviews, tasks } = data;
  if (!orders && !reviews && !tasks) return <NothingToShow text={t('dashboards.me.nothingForRole')} />;
  const mine = { mine: 'true', date_preset: preset };
  const period = t('dashboards.inPreset', { days: f.number(Number(preset)) });
  return (
    <Stack gap="6" data-testid="my-dashboard">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {orders && (
          <StatCard
            label={t('dashboards.me.orders', { period })}
            value={f.number(orders.count)}
            change={changePercent(orders.count, orders.previous_count)}
            to={filteredPath(ORDER_LIST_PATH, mine)}
            icon={ShoppingCart}
            palette="blue"
            testId="stat-my-orders"
          />
        )}
        {reviews && (
          <>
            <StatCard
              label={t('dashboards.me.toGive')}
              value={f.number(reviews.as_reviewer)}
              to={filteredPath(REVIEWS_PATH, { awaiting: 'reviewer' })}
              icon={ClipboardPen}
              palette="orange"
              testId="stat-reviews-to-give"
            />
            <StatCard
              label={t('dashboards.me.toAcknowledge')}
              value={f.number(reviews.as_employee)}
              to={filteredPath(REVIEWS_PATH, { awaiting: 'employee' })}
              icon={ClipboardCheck}
              palette="teal"
              testId="stat-reviews-to-acknowledge"
            />
          </>
        )}
        {tasks && (
          <StatCard
            label={t('dashboards.me.launches')}
            value={f.number(tasks.count)}
            to={filteredPath(LAUNCH_LIST_PATH, { mine: 'true', progress: 'open' })}
            icon={Rocket}
            palette="purple"
            testId="stat-my-launches"
          />
        )}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {reviews && (
          <DashboardPanel
            title={t('dashboards.me.reviews')}
            action={<MoreLink to={REVIEWS_PATH}>{t('dashboards.me.allReviews')}</MoreLink>}
            testId="panel-my-reviews"
          >
            {reviews.next.length === 0 ? (
              <Text color="fg.muted">{t('dashboards.me.noReviews')}</Text>
            ) : (
              <LinkList
                testId="my-reviews"
                items={reviews.next.map((review) => ({
                  key: review.id,
                  to: reviewPath(review.id),
                  title:
                    review.as === 'reviewer'
                      ? t('dashboards.me.reviewOf', { name: isolate(review.employee_name) })
                      : t('dashboards.me.yourReview'),
                  detail: `${t(`hr.statuses.${review.status}`)} · ${t('dashboards.me.due', { date: f.day(review.due_date) })}`,
                  aside: review.is_overdue ? (
                    <Badge colorPalette="red" variant="subtle">
                      {t('dashboards.me.overdue')}
                    </Badge>
                  ) : undefined,
                }))}
              />
            )}
          </DashboardPanel>
        )}
        {tasks && (
          <DashboardPanel title={t('dashboards.me.launchesTitle')} testId="panel-my-launches">
            {tasks.next.length === 0 ? (
              <Text color="fg.muted">{t('dashboards.me.noLaunches')}</Text>
            ) : (
              <LinkList
                testId="my-launches"
                items={tasks.next.map((launch) => ({
                  key: launch.id,
                  to: launchDetailPath(launch.id),
                  title: launch.name,
                  detail: `${isolate(launch.product_name)} · ${isolate(f.day(launch.planned_launch_date))}`,
                  aside: <Text as="span">{t(`launches.roles.${launch.role}`)}</Text>,
                }))}
              />
            )}
          </DashboardPanel>
        )}
        {orders && (
          <DashboardPanel
            title={t('dashboards.me.ordersByStatus', { period })}
            action={
              <MoreLink to={filteredPath(ORDER_LIST_PATH, mine)}>{t('dashboards.me.allOrders')}</MoreLink>
            }
            testId="panel-my-orders"
          >
            {orders.count === 0 ? (
              <NoOrders period={period} />
            ) : (
              <BarList
                label={t('dashboards.me.ordersByStatus', { period })}
                items={orders.by_status
                  .filter((s) => s.count > 0)
                  .map(({ status, count }) => ({
                    key: status,
                    name: t(`orders.statuses.${status}`),
                    value: count,
                    to: filteredPath(ORDER_LIST_PATH, { ...mine, status }),
                  }))}
                emptyText=""
                palette="blue"
                testId="my-orders-chart"
              />
            )}
          </DashboardPanel>
        )}
        {orders && (
          <DashboardPanel title={t('dashboards.me.recent')} testId="panel-recent">
            <RecentOrders orders={orders.recent} />
          </DashboardPanel>
        )}
      </SimpleGrid>
    </Stack>
  );
}
