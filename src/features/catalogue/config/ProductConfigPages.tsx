import { keepPreviousData } from '@tanstack/react-query';
import {
  ProductStatusCreateSchema,
  ProductStatusUpdateSchema,
  ProductTypeCreateSchema,
  ProductTypeUpdateSchema,
} from '../../../../domain/catalogue/productConfig';
import { useApi } from '../../../lib/ApiProvider';
import { useListState } from '../../../components/data/useListState';
import { activeFilter } from '../../../components/data/ActiveFlag';
import { ProductConfigScreen } from './ProductConfigScreen';
import { PRODUCT_STATUSES_KEY, PRODUCT_TYPES_KEY } from './queryKeys';
import { apiListQuery } from '../../../components/data/listQuery';

const FILTERS = ['is_active'] as const;

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

function useConfigList() {
  const list = useListState({ filters: FILTERS, defaultOrdering: 'name' });
  const query = {
    ...apiListQuery(list.state),
    ...activeFilter(list.state.filters.is_active),
  };
  return { list, query };
}

/** /apps/product-management/config/statuses (read on Category): the product statuses. */
export function ProductStatusesPage() {
  const api = useApi();
  const { list, query } = useConfigList();
  const rows = api.useQuery(
    'get',
    '/api/product-statuses/',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
  const create = api.useMutation('post', '/api/product-statuses/');
  const update = api.useMutation('patch', '/api/product-statuses/{id}/');
  const remove = api.useMutation('delete', '/api/product-statuses/{id}/');
  return (
    <ProductConfigScreen
      section="statuses"
      flags={STATUS_FLAGS}
      list={list}
      query={rows}
      schemas={{ create: ProductStatusCreateSchema, update: ProductStatusUpdateSchema }}
      queryKey={PRODUCT_STATUSES_KEY}
      calls={{
        create: (body) => create.mutateAsync({ body }),
        update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
        remove: (id) => remove.mutateAsync({ params: { path: { id } } }),
      }}
    />
  );
}

/**
 * /apps/product-management/config/types (read on Category): the product types; a failed read
 * shows 'Unable to load product types' with Retry (spec §8).
 */
export function ProductTypesPage() {
  const api = useApi();
  const { list, query } = useConfigList();
  const rows = api.useQuery(
    'get',
    '/api/product-types/',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );
  const create = api.useMutation('post', '/api/product-types/');
  const update = api.useMutation('patch', '/api/product-types/{id}/');
  const remove = api.useMutation('delete', '/api/product-types/{id}/');
  return (
    <ProductConfigScreen
      section="types"
      flags={TYPE_FLAGS}
      list={list}
      query={rows}
      schemas={{ create: ProductTypeCreateSchema, update: ProductTypeUpdateSchema }}
      queryKey={PRODUCT_TYPES_KEY}
      calls={{
        create: (body) => create.mutateAsync({ body }),
        update: (id, body) => update.mutateAsync({ params: { path: { id } }, body }),
        remove: (id) => remove.mutateAsync({ params: { path: { id } } }),
      }}
    />
  );
}
