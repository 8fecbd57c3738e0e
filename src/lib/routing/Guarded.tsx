import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsAuthenticated } from '../../../machines/session';
import { useAppAbility, useSession } from '../session/SessionProvider';
import { decideRoute, NOT_AUTHORIZED_PATH, type RouteMeta } from './guard';
import { ToNotAuthorized } from './ToNotAuthorized';

/** Renders the route's children, or redirects as the guard decides. */
export function Guarded({ meta }: { meta: RouteMeta }) {
  const location = useLocation();
  const isAuthenticated = useSession(selectIsAuthenticated);
  const ability = useAppAbility();
  const decision = decideRoute(meta, `${location.pathname}${location.search}`, { isAuthenticated, ability });
  if (decision.type === 'allow') return <Outlet />;
  return decision.to === NOT_AUTHORIZED_PATH ? <ToNotAuthorized /> : <Navigate to={decision.to} replace />;
}
