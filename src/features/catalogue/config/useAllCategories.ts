import type { Category } from '../../../../domain/catalogue/category';
import { useApiClient } from '../../../lib/ApiProvider';
import { useAllPages } from '../../../api/allPages';
import { CATEGORIES_KEY } from './queryKeys';

/** Every category of the organisation (all pages), ordered by path: the tree and the parent choice. */
export function useAllCategories(enabled = true) {
  const client = useApiClient();
  return useAllPages<Category>(
    [...CATEGORIES_KEY, { ordering: 'path' }],
    (page, page_size) =>
      client.GET('/api/categories/', { params: { query: { page, page_size, ordering: 'path' } } }),
    { enabled },
  );
}
