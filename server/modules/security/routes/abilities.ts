import { subject as asSubject } from '@casl/ability';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { denialMessage, rulesForWire } from '../../../../domain/access';
import {
  BulkPermissionsResultSchema,
  BulkPermissionsSchema,
  CheckPermissionResultSchema,
  CheckPermissionSchema,
  InvalidateCacheResultSchema,
  UserAbilitiesQuerySchema,
  UserAbilitiesSchema,
} from '../../../../domain/security';
import { actingOrganization } from '../../../access/actingOrganization';
import { authorize, principalOf } from '../../../auth/authenticate';
import { users } from '../../../db/tables/users';
import { KEEPS_READ_CACHE } from '../../../http/readCache';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { heldRolesWhere } from '../customRules';
import { applyBulkPermissions } from '../permissions';
import { seesAllOrganizations } from '../scope';
import { securityRoles } from '../tables';
import { securityTag as tag } from './openApi';

/**
 * Permissions and abilities: granting and revoking (manage on security), and the caller's own
 * abilities (check-permission, user-abilities, invalidate-cache), which need only a sign-in.
 */
export function abilityRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.post(
    '/security/bulk-permissions/',
    {
      // Two administrators changing the same cell at once: the later one is refused.
      config: { errors: [409], requires: { action: 'manage', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Grant or revoke permissions, all or none (400 names the bad item: updates.N.field)',
        body: BulkPermissionsSchema,
        response: { 200: BulkPermissionsResultSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'manage', 'security');
      return applyBulkPermissions(services, request, principal, request.body.updates);
    },
  );

  app.post(
    '/security/check-permission/',
    {
      config: { ...KEEPS_READ_CACHE.config, requires: 'signed-in' },
      schema: {
        ...tag,
        summary: 'Whether the caller may do an action, answered by the ability the server enforces',
        body: CheckPermissionSchema,
        response: { 200: CheckPermissionResultSchema },
      },
    },
    async (request) => {
      const { ability } = principalOf(request);
      const { action, subject, resource_id, id_organization } = request.body;
      let target: string | ReturnType<typeof asSubject> = subject;
      if (subject === 'User' && typeof resource_id === 'number') {
        // A real user row, so team, brand and organisation conditions are decided on its values;
        // a row the caller may not even read is answered like a missing one.
        const [row] = await db.select().from(users).where(eq(users.id, resource_id)).limit(1);
        const instance = row ? asSubject('User', { ...row }) : null;
        if (!instance || !ability.can('read', instance)) {
          return { is_allowed: false, reason: denialMessage(ability, action, subject) };
        }
        target = instance;
      } else if (resource_id != null || id_organization != null) {
        const attributes: Record<string, unknown> =
          subject === 'Organization'
            ? { id: resource_id ?? id_organization }
            : {
                ...(resource_id != null ? { id: resource_id } : {}),
                ...(id_organization != null ? { id_organization } : {}),
              };
        target = asSubject(subject, attributes);
      }
      return ability.can(action, target)
        ? { is_allowed: true }
        : { is_allowed: false, reason: denialMessage(ability, action, target) };
    },
  );

  app.get(
    '/security/user-abilities/',
    {
      config: { requires: 'signed-in' },
      schema: {
        ...tag,
        summary: 'The caller’s abilities in an organisation they belong to (any for a superuser)',
        querystring: UserAbilitiesQuerySchema,
        response: { 200: UserAbilitiesSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { user } = principal;
      const orgId = await actingOrganization(
        db,
        principal,
        request.query.id_organization,
        seesAllOrganizations,
      );
      const held =
        orgId === user.id_organization
          ? await db
              .select({ id: securityRoles.id, code: securityRoles.code, name: securityRoles.name })
              .from(securityRoles)
              .where(heldRolesWhere(user))
              .orderBy(asc(securityRoles.name), asc(securityRoles.id))
          : [];
      return {
        user_id: user.id,
        id_organization: orgId,
        role: user.role,
        abilities: rulesForWire(principal.rules),
        security_roles: held,
      };
    },
  );

  app.post(
    '/security/invalidate-cache/',
    {
      config: { requires: 'signed-in' },
      schema: {
        ...tag,
        summary: 'Drop cached abilities: own (anyone), own organisation (manage security), all (superuser)',
        body: z.strictObject({}).nullish(),
        response: { 200: InvalidateCacheResultSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const { principals } = services;
      if (seesAllOrganizations(principal)) {
        principals.invalidate();
        return {
          detail: 'Cached abilities dropped for every user.',
          scope: 'all' as const,
          invalidated_users: null,
        };
      }
      if (principal.ability.can('manage', 'security')) {
        const members = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id_organization, principal.user.id_organization));
        for (const { id } of members) principals.invalidate(id);
        return {
          detail: 'Cached abilities dropped for your organisation.',
          scope: 'organization' as const,
          invalidated_users: members.length,
        };
      }
      principals.invalidate(principal.user.id);
      return { detail: 'Your cached abilities were dropped.', scope: 'user' as const, invalidated_users: 1 };
    },
  );
}
