import { Navigate } from 'react-router';
import { selectRulesConfirmed } from '../../../machines/session';
import { useSession } from '../session/SessionProvider';
import { NOT_AUTHORIZED_PATH } from './guard';

/**
 * Sends a reader the rules deny to the not-authorized page, once the server has confirmed those
 * rules. Until then they are the ones stored at the last sign-in, which may predate a right
 * granted since; the server's answer follows within the page load, and the page shows or this
 * redirects then. Redirecting at once would be final: the page asked for is forgotten.
 */
export function ToNotAuthorized() {
  const confirmed = useSession(selectRulesConfirmed);
  return confirmed ? <Navigate to={NOT_AUTHORIZED_PATH} replace /> : null;
}
