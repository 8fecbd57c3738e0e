import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Coins, PackageMinus, Receipt, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changePercent, type DashboardDatePreset } from '../../../domain/dashboards/period';
import type { EcommerceDashboard } from '../../../domain/dashboards/ecommerce';
import { BarList } from '../../components/charts/BarList';
import { DashboardPanel, MoreLink } from '../../components/dashboard/DashboardPanel';
import { LinkList } from '../../components/dashboard/LinkList';
import { StatCard } from '../../components/dashboard/StatCard';
import { useFigureFormats, type FigureFormats } from '../../components/dashboard/useFigureFormats';
import { useApi } from '../../lib/ApiProvider';
import { filteredPath, ORDER_LIST_PATH, PRODUCT_LIST_PATH, productViewPath } from '../../lib/recordPaths';
import { DashboardFigures, DashboardFrame, useDashboardPreset } from './DashboardFrame';
import { NothingToShow } from './NothingToShow';
import { NoOrders, RecentOrders } from './RecentOrders';

/**
 * /dashboards/ecommerce (and /apps/ecommerce/dashboard), where staff land: sales over the chosen
 * period against the one before, orders by status, what sells, what runs short and the latest
 * orders, from one aggregate request (GET /api/dashboards/ecommerce/) over what the reader may
 * see. Every figure links to the list it counts, filtered the same way.
 */
export function EcommerceDashboardPage() {
  const { t } = useTranslation();
  const [asked, choose] = useDashboardPreset();
  const query = useApi().useQuery('get', '/api/dashboards/ecommerce/', {
    params: { query: { date_preset: asked } },
  });
  return (
    <DashboardFrame
      title={t('nav.ecommerce')}
      subtitle={t('dashboards.ecommerce.subtitle')}
      preset={asked ?? query.data?.period.date_preset}
      onPreset={choose}
    >
      <DashboardFigures query={query} stats={4} panels={4}>
        {(figures) => <EcommerceContent data={figures} preset={figures.period.date_preset} />}
      </DashboardFigures>
    </DashboardFrame>
  );
}

/** Amounts per currency, and the change of the first (the most ordered) when it is the only one. */
function moneyFigure(
  f: FigureFormats,
  revenue: NonNullable<EcommerceDashboard['sales']>['revenue'],
  pick: 'amount' | 'average',
) {
  const previous = pick === 'amount' ? 'previous_amount' : 'previous_average';
  const value = revenue.length
    ? f.amounts(revenue.map((r) => ({ currency: r.currency, amount: r[pick] })))
    : '—';
  const only = revenue.length === 1 ? revenue[0]! : undefined;
  return { value, change: only ? changePercent(Number(only[pick]), Number(only[previous])) : undefined };
}

