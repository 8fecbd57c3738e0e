import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsAuthenticated } from '../../../machines/session';
import { useAppAbility, useSession } from '../session/SessionProvider';
import { decideRoute, type RouteMeta } from './guard';

/** Renders the route's children, or redirects as the guard decides. */
export function Guarded({ meta }: { meta: RouteMeta }) {
  const location = useLocation();
  const isAuthenticated = useSession(selectIsAuthenticated);
  const ability = useAppAbility();
  const decision = decideRoute(meta, `${location.pathname}${location.search}`, { isAuthenticated, ability });
  return decision.type === 'redirect' ? <Navigate to={decision.to} replace /> : <Outlet />;
}
