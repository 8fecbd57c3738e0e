import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BATCH_STATUSES, type Batch } from '../../../domain/tracking/batch';
import type { Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import { useResourceList } from '../../components/resource/useResourceList';
import { BatchStatusBadge } from './badges';
import { batchResource } from './batchResource';
import { BATCH_ADD_PATH, batchViewPath } from './paths';
import { ProductFilter } from './ProductFilter';

/** /apps/tracking/batch/list (read on Batch): the batches, by status and product. */
export function BatchListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { list, query } = useResourceList(batchResource);
  const filters = list.state.filters;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (value: string | null) => (value ? day.format(new Date(value)) : '—');

  const columns: Column<Batch>[] = [
    {
      id: 'lot_number',
      header: 'tracking.fields.lotNumber',
      sortField: 'lot_number',
      cell: (batch) => (
        <Link asChild fontWeight="medium" focusRing="outside" color="fg" dir="ltr">
          <RouterLink to={batchViewPath(batch.id)}>{batch.lot_number}</RouterLink>
        </Link>
      ),
    },
    { id: 'product', header: 'tracking.fields.product', cell: (batch) => batch.product_name },
    {
      id: 'units',
      header: 'tracking.fields.units',
      sortField: 'quantity',
      cell: (batch) => (
        <Text as="span" fontVariantNumeric="tabular-nums">
          {t('tracking.batches.unitsOf', { units: batch.units, quantity: batch.quantity })}
        </Text>
      ),
    },
    {
      id: 'production_date',
      header: 'tracking.fields.productionDate',
      sortField: 'production_date',
      hideBelow: 'md',
      cell: (batch) => date(batch.production_date),
    },
    {
      id: 'expiry_date',
      header: 'tracking.fields.expiryDate',
      sortField: 'expiry_date',
      hideBelow: 'lg',
      cell: (batch) => date(batch.expiry_date),
    },
    {
      id: 'status',
      header: 'tracking.fields.status',
      sortField: 'status',
      cell: (batch) => <BatchStatusBadge status={batch.status} />,
    },
  ];

  return (
    <ResourceListPage
      resource={batchResource}
      create={{ to: BATCH_ADD_PATH }}
      columns={columns}
      rowKey={(batch) => batch.id}
      list={list}
      query={query}
      onRowClick={(batch) => void navigate(batchViewPath(batch.id))}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <ProductFilter value={filters.product} onChange={(value) => list.setFilter('product', value)} />
          <FilterSelect
            label={t('tracking.fields.status')}
            allLabel={t('tracking.list.allStatuses')}
            value={filters.status ?? ''}
            onChange={(value) => list.setFilter('status', value)}
            options={BATCH_STATUSES.map((status) => ({
              value: status,
              label: t(`tracking.batchStatuses.${status}`),
            }))}
          />
        </HStack>
      }
    />
  );
}
