import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { QueryHooksContext } from './ApiProvider';
import type { QueryLayer } from './queryLayer';

/**
 * Layout route giving its child routes server data: the app's query client and the typed hooks
 * of `useApi()`. A lazy route, so TanStack Query loads with the first screen that uses it, not
 * with /login.
 */
export function ServerData({ layer }: { layer: QueryLayer }) {
  return (
    <QueryClientProvider client={layer.queryClient}>
      <QueryHooksContext.Provider value={layer.hooks}>
        <Outlet />
      </QueryHooksContext.Provider>
    </QueryClientProvider>
  );
}
