import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SELLER_LEVELS } from '../../../../domain/sales/kinds';
import type { Seller } from '../../../../domain/sales/seller';
import type { Column } from '../../../components/data/DataTable';
import { FilterSelect } from '../../../components/data/FilterSelect';
import { Nothing } from '../../../components/data/Nothing';
import { RowActions } from '../../../components/data/RowActions';
import { useDeleting, useEditor } from '../../../components/data/rowDialogs';
import { DeleteRowDialog } from '../../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../../components/resource/ResourceListPage';
import { canOnResource } from '../../../components/resource/resourceAbility';
import { useResourceList } from '../../../components/resource/useResourceList';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { SellerLevelBadge } from '../parties/badges';
import { useSalesFormats } from '../parties/formats';
import { sellerDetailsPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { SellerDialog } from './SellerDialog';
import { sellerResource } from './sellerResource';
import { useSellerRights } from './sellerRights';

/** /apps/sale/seller/list (read on Sale): the sellers, by level; add, edit, delete as the reader may. */
export function SellerListPage() {
  const { t } = useTranslation();
  const reason = useSalesMessage();
  const formats = useSalesFormats();
  const ability = useAppAbility();
  const rights = useSellerRights();
  const { list, query } = useResourceList(sellerResource);
  const editor = useEditor<Seller>();
  const deleting = useDeleting<Seller>();

  const columns: Column<Seller>[] = [
    {
      id: 'name',
      header: 'sellers.columns.seller',
      sortField: 'name',
      cell: (seller) => (
        <Stack gap="0" minW="12rem">
          <Link asChild color="primary.fg" fontWeight="medium" focusRing="outside">
            <RouterLink to={sellerDetailsPath(seller.id)}>{seller.name}</RouterLink>
          </Link>
          <Text fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr" textAlign="start">
            {seller.code}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'level',
      header: 'sellers.columns.level',
      sortField: 'level',
      cell: (seller) => <SellerLevelBadge level={seller.level} />,
    },
    {
      id: 'location',
      header: 'sellers.columns.location',
      hideBelow: 'md',
      cell: (seller) => seller.location || <Nothing />,
    },
    {
      id: 'contact',
      header: 'sellers.columns.contact',
      hideBelow: 'lg',
      cell: (seller) =>
        seller.email || seller.phone ? (
          <Stack gap="0" fontSize="sm" dir="ltr" textAlign="start">
            {seller.email && <Text>{seller.email}</Text>}
            {seller.phone && <Text color="fg.muted">{seller.phone}</Text>}
          </Stack>
        ) : (
          <Nothing />
        ),
    },
    {
      id: 'period',
      header: 'sellers.columns.period',
      sortField: 'start_date',
      hideBelow: 'md',
      cell: (seller) => (
        <Text as="span" fontSize="sm" whiteSpace="nowrap">
          {formats.day(seller.start_date)} – {formats.day(seller.end_date) ?? t('sellers.list.ongoing')}
        </Text>
      ),
    },
    {
      id: 'clients',
      header: 'sellers.columns.clients',
      textAlign: 'end',
      hideBelow: 'sm',
      cell: (seller) => formats.count(seller.clients_count),
    },
    {
      id: 'actions',
      header: 'clients.columns.actions',
      textAlign: 'end',
      cell: (seller) => (
        <RowActions
          name={seller.name}
          onEdit={
            canOnResource(ability, sellerResource, 'update', seller) ? () => editor.edit(seller) : undefined
          }
          onDelete={rights.canDelete ? () => deleting.ask(seller) : undefined}
        />
      ),
    },
  ];

  return (
    <ResourceListPage
      resource={sellerResource}
      create={rights.canAdd ? { onClick: editor.add } : undefined}
      columns={columns}
      rowKey={(seller) => seller.id}
      list={list}
      query={query}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <FilterSelect
            label={t('sellers.filters.level')}
            allLabel={t('sellers.filters.allLevels')}
            value={list.state.filters.level ?? ''}
            options={SELLER_LEVELS.map((level) => ({ value: level, label: t(`sellers.levels.${level}`) }))}
            onChange={(value) => list.setFilter('level', value)}
          />
        </HStack>
      }
    >
      <SellerDialog key={editor.key} seller={editor.row} dialog={editor.dialog} />
      <DeleteRowDialog
        resource={sellerResource}
        deleting={deleting}
        body={t('sellers.list.deleteBody', { name: deleting.row?.name ?? '' })}
        confirmLabel={t('clients.details.delete')}
        deletedText={() => t('sellers.list.deleted')}
        errorText={reason}
      />
    </ResourceListPage>
  );
}
