import { useMemo } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_DATE_PRESETS, type Order } from '../../../../domain/sales/order';
import { ORDER_STATUSES, PAYMENT_STATES } from '../../../../domain/sales/orderStatus';
import type { Column } from '../../../components/data/DataTable';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { FilterPicker } from '../../../components/form/FilterPicker';
import { Nothing } from '../../../components/data/Nothing';
import { RowActions } from '../../../components/data/RowActions';
import { useEditor } from '../../../components/data/rowDialogs';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceList } from '../../../components/resource/useResourceList';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { SellerFilter } from '../parties/SellerFilter';
import { orderDetailsPath } from '../paths';
import { OrderStatusBadge, PaymentBadge } from '../../../components/sales/OrderBadges';
import { OrderDialog } from './OrderDialog';
import { useOrderFormat } from './orderFormat';
import { orderResource } from './orderResource';

type Filter = (typeof orderResource.filters)[number];

/**
 * /apps/sale/order/list (read on Sale): the orders the reader may see, newest first, with their
 * status and payment, filtered by status, payment, a period, client, seller and brand. New orders
 * and their info are edited in dialogs; a row opens the order's page.
 */
export function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const format = useOrderFormat();
  const { list, query } = useResourceList(orderResource);
  const editor = useEditor<Order>();

  const columns = useMemo<Column<Order>[]>(
    () => [
      {
        id: 'number',
        header: 'orders.columns.number',
        sortField: 'number',
        cell: (order) => (
          <Link asChild fontWeight="medium" color="primary.fg">
            <RouterLink
              to={orderDetailsPath(order.id)}
              aria-label={t('orders.actions.open', { number: order.number })}
            >
              <bdi>#{order.number}</bdi>
            </RouterLink>
          </Link>
        ),
      },
      {
        id: 'date',
        header: 'orders.columns.date',
        sortField: 'order_date',
        cell: (order) => (
          <Text as="span" whiteSpace="nowrap">
            {format.day(order.order_date)}
          </Text>
        ),
      },
      { id: 'client', header: 'orders.columns.client', cell: (order) => order.client_name },
      {
        id: 'seller',
        header: 'orders.columns.seller',
        hideBelow: 'md',
        cell: (order) => order.seller_name ?? <Nothing />,
      },
      {
        id: 'status',
        header: 'orders.columns.status',
        sortField: 'status',
        cell: (order) => <OrderStatusBadge status={order.status} />,
      },
      {
        id: 'payment',
        header: 'orders.columns.payment',
        hideBelow: 'sm',
        cell: (order) => <PaymentBadge payment={order.payment} />,
      },
      {
        id: 'total',
        header: 'orders.columns.total',
        sortField: 'total_amount',
        textAlign: 'end',
        cell: (order) => (
          <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {format.money(order.total_amount, order.currency)}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: 'orders.columns.actions',
        textAlign: 'end',
        cell: (order) =>
          canOnResource(ability, orderResource, 'update', order) ? (
            <RowActions name={`#${order.number}`} onEdit={() => editor.edit(order)} />
          ) : null,
      },
    ],
    [t, format, ability, editor],
  );

  const filter = (name: Filter, label: string, all: string, options: { value: string; label: string }[]) => (
    <FilterSelect
      key={name}
      label={label}
      allLabel={all}
      value={list.state.filters[name] ?? ''}
      onChange={(value) => list.setFilter(name, value)}
      options={options}
    />
  );

  return (
    <ResourceListPage
      resource={orderResource}
      create={{ onClick: editor.add }}
      columns={columns}
      rowKey={(order) => order.id}
      list={list}
      query={query}
      onRowClick={(order) => navigate(orderDetailsPath(order.id))}
      filters={
        <>
          {filter(
            'status',
            t('orders.filters.status'),
            t('orders.filters.allStatuses'),
            ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.statuses.${status}`) })),
          )}
          {filter(
            'payment',
            t('orders.filters.payment'),
            t('orders.filters.allPayments'),
            PAYMENT_STATES.map((payment) => ({ value: payment, label: t(`orders.payments.${payment}`) })),
          )}
          {filter('mine', t('orders.filters.whose'), t('orders.filters.allOrders'), [
            { value: 'true', label: t('orders.filters.mine') },
          ])}
          {filter(
            'date_preset',
            t('orders.filters.period'),
            t('orders.filters.allPeriods'),
            ORDER_DATE_PRESETS.map((days) => ({ value: days, label: t(`orders.periods.${days}`) })),
          )}
          {/* A record filter is offered to whoever may read the list it searches. */}
          {ability?.can('read', 'Customer') && (
            <FilterPicker
              label={t('orders.filters.client')}
              allLabel={t('orders.filters.allClients')}
              path="/api/clients/"
              item="/api/clients/{id}/"
              value={list.state.filters.client}
              onChange={(value) => list.setFilter('client', value)}
              testId="orders-filter-client"
            />
          )}
          <SellerFilter
            label={t('orders.filters.seller')}
            allLabel={t('orders.filters.allSellers')}
            value={list.state.filters.seller}
            onChange={(value) => list.setFilter('seller', value)}
            testId="orders-filter-seller"
          />
          {ability?.can('read', 'Brand') && (
            <FilterPicker
              label={t('orders.filters.brand')}
              allLabel={t('orders.filters.allBrands')}
              path="/api/brands/"
              item="/api/brands/{id}/"
              value={list.state.filters.brand}
              onChange={(value) => list.setFilter('brand', value)}
              testId="orders-filter-brand"
            />
          )}
        </>
      }
    >
      <OrderDialog key={editor.key} order={editor.row} dialog={editor.dialog} />
    </ResourceListPage>
  );
}
