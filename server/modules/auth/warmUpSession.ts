import { and, asc, eq } from 'drizzle-orm';
import { users } from '../../db/tables/users';
import type { WarmUpSession } from '../../http/spa';
import type { Services } from '../../services';
import { authAnswers } from './routes/answers';

/** Long enough that the render does not take the token as due for a refresh (5 minutes before expiry). */
const WARM_UP_TOKEN_SECONDS = 10 * 60;

/**
 * The session the server draws a page with as it starts (server/http/spa.ts): the first active
 * superuser's, with an access token signed for it that is only ever sent to `app.inject`; none
 * when there is no superuser (the first visitor's page then compiles the render).
 */
export function warmUpSession(services: Services): WarmUpSession {
  return async () => {
    const [row] = await services.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.is_superuser, true), eq(users.is_active, true)))
      .orderBy(asc(users.id))
      .limit(1);
    const principal = row ? await services.principals.get(row.id) : null;
    if (!principal) return null;
    const { currentUser } = authAnswers(services);
    return {
      user: await currentUser(principal.user),
      accessToken: await services.tokens.signAccess(principal.user.id, Date.now(), WARM_UP_TOKEN_SECONDS),
    };
  };
}
