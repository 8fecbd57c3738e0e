import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { createContext } from 'react-router';
import type { ApiClient } from '../api/http';
import type { QueryHooks } from '../api/queries';
import type { SessionActor } from './session/sessionActor';

// Loaders read the app's query layer from the router's context (`getContext`), which needs the
// router's middleware behaviour.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

/** The app's query cache and the typed hooks over its API client. */
export type QueryLayer = { queryClient: QueryClient; hooks: QueryHooks };

/** The app's one query layer, made on first use, and whether someone is signed in to use it. */
export type QueryLayerHandle = {
  load: () => Promise<QueryLayer>;
  signedIn: () => boolean;
  /**
   * Given the requests loaders start without waiting for them (the page takes them up when it
   * renders); the server's render (src/ssr/) waits for them, so the page it draws has its data.
   */
  started?: (work: Promise<unknown>) => void;
};

/**
 * Made once at start with the API client; the query library itself loads with the first screen
 * or loader that asks for it, so /login's download stays without it.
 */
export function createQueryLayer(
  api: ApiClient,
  session: SessionActor,
  serverState?: DehydratedState,
): QueryLayerHandle {
  let layer: Promise<QueryLayer> | undefined;
  return {
    load: () =>
      (layer ??= import('../api/queries').then(({ createQueryClient, createQueryHooks }) => {
        const queryClient = createQueryClient(serverState);
        // Signing out (or being signed out) must not leave another user's data in the cache.
        session.on('SESSION_ENDED', () => queryClient.clear());
        // Another organisation chosen: no row of the old one may stay on screen, so every query
        // starts again rather than showing its data while it refetches.
        session.on('ORGANIZATION_CHANGED', () => void queryClient.resetQueries());
        return { queryClient, hooks: createQueryHooks(api) };
      })),
    signedIn: () => session.getSnapshot().hasTag('authenticated'),
  };
}

/** The router's context entry of the query layer (none in tests): loaders start their screens' requests with it. */
export const queryLayerContext = createContext<QueryLayerHandle | null>(null);
