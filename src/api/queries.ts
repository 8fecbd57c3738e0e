import {
  hydrate,
  QueryClient,
  type DehydratedState,
  type InvalidateOptions,
  type InvalidateQueryFilters,
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
 */
class WriteAwareQueryClient extends QueryClient {
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
  if (serverState) {
    hydrate(client, serverState);
    // They are a moment old: asking again as the drawn components mount would only repeat them.
    // Once refetched (a change, an invalidation), a query is as fresh as its own options say.
    const drawnWith = new Map(serverState.queries.map((q) => [q.queryHash, q.state.dataUpdatedAt]));
    const defaults = client.getDefaultOptions();
    client.setDefaultOptions({
      ...defaults,
      queries: {
        ...defaults.queries,
        staleTime: (query) =>
          drawnWith.get(query.queryHash) === query.state.dataUpdatedAt ? SERVER_PAGE_FRESH_MS : 0,
      },
    });
  }
  return client;
}
