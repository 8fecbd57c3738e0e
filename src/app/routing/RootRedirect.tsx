import { Navigate, useLocation } from 'react-router';
import { selectUser } from '../../../machines/session';
import { useSession } from '../../lib/session/SessionProvider';
import { homePathFor, LOGIN_PATH } from '../../lib/routing/guard';

/** `/`: anonymous visitors to login (query kept), others to their home by role. */
export function RootRedirect() {
  const user = useSession(selectUser);
  const { search } = useLocation();
  return <Navigate to={user ? homePathFor(user.role) : `${LOGIN_PATH}${search}`} replace />;
}
