import { rulesForWire } from '../../../../domain/access';
import { messages } from '../../../../domain/common/messages';
import type { UserRow } from '../../../db/tables/users';
import { ApiError } from '../../../http/errors';
import type { Services } from '../../../services';
import { organizationName } from '../../../db/organizationName';
import { serializeUser } from '../../users/serialize';

export const authTag = { tags: ['auth'] };
/** Routes called without a token: the OpenAPI document says so. */
export const openRoute = { ...authTag, security: [] };

export const badCredentials = () => new ApiError(400, { non_field_errors: [messages.badCredentials] });

/** How the auth endpoints show the signed-in user and a new session. */
export function authAnswers(services: Services) {
  const { db } = services.database;

  /** The inactivity limit of the organisation's security policy; the SPA reads it here. */
  const inactivityMinutes = async (orgId: number) =>
    (await services.policies.forOrganization(orgId)).session_inactivity_minutes;

  /** The user with their organisation's name and the one they work in. */
  const currentUser = async (row: UserRow) => ({
    ...serializeUser(row),
    organization_name: await organizationName(db, row.id_organization),
    working_organization: row.working_organization,
  });

  /** What signing in (or up) answers: the user, the tokens, their rules and the inactivity limit. */
  const signedIn = async (userId: number, session: { access: string; refresh: string }) => {
    const principal = await services.principals.get(userId);
    if (!principal) throw badCredentials();
    return {
      user: await currentUser(principal.user),
      access_token: session.access,
      refresh_token: session.refresh,
      userAbilityRules: rulesForWire(principal.rules),
      session_inactivity_minutes: await inactivityMinutes(principal.user.id_organization),
    };
  };

  return { inactivityMinutes, currentUser, signedIn };
}
