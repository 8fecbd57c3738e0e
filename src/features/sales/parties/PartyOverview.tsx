import type { ReactNode } from 'react';
import { Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import { useApi } from '../../../lib/ApiProvider';
import { orderDetailsPath } from '../paths';
import { OrderStatusBadge } from '../../../components/sales/OrderBadges';
import { useSalesFormats } from './formats';
import type { Party } from './PartyOrdersTable';
import { Loading } from '../../../components/feedback/Loading';

/** One figure: its value large, what it counts under it. */
function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="1" borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Stack gap="0.5" fontSize="xl" fontWeight="semibold">
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * A client's or a seller's orders in figures, computed by the server from the orders the reader
 * may read: how many, how many still open, the revenue in each currency (cancelled and refunded
 * orders left out), the last order; and a seller's clients.
 */
export function PartyOverview({ party, id }: { party: Party; id: number }) {
  const { t } = useTranslation();
  const formats = useSalesFormats();
  const path = party === 'client' ? '/api/clients/{id}/overview/' : ('/api/sellers/{id}/overview/' as const);
  const query = useApi().useQuery('get', path as '/api/clients/{id}/overview/', { params: { path: { id } } });
  if (query.isError)
    return (
      <LoadFailed
        message={t('clients.overview.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const overview = query.data;
  if (!overview) return <Loading />;
  const last = overview.last_order;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="party-overview">
      <Figure label={t('clients.overview.orders')} testId="overview-orders">
        <Text>{formats.count(overview.orders_count)}</Text>
        <Text fontSize="sm" fontWeight="normal" color="fg.muted">
          {t('clients.overview.open', { n: formats.count(overview.open_orders_count) })}
        </Text>
      </Figure>
      <Figure label={t('clients.overview.revenue')} testId="overview-revenue">
        {overview.revenue.length ? (
          overview.revenue.map((r) => (
            <Text key={r.currency} dir="ltr" textAlign="start">
              {formats.money(r.amount, r.currency)}
            </Text>
          ))
        ) : (
          <Text>{formats.count(0)}</Text>
        )}
      </Figure>
      <Figure label={t('clients.overview.lastOrder')} testId="overview-last">
        {last ? (
          <>
            <Link asChild color="primary.fg" focusRing="outside">
              <RouterLink to={orderDetailsPath(last.id)}>
                {t('clients.orders.numbered', { number: last.number })}
              </RouterLink>
            </Link>
            <Text fontSize="sm" fontWeight="normal" color="fg.muted">
              {formats.day(last.order_date)} · {formats.money(last.total_amount, last.currency)}
            </Text>
            <span>
              <OrderStatusBadge status={last.status} />
            </span>
          </>
        ) : (
          <Text fontSize="md" fontWeight="normal" color="fg.muted">
            {t('clients.overview.noOrder')}
          </Text>
        )}
      </Figure>
      {overview.clients_count !== null && (
        <Figure label={t('sellers.overview.clients')} testId="overview-clients">
          <Text>{formats.count(overview.clients_count)}</Text>
        </Figure>
      )}
    </SimpleGrid>
  );
}
