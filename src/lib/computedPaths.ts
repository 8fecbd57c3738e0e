import { useQuery, type QueryFunction } from '@tanstack/react-query';
import type { ApiClient } from '../api/http';
import type { QueryHooks } from '../api/queries';
import { useApi } from './ApiProvider';

// Screens that serve several resources through one set of components (six kinds of organisation
// unit; the addresses and contacts of a unit or of the organisation itself) call computed paths
// (`/api/companies/{id}/`), where the typed client's signatures resolve only literal ones. These
// are those calls; what they answer is what the API's schema for that path says (the screens'
// types name it).

export type Init = {
  params?: { path?: Record<string, number>; query?: Record<string, unknown> };
  body?: unknown;
};
type Send = (path: string, init: Init) => Promise<{ data?: unknown; error?: unknown }>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The client's call of `method`, for a computed path: what openapi-fetch answers (`{ data, error }`). */
export const sender = (client: ApiClient, method: Method) => client[method] as unknown as Send;

/** One call; rejects with the API's error body (`{field: [...]}` or `{detail}`), as the forms expect. */
export async function call<T>(client: ApiClient, method: Method, path: string, init: Init = {}): Promise<T> {
  const { data, error } = await sender(client, method)(path, init);
  if (error !== undefined) throw error;
  return data as T;
}

type GetOptions = (
  method: 'get',
  path: string,
  init: Init,
) => { queryKey: readonly ['get', string, Init]; queryFn: QueryFunction<unknown> };

/**
 * The query of GET `path`, keyed as the typed hooks key it (`['get', path, init]`): a write's
 * invalidation of the path (`useResourceMutations`, `useOwnedMutations`) reaches it.
 */
export function getOptions<T>(hooks: QueryHooks, path: string, init: Init) {
  const options = (hooks.queryOptions as unknown as GetOptions)('get', path, init);
  return options as { queryKey: readonly ['get', string, Init]; queryFn: QueryFunction<T> };
}

/** GET `path` as a query of the screen. */
export function useGet<T>(path: string, init: Init, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOptions<T>(useApi(), path, init), enabled });
}

/** A list's total, read from its smallest page. */
export function useCount(path: string, init: Init, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useGet<{ count: number }>(
    path,
    { ...init, params: { ...init.params, query: { ...init.params?.query, page_size: 5 } } },
    { enabled },
  );
  return query.data?.count;
}
