import { AbilitiesResponseSchema, CurrentUserSchema } from '../../../../domain/auth/schemas';
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
  const users = resourceService(services, userResource);
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
      const row = await users.update(principal, request, principal.user.id, request.body);
      return currentUser(row);
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
