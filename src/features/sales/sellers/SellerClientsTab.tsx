import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../domain/sales/client';
import { DataTable, type Column } from '../../../components/data/DataTable';
import { apiListQuery } from '../../../components/data/listQuery';
import { useListState } from '../../../components/data/useListState';
import { useApi } from '../../../lib/ApiProvider';
import { ClientKindBadge, ClientStatusBadge } from '../parties/badges';
import { clientDetailsPath } from '../paths';

/** The clients a seller looks after, as the reader may read them (the client list filtered by seller). */
export function SellerClientsTab({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation();
  const list = useListState({ prefix: 'clients.', defaultOrdering: 'name' });
  const query = useApi().useQuery('get', '/api/clients/', {
    params: { query: { ...apiListQuery(list.state), seller: sellerId } },
  });
  const columns: Column<Client>[] = [
    {
      id: 'name',
      header: 'clients.columns.client',
      sortField: 'name',
      cell: (client) => (
        <Stack gap="0">
          <Link asChild color="primary.fg" fontWeight="medium" focusRing="outside">
            <RouterLink to={clientDetailsPath(client.id)}>{client.name}</RouterLink>
          </Link>
          <Text fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr" textAlign="start">
            {client.code}
          </Text>
        </Stack>
      ),
    },
    { id: 'kind', header: 'clients.columns.kind', cell: (client) => <ClientKindBadge kind={client.kind} /> },
    {
      id: 'status',
      header: 'clients.columns.status',
      sortField: 'status',
      cell: (client) => <ClientStatusBadge status={client.status} />,
    },
  ];
  return (
    <DataTable
      label={t('sellers.tabs.clients')}
      columns={columns}
      rowKey={(client) => client.id}
      list={list}
      query={query}
      searchLabel={t('clients.list.search')}
      emptyText={t('sellers.clients.empty')}
      errorText={t('clients.list.loadFailed')}
    />
  );
}
