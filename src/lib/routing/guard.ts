import type { AppAbility } from '../../../domain/access';

/** Access-control metadata a route carries: who may see it, and with which right. */
export type RouteMeta = {
  public?: boolean;
  unauthenticatedOnly?: boolean;
  requiresAuth?: boolean;
  action?: string;
  subject?: string;
};

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/not-authorized';

const allow: GuardDecision = { type: 'allow' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/** Where an anonymous visitor of `wantedPath` is sent: login, remembering the path. */
export function loginRedirect(wantedPath: string): string {
  return wantedPath === '/' ? LOGIN_PATH : `${LOGIN_PATH}?to=${encodeURIComponent(wantedPath)}`;
}

/**
 * The guard's decision, in the spec's order: 1 public passes; 2 login-type pages send a signed-in
 * user home (or to the `to` they came for); 3 no session → login with `to`; 4 a missing right → not-authorized; 5 abilities not
 * loaded yet → let through.
 */
export function decideRoute(
  meta: RouteMeta,
  wantedPath: string,
  session: { isAuthenticated: boolean; ability: AppAbility | null },
): GuardDecision {
  if (meta.public) return allow;
  if (meta.unauthenticatedOnly) {
    // Signed in (e.g. just now, on /login?to=…): on to the page they wanted, else home.
    return session.isAuthenticated ? redirect(safeReturnPath(queryParam(wantedPath, 'to'))) : allow;
  }
  if (!session.isAuthenticated) return redirect(loginRedirect(wantedPath));
  if (meta.action && meta.subject && session.ability && !session.ability.can(meta.action, meta.subject)) {
    return redirect(NOT_AUTHORIZED_PATH);
  }
  return allow;
}

function queryParam(path: string, name: string): string | null {
  const query = path.indexOf('?');
  return query < 0 ? null : new URLSearchParams(path.slice(query + 1)).get(name);
}

/** Only same-origin paths are followed after login, never an absolute URL from the query. */
export function safeReturnPath(to: string | null): string {
  return to && to.startsWith('/') && !to.startsWith('//') ? to : '/';
}

/**
 * Root redirect: a client goes to the access-control page; admins, superusers and every
 * other role to the ecommerce dashboard.
 */
export function homePathFor(role: string): string {
  return role === 'client' ? '/access-control' : '/dashboards/ecommerce';
}
