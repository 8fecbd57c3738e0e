import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '../../../../domain/sales/partyOverview';
import { DataTable, type Column } from '../../../components/data/DataTable';
import { apiListQuery } from '../../../components/data/listQuery';
import { Nothing } from '../../../components/data/Nothing';
import { useListState } from '../../../components/data/useListState';
import { SectionHeader } from '../../../components/SectionHeader';
import { useApi } from '../../../lib/ApiProvider';
import { orderDetailsPath } from '../paths';
import { OrderStatusBadge } from '../../../components/sales/OrderBadges';
import { useSalesFormats } from './formats';

/** Whose orders: a client's (its seller shown) or a seller's (the client shown). */
export type Party = 'client' | 'seller';

/**
 * A client's or a seller's orders, newest first, as the reader may read them (a sales rep sees
 * their own): number (to the order), date, the other party, status, payment and total. Its
 * paging and ordering are kept in the URL under `orders.`, beside the page's other parameters.
 */
export function PartyOrdersTable({ party, id }: { party: Party; id: number }) {
  const { t } = useTranslation();
  const formats = useSalesFormats();
  const list = useListState({ prefix: 'orders.', defaultOrdering: '-order_date', defaultPageSize: 10 });
  // Both paths answer the same page of order summaries.
  const path = party === 'client' ? '/api/clients/{id}/orders/' : ('/api/sellers/{id}/orders/' as const);
  const query = useApi().useQuery('get', path as '/api/clients/{id}/orders/', {
    params: { path: { id }, query: apiListQuery(list.state) },
  });

  const columns: Column<OrderSummary>[] = [
    {
      id: 'number',
      header: 'clients.orders.number',
      sortField: 'number',
      cell: (order) => (
        <Link asChild color="primary.fg" fontWeight="medium" focusRing="outside">
          <RouterLink to={orderDetailsPath(order.id)}>
            {t('clients.orders.numbered', { number: order.number })}
          </RouterLink>
        </Link>
      ),
    },
    {
      id: 'date',
      header: 'clients.orders.date',
      sortField: 'order_date',
      cell: (order) => <Text whiteSpace="nowrap">{formats.day(order.order_date)}</Text>,
    },
    party === 'client'
      ? {
          id: 'seller',
          header: 'clients.orders.seller',
          hideBelow: 'md',
          cell: (order) => order.seller_name ?? <Nothing />,
        }
      : {
          id: 'client',
          header: 'clients.orders.client',
          hideBelow: 'md',
          cell: (order) => order.client_name,
        },
    {
      id: 'status',
      header: 'clients.orders.status',
      sortField: 'status',
      cell: (order) => <OrderStatusBadge status={order.status} />,
    },
    {
      id: 'payment',
      header: 'clients.orders.payment',
      hideBelow: 'sm',
      cell: (order) => t(`clients.payments.${order.payment}`),
    },
    {
      id: 'total',
      header: 'clients.orders.total',
      sortField: 'total_amount',
      textAlign: 'end',
      cell: (order) => (
        <Text as="span" whiteSpace="nowrap">
          {formats.money(order.total_amount, order.currency)}
        </Text>
      ),
    },
  ];

  return (
    <Stack as="section" gap="4" aria-label={t('clients.orders.title')} data-testid="party-orders">
      <SectionHeader title={t('clients.orders.title')} subtitle={t(`clients.orders.subtitle.${party}`)} />
      <DataTable
        label={t('clients.orders.tableLabel')}
        columns={columns}
        rowKey={(order) => order.id}
        list={list}
        query={query}
        emptyText={t('clients.orders.empty')}
        errorText={t('clients.orders.loadFailed')}
      />
    </Stack>
  );
}