function EcommerceContent({ data, preset }: { data: EcommerceDashboard; preset: DashboardDatePreset }) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  const { sales, stock } = data;
  if (!sales && !stock) return <NothingToShow text={t('dashboards.ecommerce.nothingForRole')} />;
  const dated = { date_preset: preset };
  const period = t('dashboards.inPreset', { days: f.number(Number(preset)) });
  const lowStockPath = stock ? filteredPath(PRODUCT_LIST_PATH, { stock_max: stock.threshold }) : '';
  const revenue = sales ? moneyFigure(f, sales.revenue, 'amount') : undefined;
  const average = sales ? moneyFigure(f, sales.revenue, 'average') : undefined;

  return (
    <Stack gap="6" data-testid="ecommerce-dashboard">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {sales && (
          <>
            <StatCard
              label={t('dashboards.ecommerce.revenue', { period })}
              value={revenue!.value}
              change={revenue!.change}
              to={filteredPath(ORDER_LIST_PATH, dated)}
              icon={Coins}
              palette="green"
              testId="stat-revenue"
            />
            <StatCard
              label={t('dashboards.ecommerce.orders', { period })}
              value={f.number(sales.orders)}
              change={changePercent(sales.orders, sales.previous_orders)}
              to={filteredPath(ORDER_LIST_PATH, dated)}
              icon={ShoppingCart}
              palette="blue"
              testId="stat-orders"
            />
            <StatCard
              label={t('dashboards.ecommerce.average', { period })}
              value={average!.value}
              change={average!.change}
              to={filteredPath(ORDER_LIST_PATH, dated)}
              icon={Receipt}
              palette="purple"
              testId="stat-average"
            />
          </>
        )}
        {stock && (
          <StatCard
            label={t('dashboards.ecommerce.lowStock', { threshold: f.number(stock.threshold) })}
            value={f.number(stock.count)}
            to={lowStockPath}
            icon={PackageMinus}
            palette="orange"
            testId="stat-low-stock"
          />
        )}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {sales && (
          <>
            <DashboardPanel
              title={t('dashboards.ecommerce.byStatus')}
              action={
                <MoreLink to={filteredPath(ORDER_LIST_PATH, dated)}>
                  {t('dashboards.ecommerce.allOrders', { period })}
                </MoreLink>
              }
              testId="panel-status"
            >
              {sales.orders === 0 ? (
                <NoOrders period={period} />
              ) : (
                <BarList
                  label={t('dashboards.ecommerce.byStatus')}
                  items={sales.by_status
                    .filter((s) => s.count > 0)
                    .map(({ status, count }) => ({
                      key: status,
                      name: t(`orders.statuses.${status}`),
                      value: count,
                      to: filteredPath(ORDER_LIST_PATH, { status, ...dated }),
                    }))}
                  emptyText=""
                  palette="blue"
                  testId="status-chart"
                />
              )}
            </DashboardPanel>
            <DashboardPanel title={t('dashboards.ecommerce.topProducts')} testId="panel-products">
              <BarList
                label={t('dashboards.ecommerce.topProducts')}
                items={sales.top_products.map((p) => ({
                  key: p.id,
                  name: p.name,
                  detail: p.sku,
                  value: p.quantity,
                  to: productViewPath(p.id),
                }))}
                emptyText={t('dashboards.ecommerce.noProductsSold', { period })}
                palette="teal"
                testId="products-chart"
              />
            </DashboardPanel>
            <DashboardPanel title={t('dashboards.ecommerce.topBrands')} testId="panel-brands">
              <BarList
                label={t('dashboards.ecommerce.topBrands')}
                items={sales.top_brands.map((b) => ({
                  key: b.id ?? 'none',
                  name: b.id === null ? t('dashboards.ecommerce.noBrand') : b.name,
                  value: b.orders,
                  to: b.id === null ? undefined : filteredPath(ORDER_LIST_PATH, { brand: b.id, ...dated }),
                }))}
                emptyText={t('dashboards.ecommerce.noOrders', { period })}
                palette="purple"
                testId="brands-chart"
              />
            </DashboardPanel>
          </>
        )}
        {stock && (
          <DashboardPanel
            title={t('dashboards.ecommerce.lowStockTitle')}
            action={
              stock.count > 0 ? (
                <MoreLink to={lowStockPath}>
                  {t('dashboards.ecommerce.allLowStock', { n: f.number(stock.count) })}
                </MoreLink>
              ) : undefined
            }
            testId="panel-stock"
          >
            {stock.lowest.length === 0 ? (
              <Text color="fg.muted">
                {t('dashboards.ecommerce.noLowStock', { threshold: f.number(stock.threshold) })}
              </Text>
            ) : (
              <LinkList
                testId="low-stock-list"
                items={stock.lowest.map((p) => ({
                  key: p.id,
                  to: productViewPath(p.id),
                  title: p.name,
                  aside: (
                    <Text
                      as="span"
                      fontWeight="medium"
                      color={p.stock_quantity <= 0 ? 'fg.error' : undefined}
                    >
                      {t('dashboards.ecommerce.inStock', { n: f.number(p.stock_quantity) })}
                    </Text>
                  ),
                }))}
              />
            )}
          </DashboardPanel>
        )}
      </SimpleGrid>

      {sales && (
        <DashboardPanel
          title={t('dashboards.ecommerce.recent')}
          action={<MoreLink to={ORDER_LIST_PATH}>{t('dashboards.ecommerce.allOrdersAnyDate')}</MoreLink>}
          testId="panel-recent"
        >
          <RecentOrders orders={sales.recent} />
        </DashboardPanel>
      )}
    </Stack>
  );
}
