import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { QueryHooks } from '../api/queries';

const ApiContext = createContext<QueryHooks | null>(null);

/** Server data for screens: the typed query hooks over the one API client, with their cache. */
export function ApiProvider({
  hooks,
  queryClient,
  children,
}: {
  hooks: QueryHooks;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={hooks}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}

export function useApi(): QueryHooks {
  const hooks = useContext(ApiContext);
  if (!hooks) throw new Error('useApi outside ApiProvider');
  return hooks;
}
