import { Suspense, use, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { ApiClient } from '../../api/http';
import { useApiClient } from '../../lib/ApiProvider';
import { LOGIN_PATH } from '../../lib/routing/guard';

const asked = new WeakMap<ApiClient, Promise<boolean>>();

/**
 * Whether this server accepts sign-ups (GET /api/auth/options/), asked once per page load. The
 * sign-in pages stay without the query library, so this is a plain call of the typed client; an
 * answer that does not come counts as closed: offering a form that then fails is what this avoids.
 */
export function signupOpen(api: ApiClient): Promise<boolean> {
  let answer = asked.get(api);
  if (!answer) {
    const settled: Promise<boolean> & { status?: 'fulfilled'; value?: boolean } = api
      .GET('/api/auth/options/')
      .then(
        ({ data }) => data?.allow_signup ?? false,
        () => false,
      )
      .then((open) => {
        // Marked as React's `use` marks a promise it has seen settle: once answered, the link
        // draws at once, also in a render that cannot wait (the server's drawing of /login).
        Object.assign(settled, { status: 'fulfilled', value: open });
        return open;
      });
    answer = settled;
    asked.set(api, answer);
  }
  return answer;
}

function WhenOpen({ children, otherwise }: { children: ReactNode; otherwise: ReactNode }) {
  return use(signupOpen(useApiClient())) ? children : otherwise;
}

/** `children` (the sign-up link) only when sign-up is open; nothing while the server is asked. */
export function IfSignupOpen({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WhenOpen otherwise={null}>{children}</WhenOpen>
    </Suspense>
  );
}

/** The sign-up routes' element: their page when sign-up is open, else on to the login page. */
export function SignupRoutes() {
  return (
    <Suspense fallback={null}>
      <WhenOpen otherwise={<Navigate to={LOGIN_PATH} replace />}>
        <Outlet />
      </WhenOpen>
    </Suspense>
  );
}
