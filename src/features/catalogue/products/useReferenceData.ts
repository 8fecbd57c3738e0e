import { useAllPages } from '../../../api/allPages';
import { useApi, useApiClient } from '../../../lib/ApiProvider';
import type { components } from '../../../api/schema';

type Schemas = components['schemas'];
type Choices = Schemas['CatalogueChoices'];
export type ProductStatus = Choices['statuses'][number];
export type ProductType = Choices['types'][number];
export type Brand = Choices['brands'][number];
export type Category = Choices['categories'][number];
export type Owner = Schemas['User'];

export interface ReferenceData {
  statuses: ProductStatus[];
  types: ProductType[];
  brands: Brand[];
  categories: Category[];
  owners: Owner[];
}

/**
 * The choices of the product forms and the list's filters: statuses, types, brands and
 * categories in one call (`/api/catalogue/choices/`), and (unless `owners: false`) the people
 * who may own a product, at the same time. Kept in the query cache for every screen.
 */
export function useReferenceData({ owners = true }: { owners?: boolean } = {}) {
  const client = useApiClient();
  const choices = useApi().useQuery('get', '/api/catalogue/choices/');
  const people = useAllPages(
    ['get', '/api/users/', { is_active: 'true', ordering: 'email' }],
    (page, page_size) =>
      client.GET('/api/users/', {
        params: { query: { page, page_size, is_active: 'true', ordering: 'email' } },
      }),
    { enabled: owners },
  );
  const queries = owners ? [choices, people] : [choices];
  const data: ReferenceData | undefined =
    choices.data && (people.data || !owners) ? { ...choices.data, owners: people.data ?? [] } : undefined;
  return {
    data,
    isError: queries.some((q) => q.isError),
    isFetching: queries.some((q) => q.isFetching),
    /** Reads again only what failed. */
    retry: () => Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch())),
  };
}
