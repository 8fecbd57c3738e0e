import { waitFor, type ActorRefFrom } from 'xstate';
import {
  needsRefresh,
  selectAccessToken,
  selectIsAuthenticated,
  selectIsRefreshing,
  type sessionMachine,
} from '../../machines/session';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * The access token a request should carry, once the session is ready for it: a stored session
 * still being restored is awaited, a token close to expiry is refreshed first, and a refresh
 * already in flight (started by another request or by the machine) is joined. Null when there
 * is no session.
 */
export async function readyAccessToken(session: SessionActor): Promise<string | null> {
  let snapshot = session.getSnapshot();
  if (snapshot.matches('initializing')) {
    snapshot = await waitFor(session, (s) => !s.matches('initializing'));
  }
  const token = selectAccessToken(snapshot);
  if (!selectIsRefreshing(snapshot) && token !== null && needsRefresh(token, snapshot.context.now())) {
    session.send({ type: 'REFRESH' });
    snapshot = session.getSnapshot();
  }
  if (selectIsRefreshing(snapshot)) {
    snapshot = await waitFor(session, (s) => !selectIsRefreshing(s));
  }
  return selectIsAuthenticated(snapshot) ? selectAccessToken(snapshot) : null;
}
