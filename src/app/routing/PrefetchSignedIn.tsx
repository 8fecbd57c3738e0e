import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { homePathFor, safeReturnPath } from '../../lib/routing/guard';

/** Time the browser may wait for an idle moment before it loads anyway. */
const IDLE_TIMEOUT_MS = 2_000;

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

/**
 * Around the sign-in form: once it shows and the page is idle, the code of the screen signing in
 * leads to (its `?to=`, else the home of every role but clients) loads, with the signed-in layout,
 * its texts and abilities on the way; submitting then waits for the server, not for code.
 * `prefetch` loads a path's routes' code (see src/app/router.tsx).
 */
export function PrefetchSignedIn({ prefetch }: { prefetch: (path: string) => void }) {
  const { search } = useLocation();
  useEffect(() => {
    const to = safeReturnPath(new URLSearchParams(search).get('to'));
    return whenIdle(() => prefetch(to === '/' ? homePathFor('admin') : to));
  }, [prefetch, search]);
  return <Outlet />;
}
