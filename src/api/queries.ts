import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import createOpenapiQueryClient from 'openapi-react-query';
import type { ApiClient } from './http';

/** `useQuery('get', '/api/...')`, `useMutation(...)`, `queryOptions(...)`, typed by the contract. */
export const createQueryHooks = (client: ApiClient) => createOpenapiQueryClient(client);

export type QueryHooks = ReturnType<typeof createQueryHooks>;

/**
 * Retries are off here: the HTTP client already retries per spec §9 (reads once, writes never),
 * and react-query's default of 3 more would multiply that and repeat writes.
 */
export function createQueryClient(serverState?: DehydratedState): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The answers a server-rendered page was drawn from (src/ssr/): the page hydrates with them.
  if (serverState) hydrate(client, serverState);
  return client;
}
