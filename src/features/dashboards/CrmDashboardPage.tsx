import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Hourglass, UserPlus, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CrmDashboard } from '../../../domain/dashboards/crm';
import { changePercent, type DashboardDatePreset } from '../../../domain/dashboards/period';
import { BarList } from '../../components/charts/BarList';
import { DashboardPanel, MoreLink } from '../../components/dashboard/DashboardPanel';
import { StatCard } from '../../components/dashboard/StatCard';
import { useFigureFormats } from '../../components/dashboard/useFigureFormats';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { CLIENT_LIST_PATH, filteredPath, ORDER_LIST_PATH, SELLER_LIST_PATH } from '../../lib/recordPaths';
import { DashboardFigures, DashboardFrame, useDashboardPreset } from './DashboardFrame';
import { NothingToShow } from './NothingToShow';

/**
 * /dashboards/crm (in everyone's menu): the clients and those added in the period against the one
 * before, the sellers' orders and revenue, and the orders still under way, from one aggregate
 * request (GET /api/dashboards/crm/) over what the reader may see. Every figure links to the
 * list it counts, filtered the same way.
 */
export function CrmDashboardPage() {
  const { t } = useTranslation();
  const [asked, choose] = useDashboardPreset();
  // The CRM dashboard is in everyone's menu (spec §2), but its figures need read on Dashboard:
  // whoever lacks it is told so, not sent a request that can only be refused (and a failure of
  // the request is a failure, with Retry).
  const allowed = useAppAbility()?.can('read', 'Dashboard') ?? false;
  const query = useApi().useQuery(
    'get',
    '/api/dashboards/crm/',
    { params: { query: { date_preset: asked } } },
    { enabled: allowed },
  );
  return (
    <DashboardFrame
      title={t('nav.crm')}
      subtitle={t('dashboards.crm.subtitle')}
      preset={asked ?? query.data?.period.date_preset}
      onPreset={choose}
    >
      {!allowed ? (
        <NothingToShow text={t('dashboards.crm.nothingForRole')} />
      ) : (
        <DashboardFigures query={query} stats={4} panels={3}>
          {(figures) => <CrmContent data={figures} preset={figures.period.date_preset} />}
        </DashboardFigures>
      )}
    </DashboardFrame>
  );
}

function CrmContent({ data, preset }: { data: CrmDashboard; preset: DashboardDatePreset }) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  const { clients, sellers, pipeline } = data;
  if (!clients && !sellers && !pipeline) return <NothingToShow text={t('dashboards.crm.nothingForRole')} />;
  const dated = { date_preset: preset };
  const period = t('dashboards.inPreset', { days: f.number(Number(preset)) });
  return (
    <Stack gap="6" data-testid="crm-dashboard">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {clients && (
          <>
            <StatCard
              label={t('dashboards.crm.clients')}
              value={f.number(clients.total)}
              to={CLIENT_LIST_PATH}
              icon={Users}
              palette="blue"
              testId="stat-clients"
            />
            <StatCard
              label={t('dashboards.crm.newClients', { period })}
              value={f.number(clients.new)}
              change={changePercent(clients.new, clients.previous_new)}
              to={filteredPath(CLIENT_LIST_PATH, dated)}
              icon={UserPlus}
              palette="teal"
              testId="stat-new-clients"
            />
          </>
        )}
        {pipeline && (
          <>
            <StatCard
              label={t('dashboards.crm.underWay')}
              value={f.number(pipeline.count)}
              to={ORDER_LIST_PATH}
              icon={Hourglass}
              palette="orange"
              testId="stat-pipeline"
            />
            <StatCard
              label={t('dashboards.crm.pipelineValue')}
              value={pipeline.amounts.length ? f.amounts(pipeline.amounts) : f.number(0)}
              to={ORDER_LIST_PATH}
              icon={Wallet}
              palette="green"
              testId="stat-pipeline-amount"
            />
          </>
        )}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {pipeline && (
          <DashboardPanel
            title={t('dashboards.crm.pipeline')}
            action={<MoreLink to={ORDER_LIST_PATH}>{t('dashboards.crm.allOrders')}</MoreLink>}
            testId="panel-pipeline"
          >
            {pipeline.count === 0 ? (
              <Text color="fg.muted">{t('dashboards.crm.nothingUnderWay')}</Text>
            ) : (
              <BarList
                label={t('dashboards.crm.pipeline')}
                items={pipeline.by_status
                  .filter((s) => s.count > 0)
                  .map(({ status, count, amounts }) => ({
                    key: status,
                    name: t(`orders.statuses.${status}`),
                    detail: f.amounts(amounts),
                    value: count,
                    to: filteredPath(ORDER_LIST_PATH, { status }),
                  }))}
                emptyText=""
                palette="orange"
                testId="pipeline-chart"
              />
            )}
          </DashboardPanel>
        )}
        {sellers && (
          <DashboardPanel
            title={t('dashboards.crm.sellers', { period })}
            action={<MoreLink to={SELLER_LIST_PATH}>{t('dashboards.crm.allSellers')}</MoreLink>}
            testId="panel-sellers"
          >
            <BarList
              label={t('dashboards.crm.sellers', { period })}
              items={sellers.map((seller) => ({
                key: seller.id,
                name: seller.name,
                detail: seller.revenue.length ? f.amounts(seller.revenue) : undefined,
                value: seller.orders,
                to: filteredPath(ORDER_LIST_PATH, { seller: seller.id, ...dated }),
              }))}
              emptyText={t('dashboards.crm.noSellerOrders', { period })}
              palette="purple"
              testId="sellers-chart"
            />
          </DashboardPanel>
        )}
        {clients && (
          <DashboardPanel
            title={t('dashboards.crm.byStatus')}
            action={<MoreLink to={CLIENT_LIST_PATH}>{t('dashboards.crm.allClients')}</MoreLink>}
            testId="panel-clients"
          >
            {clients.total === 0 ? (
              <Text color="fg.muted">{t('dashboards.crm.noClients')}</Text>
            ) : (
              <BarList
                label={t('dashboards.crm.byStatus')}
                items={clients.by_status.map(({ status, count }) => ({
                  key: status,
                  name: t(`clients.statuses.${status}`),
                  value: count,
                  to: filteredPath(CLIENT_LIST_PATH, { status }),
                }))}
                emptyText=""
                palette="blue"
                testId="clients-chart"
              />
            )}
          </DashboardPanel>
        )}
      </SimpleGrid>
    </Stack>
  );
}
