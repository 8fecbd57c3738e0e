import type { QueryLayer } from '../../lib/queryLayer';
import { readListState } from '../data/listQuery';
import { listQueryOptions } from './listQueryOptions';
import { listOptions, type FilterOf, type ListPath, type Resource } from './resource';

/**
 * Starts the request of the list a URL shows, into the app's query cache: the page then finds it
 * there or in flight. Rows already cached and fresh are left as they are; older ones are asked
 * for again at once. A failure is left for the page to show (with its Retry).
 */
export async function prefetchList<P extends ListPath, F extends FilterOf<P>>(
  { queryClient, hooks }: QueryLayer,
  resource: Resource<P, F>,
  params: URLSearchParams,
): Promise<void> {
  const options = listQueryOptions(hooks, resource, readListState(params, listOptions(resource)));
  await queryClient.ensureQueryData({ ...options, revalidateIfStale: true }).catch(() => undefined);
}
