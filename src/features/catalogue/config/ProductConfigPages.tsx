import { Badge, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  ProductStatusCreateSchema,
  ProductStatusUpdateSchema,
  ProductTypeCreateSchema,
  ProductTypeUpdateSchema,
} from '../../../../domain/catalogue/productConfig';
import { ActiveBadge, ActiveFilter } from '../../../components/data/ActiveFlag';
import type { Column } from '../../../components/data/DataTable';
import { FlagSwitch } from '../../../components/form/FlagSwitch';
import {
  ParameterListPage,
  type ParameterKind,
  type ParameterRow,
} from '../../../components/resource/ParameterListPage';
import { useCatalogueMessage } from '../catalogueMessages';
import { productStatusResource, productTypeResource } from './productConfigResource';

const STATUS_FLAGS = [
  { field: 'allows_sales', label: 'catalogueConfig.fields.allowsSales' },
  { field: 'allows_launch', label: 'catalogueConfig.fields.allowsLaunch' },
  { field: 'is_editable', label: 'catalogueConfig.fields.isEditable' },
] as const;

const TYPE_FLAGS = [
  { field: 'is_physical', label: 'catalogueConfig.fields.isPhysical' },
  { field: 'tracks_inventory', label: 'catalogueConfig.fields.tracksInventory' },
  { field: 'allows_preorders', label: 'catalogueConfig.fields.allowsPreorders' },
  { field: 'allows_backorders', label: 'catalogueConfig.fields.allowsBackorders' },
  { field: 'requires_serial_numbers', label: 'catalogueConfig.fields.requiresSerialNumbers' },
] as const;

type Flag = { field: string; label: string };
/** A product type or status as its list reads it: a parameter with flags, active or not, and its products. */
type ConfigRow = ParameterRow & { is_active: boolean; products_count: number } & Record<string, unknown>;

/**
 * A product type or status (spec §3; governed by the Category right): a parameter with its flags
 * (shown as badges, switched in the dialog), whether it is active (a filter of the list) and how
 * many products have it.
 */
function useProductConfig(
  flags: readonly Flag[],
  schemas: ParameterKind<ConfigRow>['schemas'],
): ParameterKind<ConfigRow> {
  const { t, i18n } = useTranslation();
  const columns: Column<ConfigRow>[] = [
    {
      id: 'flags',
      header: 'catalogueConfig.columns.properties',
      hideBelow: 'md',
      cell: (row) => {
        const on = flags.filter((f) => row[f.field] === true);
        return on.length ? (
          <Wrap gap="1" as="ul" listStyleType="none">
            {on.map((f) => (
              <Badge as="li" key={f.field} variant="outline" colorPalette="primary">
                {t(f.label)}
              </Badge>
            ))}
          </Wrap>
        ) : (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('catalogueConfig.common.noProperties')}
          </Text>
        );
      },
    },
    {
      id: 'products',
      header: 'catalogueConfig.columns.products',
      textAlign: 'end',
      hideBelow: 'md',
      cell: (row) => new Intl.NumberFormat(i18n.language).format(row.products_count),
    },
    {
      id: 'status',
      header: 'catalogueConfig.columns.status',
      sortField: 'is_active',
      cell: (row) => <ActiveBadge active={row.is_active} />,
    },
  ];
  return {
    schemas,
    fields: ['is_active', ...flags.map((f) => f.field)],
    defaults: (row) => ({
      is_active: row?.is_active ?? true,
      ...Object.fromEntries(flags.map((f) => [f.field, row ? row[f.field] : false])),
    }),
    renderFields: (form) => (
      <>
        <Stack as="fieldset" gap="3" borderWidth="1px" rounded="md" p="4">
          <Text as="legend" px="1" fontSize="sm" fontWeight="medium">
            {t('catalogueConfig.columns.properties')}
          </Text>
          {flags.map((flag) => (
            <FlagSwitch key={flag.field} form={form} name={flag.field} label={t(flag.label)} />
          ))}
        </Stack>
        <FlagSwitch form={form} name="is_active" label={t('catalogueConfig.fields.isActive')} />
      </>
    ),
    columns,
    filters: (list) => (
      <ActiveFilter
        value={list.state.filters.is_active}
        onChange={(value) => list.setFilter('is_active', value)}
      />
    ),
    keys: {
      deleteBody: 'catalogueConfig.common.deleteBody',
      delete: 'catalogueConfig.common.delete',
      save: 'catalogueConfig.common.save',
      codeSanitized:
        flags === STATUS_FLAGS
          ? 'catalogue.codeSanitized.productStatus'
          : 'catalogue.codeSanitized.productType',
    },
    errorText: useCatalogueMessage(),
    size: 'lg',
  };
}

/** /apps/product-management/config/statuses (read on Category): the product statuses. */
export function ProductStatusesPage() {
  const kind = useProductConfig(STATUS_FLAGS, {
    create: ProductStatusCreateSchema,
    update: ProductStatusUpdateSchema,
  });
  return <ParameterListPage resource={productStatusResource} kind={kind} />;
}

/**
 * /apps/product-management/config/types (read on Category): the product types; a failed read
 * shows 'Unable to load product types' with Retry (spec §8).
 */
export function ProductTypesPage() {
  const kind = useProductConfig(TYPE_FLAGS, {
    create: ProductTypeCreateSchema,
    update: ProductTypeUpdateSchema,
  });
  return <ParameterListPage resource={productTypeResource} kind={kind} />;
}
