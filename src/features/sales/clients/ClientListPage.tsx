import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../domain/sales/client';
import { CLIENT_KINDS, CLIENT_STATUSES } from '../../../../domain/sales/kinds';
import type { Column } from '../../../components/data/DataTable';
import { ORDER_DATE_PRESETS } from '../../../../domain/sales/order';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { Nothing } from '../../../components/data/Nothing';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting, useEditor } from '../../../components/data/rowDialogs';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceList } from '../../../components/resource/useResourceList';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { ClientKindBadge, ClientStatusBadge } from '../parties/badges';
import { SellerFilter } from '../parties/SellerFilter';
import { clientDetailsPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { ClientDialog } from './ClientDialog';
import { clientResource } from './clientResource';

/** /apps/sale/client/list (read on Customer): the clients, by status, kind and seller; add, edit, delete. */
export function ClientListPage() {
  const { t } = useTranslation();
  const reason = useSalesMessage();
  const ability = useAppAbility();
  const { list, query } = useResourceList(clientResource);
  const editor = useEditor<Client>();
  const deleting = useDeleting<Client>();
  const can = (action: string, client: Client) => canOnResource(ability, clientResource, action, client);

  const columns: Column<Client>[] = [
    {
      id: 'name',
      header: 'clients.columns.client',
      sortField: 'name',
      cell: (client) => (
        <Stack gap="0" minW="12rem">
          <Link asChild color="primary.fg" fontWeight="medium" focusRing="outside">
            <RouterLink to={clientDetailsPath(client.id)}>{client.name}</RouterLink>
          </Link>
          <Text fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr" textAlign="start">
            {client.code}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'kind',
      header: 'clients.columns.kind',
      sortField: 'kind',
      hideBelow: 'md',
      cell: (client) => <ClientKindBadge kind={client.kind} />,
    },
    {
      id: 'contact',
      header: 'clients.columns.contact',
      hideBelow: 'lg',
      cell: (client) =>
        client.email || client.phone ? (
          <Stack gap="0" fontSize="sm" dir="ltr" textAlign="start">
            {client.email && <Text>{client.email}</Text>}
            {client.phone && <Text color="fg.muted">{client.phone}</Text>}
          </Stack>
        ) : (
          <Nothing />
        ),
    },
    {
      id: 'seller',
      header: 'clients.columns.seller',
      hideBelow: 'md',
      cell: (client) => client.seller_name ?? <Nothing />,
    },
    {
      id: 'status',
      header: 'clients.columns.status',
      sortField: 'status',
      cell: (client) => <ClientStatusBadge status={client.status} />,
    },
    {
      id: 'actions',
      header: 'clients.columns.actions',
      textAlign: 'end',
      cell: (client) => (
        <RowActions
          name={client.name}
          onEdit={can('update', client) ? () => editor.edit(client) : undefined}
          onDelete={can('delete', client) ? () => deleting.ask(client) : undefined}
        />
      ),
    },
  ];

  return (
    <ResourceListPage
      resource={clientResource}
      create={{ onClick: editor.add }}
      columns={columns}
      rowKey={(client) => client.id}
      list={list}
      query={query}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <FilterSelect
            label={t('clients.filters.status')}
            allLabel={t('clients.filters.allStatuses')}
            value={list.state.filters.status ?? ''}
            options={CLIENT_STATUSES.map((s) => ({ value: s, label: t(`clients.statuses.${s}`) }))}
            onChange={(value) => list.setFilter('status', value)}
          />
          <FilterSelect
            label={t('clients.filters.kind')}
            allLabel={t('clients.filters.allKinds')}
            value={list.state.filters.kind ?? ''}
            options={CLIENT_KINDS.map((k) => ({ value: k, label: t(`clients.kinds.${k}`) }))}
            onChange={(value) => list.setFilter('kind', value)}
          />
          <FilterSelect
            label={t('clients.filters.added')}
            allLabel={t('clients.filters.addedAnyTime')}
            value={list.state.filters.date_preset ?? ''}
            options={ORDER_DATE_PRESETS.map((days) => ({ value: days, label: t(`orders.periods.${days}`) }))}
            onChange={(value) => list.setFilter('date_preset', value)}
          />
          <SellerFilter
            label={t('clients.filters.seller')}
            allLabel={t('clients.filters.allSellers')}
            value={list.state.filters.seller}
            onChange={(value) => list.setFilter('seller', value)}
            testId="clients-filter-seller"
          />
        </HStack>
      }
    >
      <ClientDialog key={editor.key} client={editor.row} dialog={editor.dialog} />
      <DeleteRowDialog
        resource={clientResource}
        deleting={deleting}
        body={t('clients.list.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('clients.details.delete')}
        deletedText={() => t('clients.list.deleted')}
        errorText={reason}
      />
    </ResourceListPage>
  );
}
