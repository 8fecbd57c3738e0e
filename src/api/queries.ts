import {
  hydrate,
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type DehydratedState,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import createOpenapiQueryClient from 'openapi-react-query';
import type { ApiClient } from './http';

/** `useQuery('get', '/api/...')`, `useMutation(...)`, `queryOptions(...)`, typed by the contract. */
export const createQueryHooks = (client: ApiClient) => createOpenapiQueryClient(client);

export type QueryHooks = ReturnType<typeof createQueryHooks>;

/** How long the answers a server-drawn page came with count as fresh. */
const SERVER_PAGE_FRESH_MS = 30_000;

/**
 * Invalidation after a write asks every matching query again. TanStack's own hands a query still
 * on its first fetch that same fetch, which may have been sent before the write and so answer
 * from before it (a timeline one move short after a quick click); such a fetch is cancelled and
 * sent again instead.
 *
 * The answers a server-drawn page came with count as fresh for SERVER_PAGE_FRESH_MS from when the
 * server asked, whatever a query's own staleTime (a list's is 5 s): on a loaded machine the page
 * was hydrated more than 5 s after it was drawn, its list asked again as it mounted, and the
 * drawing was thrown away (the table's "N results" no longer matched while it fetched). Once
 * refetched (a change, an invalidation), a query is as fresh as its own options say.
 */
class WriteAwareQueryClient extends QueryClient {
  #drawnWith = new Map<string, number>();

  /** Takes the answers a server-rendered page was drawn from. */
  hydrateDrawnPage(serverState: DehydratedState) {
    hydrate(this, serverState);
    for (const q of serverState.queries) this.#drawnWith.set(q.queryHash, q.state.dataUpdatedAt);
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (this.#drawnWith.size === 0) return defaulted;
    const own = defaulted.staleTime;
    return {
      ...defaulted,
      staleTime: (query) => {
        const ownTime = typeof own === 'function' ? own(query) : (own ?? 0);
        const drawn = this.#drawnWith.get(query.queryHash) === query.state.dataUpdatedAt;
        return drawn && ownTime !== 'static' ? Math.max(ownTime, SERVER_PAGE_FRESH_MS) : ownTime;
      },
    };
  }

  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions) {
    await this.cancelQueries({
      ...filters,
      predicate: (query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === 'fetching' &&
        (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

/**
 * Retries are off here: the HTTP client already retries per spec §9 (reads once, writes never),
 * and react-query's default of 3 more would multiply that and repeat writes.
 */
export function createQueryClient(serverState?: DehydratedState): QueryClient {
  const client = new WriteAwareQueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The answers a server-rendered page was drawn from (src/ssr/): the page hydrates with them.
  if (serverState) client.hydrateDrawnPage(serverState);
  return client;
}
