import { IdParams } from '../../../../domain/common/fields';
import { UserSecurityRolesSchema, UserSecurityRolesUpdateSchema } from '../../../../domain/security';
import { authorize, principalOf } from '../../../auth/authenticate';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { findAssignee, setUserSecurityRoles, userSecurityRoles } from '../assignments';
import { securityTag as tag } from './openApi';

/** The security roles assigned to a user (read on security to see, manage to replace them). */
export function assignmentRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/users/:id/security-roles/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Security roles a user holds (read on security; 404 outside the organisation)',
        params: IdParams,
        response: { 200: UserSecurityRolesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      return userSecurityRoles(db, await findAssignee(db, principal, request.params.id));
    },
  );

  app.put(
    '/users/:id/security-roles/',
    {
      config: { requires: { action: 'manage', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Replace the security roles assigned to a user (manage on security)',
        params: IdParams,
        body: UserSecurityRolesUpdateSchema,
        response: { 200: UserSecurityRolesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'manage', 'security');
      const target = await findAssignee(db, principal, request.params.id);
      return setUserSecurityRoles(services, request, principal, target, request.body.roles);
    },
  );
}
