import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import type { ApiClient } from '../api/http';
import { createQueryClient, createQueryHooks, type QueryHooks } from '../api/queries';
import { QueryHooksContext, useApiClient } from './ApiProvider';
import type { SessionActor } from './session/sessionActor';
import { useSessionActor } from './session/SessionProvider';

type ServerDataLayer = { queryClient: QueryClient; hooks: QueryHooks };
const layers = new WeakMap<ApiClient, ServerDataLayer>();
let latest: ServerDataLayer | undefined;

/**
 * The query cache and hooks once a signed-in screen has made them, for route loaders that start
 * a screen's request while its code still loads (undefined before: the screen then asks itself).
 */
export const serverDataLayer = () => latest;

/** One query cache for the app, made the first time a route needs it. */
function layerFor(api: ApiClient, session: SessionActor): ServerDataLayer {
  let layer = layers.get(api);
  if (!layer) {
    const queryClient = createQueryClient();
    // Signing out (or being signed out) must not leave another user's data in the cache.
    session.on('SESSION_ENDED', () => queryClient.clear());
    layer = { queryClient, hooks: createQueryHooks(api) };
    layers.set(api, layer);
    latest = layer;
  }
  return layer;
}

/**
 * Layout route giving its child routes server data: the query client and the typed hooks of
 * `useApi()`. A lazy route, so TanStack Query loads with the first screen that uses it, not
 * with /login.
 */
export function ServerData() {
  const { queryClient, hooks } = layerFor(useApiClient(), useSessionActor());
  return (
    <QueryClientProvider client={queryClient}>
      <QueryHooksContext.Provider value={hooks}>
        <Outlet />
      </QueryHooksContext.Provider>
    </QueryClientProvider>
  );
}
