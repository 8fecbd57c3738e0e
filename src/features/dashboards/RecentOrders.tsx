import { Text, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../domain/sales/partyOverview';
import { LinkList } from '../../components/dashboard/LinkList';
import { useFigureFormats } from '../../components/dashboard/useFigureFormats';
import { OrderStatusBadge } from '../../components/sales/OrderBadges';
import { ORDER_LIST_PATH, orderDetailsPath } from '../../lib/recordPaths';

const RouterLink = chakra(Link);

/** The latest orders: number and client, date, status and total, each linking to its page. */
export function RecentOrders({ orders }: { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  if (orders.length === 0) return <NoOrders period={null} />;
  return (
    <LinkList
      testId="recent-orders"
      items={orders.map((order) => ({
        key: order.id,
        to: orderDetailsPath(order.id),
        title: t('dashboards.ecommerce.orderOf', { number: order.number, client: order.client_name }),
        detail: f.day(order.order_date),
        aside: (
          <>
            <OrderStatusBadge status={order.status} />
            <Text as="span" fontWeight="medium" fontVariantNumeric="tabular-nums">
              {f.money(order.total_amount, order.currency)}
            </Text>
          </>
        ),
      }))}
    />
  );
}

/** No orders (in the period, or at all): says so, and where orders are added. */
export function NoOrders({ period }: { period: string | null }) {
  const { t } = useTranslation();
  return (
    <Text color="fg.muted">
      {period === null
        ? t('dashboards.ecommerce.noOrdersYet')
        : t('dashboards.ecommerce.noOrders', { period })}{' '}
      <RouterLink
        to={ORDER_LIST_PATH}
        color="primary.fg"
        textDecoration="underline"
        textUnderlineOffset="2px"
      >
        {t('dashboards.ecommerce.addOrder')}
      </RouterLink>
    </Text>
  );
}
