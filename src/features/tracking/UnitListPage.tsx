import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrackedProduct } from '../../../domain/tracking/trackedProduct';
import { UNIT_STATUSES } from '../../../domain/tracking/unitStatus';
import type { Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { FilterPicker } from '../../components/form/FilterPicker';
import { Nothing } from '../../components/data/Nothing';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import { useResourceList } from '../../components/resource/useResourceList';
import { UnitStatusBadge } from './badges';
import { batchViewPath, UNIT_ADD_PATH, unitViewPath } from './paths';
import { trackedProductResource } from './trackedProductResource';
import { batchChoiceLabel } from './choiceLabels';
import { ProductFilter } from './ProductFilter';

/** /apps/tracking/product/list (read on TrackedProduct): the units, found by serial or place, by status, product and batch. */
export function UnitListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, query } = useResourceList(trackedProductResource);
  const filters = list.state.filters;

  const columns: Column<TrackedProduct>[] = [
    {
      id: 'serial_number',
      header: 'tracking.fields.serialNumber',
      sortField: 'serial_number',
      cell: (unit) => (
        <Link asChild fontWeight="medium" focusRing="outside" color="fg" dir="ltr" fontFamily="mono">
          <RouterLink to={unitViewPath(unit.id)}>
            {unit.serial_number ?? t('tracking.units.noSerial', { id: unit.id })}
          </RouterLink>
        </Link>
      ),
    },
    { id: 'product', header: 'tracking.fields.product', cell: (unit) => unit.product_name },
    {
      id: 'batch',
      header: 'tracking.fields.batch',
      hideBelow: 'md',
      cell: (unit) =>
        unit.batch ? (
          <Link asChild color="primary.fg" dir="ltr" onClick={(e) => e.stopPropagation()}>
            <RouterLink to={batchViewPath(unit.batch)}>{unit.batch_lot_number}</RouterLink>
          </Link>
        ) : (
          <Nothing />
        ),
    },
    {
      id: 'location',
      header: 'tracking.fields.location',
      sortField: 'location',
      hideBelow: 'lg',
      cell: (unit) => (unit.location ? <Text as="span">{unit.location}</Text> : <Nothing />),
    },
    {
      id: 'status',
      header: 'tracking.fields.status',
      sortField: 'status',
      cell: (unit) => <UnitStatusBadge status={unit.status} />,
    },
  ];

  return (
    <ResourceListPage
      resource={trackedProductResource}
      create={{ to: UNIT_ADD_PATH }}
      columns={columns}
      rowKey={(unit) => unit.id}
      list={list}
      query={query}
      onRowClick={(unit) => void navigate(unitViewPath(unit.id))}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <ProductFilter value={filters.product} onChange={(value) => list.setFilter('product', value)} />
          <FilterPicker
            label={t('tracking.fields.batch')}
            allLabel={t('tracking.list.allBatches')}
            path="/api/tracking/choices/batches/"
            // The chosen product's batches, when a product is chosen too.
            filters={Number(filters.product) > 0 ? { product: Number(filters.product) } : undefined}
            ordering="-created_at"
            optionLabel={batchChoiceLabel}
            value={filters.batch}
            onChange={(value) => list.setFilter('batch', value)}
            testId="tracking-filter-batch"
          />
          <FilterSelect
            label={t('tracking.fields.status')}
            allLabel={t('tracking.list.allStatuses')}
            value={filters.status ?? ''}
            onChange={(value) => list.setFilter('status', value)}
            options={UNIT_STATUSES.map((status) => ({
              value: status,
              label: t(`tracking.statuses.${status}`),
            }))}
          />
        </HStack>
      }
    />
  );
}
