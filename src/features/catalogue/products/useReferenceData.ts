import { useAllPages } from '../../../api/allPages';
import { useApiClient } from '../../../app/ApiProvider';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];
export type ProductStatus = Schemas['ProductStatus'];
export type ProductType = Schemas['ProductType'];
export type Brand = Schemas['Brand'];
export type Category = Schemas['Category'];
export type Owner = Schemas['User'];

export interface ReferenceData {
  statuses: ProductStatus[];
  types: ProductType[];
  brands: Brand[];
  categories: Category[];
  owners: Owner[];
}

/**
 * The choices of the product forms and the list's filters: statuses, types, brands, categories
 * and (unless `owners: false`) the people who may own a product. Each list is read once, all at
 * the same time (never one after another), and kept in the query cache for every screen.
 */
export function useReferenceData({ owners = true }: { owners?: boolean } = {}) {
  const client = useApiClient();
  const statuses = useAllPages(['get', '/api/product-statuses/', { ordering: 'name' }], (page, page_size) =>
    client.GET('/api/product-statuses/', { params: { query: { page, page_size, ordering: 'name' } } }),
  );
  const types = useAllPages(['get', '/api/product-types/', { ordering: 'name' }], (page, page_size) =>
    client.GET('/api/product-types/', { params: { query: { page, page_size, ordering: 'name' } } }),
  );
  const brands = useAllPages(['get', '/api/brands/', { ordering: 'name' }], (page, page_size) =>
    client.GET('/api/brands/', { params: { query: { page, page_size, ordering: 'name' } } }),
  );
  const categories = useAllPages(['get', '/api/categories/', { ordering: 'path' }], (page, page_size) =>
    client.GET('/api/categories/', { params: { query: { page, page_size, ordering: 'path' } } }),
  );
  const people = useAllPages(
    ['get', '/api/users/', { is_active: 'true', ordering: 'email' }],
    (page, page_size) =>
      client.GET('/api/users/', {
        params: { query: { page, page_size, is_active: 'true', ordering: 'email' } },
      }),
    { enabled: owners },
  );
  const queries = owners
    ? [statuses, types, brands, categories, people]
    : [statuses, types, brands, categories];
  const data: ReferenceData | undefined =
    statuses.data && types.data && brands.data && categories.data && (people.data || !owners)
      ? {
          statuses: statuses.data,
          types: types.data,
          brands: brands.data,
          categories: categories.data,
          owners: people.data ?? [],
        }
      : undefined;
  return {
    data,
    isError: queries.some((q) => q.isError),
    isFetching: queries.some((q) => q.isFetching),
    /** Reads again only the lists that failed. */
    retry: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  };
}
