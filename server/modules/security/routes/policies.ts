import {
  OrganizationQuerySchema,
  SecurityPoliciesSchema,
  SecurityPoliciesUpdateSchema,
} from '../../../../domain/security';
import { actingOrganization } from '../../../access/actingOrganization';
import { authorize, principalOf } from '../../../auth/authenticate';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { readPolicies, updatePolicies } from '../policies';
import { seesAllOrganizations } from '../scope';
import { securityTag as tag } from './openApi';

/** An organisation's security policies: read on security to read them, manage to change them. */
export function policyRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/security/policies/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Security policies in force for an organisation (the caller’s by default)',
        querystring: OrganizationQuerySchema,
        response: { 200: SecurityPoliciesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const orgId = await actingOrganization(
        db,
        principal,
        request.query.id_organization,
        seesAllOrganizations,
      );
      return readPolicies(db, services.policies, orgId);
    },
  );

  app.put(
    '/security/policies/',
    {
      config: { requires: { action: 'manage', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Change security policies (null = back to the default); effective at once',
        querystring: OrganizationQuerySchema,
        body: SecurityPoliciesUpdateSchema,
        response: { 200: SecurityPoliciesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'manage', 'security');
      const orgId = await actingOrganization(
        db,
        principal,
        request.query.id_organization,
        seesAllOrganizations,
      );
      return updatePolicies(services, request, principal, orgId, request.body);
    },
  );
}
