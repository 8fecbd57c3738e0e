import { eq } from 'drizzle-orm';
import {
  AbilitiesResponseSchema,
  CurrentUserSchema,
  WorkingOrganizationAnswerSchema,
} from '../../../../domain/auth/schemas';
import { WorkingOrganizationSchema } from '../../../../domain/organizations/organization';
import { organizationExists } from '../../../db/organizationName';
import { users } from '../../../db/tables/users';
import { notFound } from '../../../http/errors';
import { UserUpdateSchema } from '../../../../domain/users/schemas';
import { rulesForWire } from '../../../../domain/access';
import { authenticate, principalOf } from '../../../auth/authenticate';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { resourceService } from '../../../http/resource';
import { userResource } from '../../users/resource';
import { authAnswers, authTag } from './answers';

/** The signed-in user's own account: their profile (the fields their role lets them change) and their rules. */
export function profileRoutes(app: App, services: Services) {
  const { currentUser, inactivityMinutes } = authAnswers(services);
  const { db } = services.database;
  const userRows = resourceService(services, userResource);
  app.addHook('onRequest', authenticate(services));

  app.get(
    '/auth/user/',
    {
      config: { requires: 'signed-in' },
      schema: {
        ...authTag,
        summary: 'The signed-in user, with their organisation name',
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => currentUser(principalOf(request).user),
  );

  app.patch(
    '/auth/user/',
    {
      config: { requires: 'signed-in' },
      schema: {
        ...authTag,
        summary: 'Update own profile (fields per role rules)',
        body: UserUpdateSchema,
        response: { 200: CurrentUserSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const row = await userRows.update(principal, request, principal.user.id, request.body);
      return currentUser(row);
    },
  );

  app.put(
    '/auth/working-organization/',
    {
      config: { errors: [404], requires: { action: 'manage', subject: 'Organization' } },
      schema: {
        ...authTag,
        summary: 'Choose the organisation to work in (Organization manage): lists and creates follow it',
        body: WorkingOrganizationSchema,
        response: { 200: WorkingOrganizationAnswerSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { organization } = request.body;
      if (organization !== null && !(await organizationExists(db, organization))) throw notFound();
      await db
        .update(users)
        .set({ working_organization: organization })
        .where(eq(users.id, principal.user.id));
      // The cached principal holds the old choice: the next request, and the rules answered
      // here, are the new one's.
      services.principals.invalidate(principal.user.id);
      const fresh = await services.principals.get(principal.user.id);
      if (!fresh) throw notFound();
      return { user: await currentUser(fresh.user), userAbilityRules: rulesForWire(fresh.rules) };
    },
  );

  app.get(
    '/auth/abilities/',
    {
      config: { requires: 'signed-in' },
      schema: {
        ...authTag,
        summary: 'Ability rules of the signed-in user',
        response: { 200: AbilitiesResponseSchema },
      },
    },
    async (request) => {
      const { rules, user } = principalOf(request);
      return {
        userAbilityRules: rulesForWire(rules),
        session_inactivity_minutes: await inactivityMinutes(user.id_organization),
      };
    },
  );
}
