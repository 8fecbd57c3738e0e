import { keepPreviousData, queryOptions, type QueryFunction } from '@tanstack/react-query';
import type { QueryHooks } from '../../api/queries';
import type { ListState } from '../data/listQuery';
import {
  LIST_STALE_TIME,
  listInit,
  type FilterOf,
  type ListAnswer,
  type ListPath,
  type OrganizationFilter,
  type Resource,
} from './resource';

type ListInit<P extends ListPath> = ReturnType<typeof listInit<P, FilterOf<P>>>;

/**
 * openapi-react-query's `queryOptions` for the GET of a list, as every list path has it. Its own
 * signature resolves a path's parameters only for a literal path, not for a path a resource is
 * generic over: this is that signature, read for lists.
 */
type ListQueryOptions = <P extends ListPath>(
  method: 'get',
  path: P,
  init: ListInit<P>,
) => { queryKey: readonly ['get', P, ListInit<P>]; queryFn: QueryFunction<ListAnswer<P>> };

/**
 * The query of one page of a resource's list, as the route's loader and the page both ask for it:
 * same key, same freshness. While the next page loads the current rows stay (no empty table).
 */
export function listQueryOptions<P extends ListPath, F extends FilterOf<P>>(
  hooks: QueryHooks,
  resource: Resource<P, F>,
  state: ListState<F | OrganizationFilter>,
) {
  const forList = hooks.queryOptions as unknown as ListQueryOptions;
  return queryOptions({
    ...forList('get', resource.path, listInit(resource, state)),
    staleTime: LIST_STALE_TIME,
    placeholderData: keepPreviousData,
  });
}
