import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/http';
import type { QueryHooks } from '../api/queries';

const ApiClientContext = createContext<ApiClient | null>(null);
/** Provided by `ServerData` (a lazy route of its own), so the query library stays out of /login. */
export const QueryHooksContext = createContext<QueryHooks | null>(null);

/**
 * The one API client for screens. Their server data (the typed query hooks with their cache) comes
 * from `ServerData`, which the router puts around every route but /login.
 */
export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const api = useContext(ApiClientContext);
  if (!api) throw new Error('useApiClient outside ApiProvider');
  return api;
}

/** `useQuery('get', '/api/...')`, `useMutation(...)`: for screens on routes inside `ServerData`. */
export function useApi(): QueryHooks {
  const hooks = useContext(QueryHooksContext);
  if (!hooks) throw new Error('useApi outside ServerData (see src/app/router.tsx)');
  return hooks;
}
