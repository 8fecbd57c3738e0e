import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { queryLayerContext } from '../../lib/queryLayer';
import type { FilterOf, ListPath, Resource } from './resource';

/**
 * The route of a resource's list page. Its loader asks for the rows the URL shows while the
 * page's code still loads (not after its first render); the resource and the request code come in
 * small chunks of their own, so the app's first download carries none of it. Nothing is asked
 * before someone is signed in (the guard then sends them to sign in).
 */
export function listRoute<P extends ListPath, F extends FilterOf<P>>({
  path,
  resource,
  page,
  shows = () => true,
}: {
  path: string;
  resource: () => Promise<Resource<P, F>>;
  page: () => Promise<ComponentType>;
  /** Whether the URL shows the list (not, for instance, the same rows drawn as a tree). */
  shows?: (params: URLSearchParams) => boolean;
}): RouteObject {
  return {
    path,
    loader: ({ request, context }) => {
      const layer = context.get(queryLayerContext);
      const params = new URL(request.url).searchParams;
      if (layer?.signedIn() && shows(params)) {
        const rows = Promise.all([layer.load(), resource(), import('./prefetchList')]).then(
          ([loaded, described, { prefetchList }]) => prefetchList(loaded, described, params),
        );
        layer.started?.(rows);
      }
      return null;
    },
    lazy: async () => ({ Component: await page() }),
  };
}
