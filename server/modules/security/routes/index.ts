import { subject as asSubject } from '@casl/ability';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { denialMessage, rulesForWire } from '../../../domain/access';
import { IdParams } from '../../../domain/common/fields';
import { DetailSchema, paginated } from '../../../domain/common/pagination';
import { securityMessages as m } from '../../../domain/security/messages';
import {
  ApplicationListQuerySchema,
  AuditLogQuerySchema,
  AuditLogSchema,
  BuiltInPermissionSchema,
  BulkPermissionsResultSchema,
  BulkPermissionsSchema,
  CheckPermissionResultSchema,
  CheckPermissionSchema,
  InvalidateCacheResultSchema,
  ModuleListQuerySchema,
  OperationListQuerySchema,
  OrganizationQuerySchema,
  RoleCreateSchema,
  RoleExportQuerySchema,
  RoleExportSchema,
  RoleListQuerySchema,
  RolePermissionSchema,
  RoleUpdateSchema,
  SECURITY_EVENT_MAX_BYTES,
  SecurityApplicationSchema,
  SecurityDashboardSchema,
  SecurityEventSchema,
  SecurityModuleSchema,
  SecurityOperationSchema,
  SecurityPoliciesSchema,
  SecurityPoliciesUpdateSchema,
  SecurityRoleSchema,
  UserAbilitiesQuerySchema,
  UserAbilitiesSchema,
  UserSecurityRolesSchema,
  UserSecurityRolesUpdateSchema,
} from '../../../domain/security';
import { heldRolesWhere } from './customRules';
import { authenticate, authorize, principalOf } from '../../auth/authenticate';
import { KEEPS_READ_CACHE } from '../../http/readCache';
import { ApiError } from '../../http/errors';
import { listPage } from '../../http/list';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { users } from '../../db/tables/users';
import { findAssignee, setUserSecurityRoles, userSecurityRoles } from './assignments';
import { modulesCounts, permissionsCounts } from './catalog';
import { recordSecurityEvent } from './events';
import { exportRole } from './export';
import { applyBulkPermissions, listBuiltInPermissions, listRolePermissions } from './permissions';
import { readPolicies, updatePolicies } from './policies';
import { listAuditLogs, securityDashboard } from './reports';
import { createRole, deleteRole, findRoleFor, roleCounts, roleScope, updateRole } from './roles';
import { organizationFilter, organizationFor, seesAllOrganizations } from './scope';
import {
  serializeApplication,
  serializeModule,
  serializeOperation,
  serializeRole,
  type ApplicationRow,
  type ModuleRow,
  type OperationRow,
  type RoleRow,
} from './serialize';
import { securityApplications, securityModules, securityOperations, securityRoles } from './tables';

const tag = { tags: ['security'] };

/**
 * The security area's API (issue 4 §1, spec §7). Reads need read on `security`, changes need
 * manage on `security` (spec §2); everything is confined to the caller's organisation unless
 * they see all organisations (scope.ts). The caller's own abilities (check-permission,
 * user-abilities, invalidate-cache for themselves) and reporting security events need only a
 * sign-in.
 */
export async function securityRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.addHook('onRequest', authenticate(services));

  // ----- Catalogue ------------------------------------------------------------------------

  app.get(
    '/security/applications/',
    {
      schema: {
        ...tag,
        summary: 'Security applications (modules_count from the modules)',
        querystring: ApplicationListQuerySchema,
        response: { 200: paginated(SecurityApplicationSchema) },
      },
    },
    async (request) => {
      authorize(principalOf(request), 'read', 'security');
      const q = request.query;
      const page = await listPage(db, request, q, {
        table: securityApplications,
        where: [q.active_only ? eq(securityApplications.is_active, true) : undefined],
        orderable: {
          id: securityApplications.id,
          sort_order: securityApplications.sort_order,
          name: securityApplications.name,
          code: securityApplications.code,
        },
        defaultOrdering: 'sort_order',
        searchable: [securityApplications.name, securityApplications.code],
        tieBreaker: securityApplications.id,
        map: (row: ApplicationRow) => row,
      });
      const counts = await modulesCounts(
        db,
        page.results.map((a) => a.id),
        q.active_only ?? false,
      );
      return { ...page, results: page.results.map((a) => serializeApplication(a, counts.get(a.id) ?? 0)) };
    },
  );

  app.get(
    '/security/modules/',
    {
      schema: {
        ...tag,
        summary: 'Modules (a module’s code is the CASL subject; permissions_count in the caller’s scope)',
        querystring: ModuleListQuerySchema,
        response: { 200: paginated(SecurityModuleSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const q = request.query;
      const page = await listPage(db, request, q, {
        table: securityModules,
        where: [
          q.application !== undefined ? eq(securityModules.application_id, q.application) : undefined,
          q.active_only ? eq(securityModules.is_active, true) : undefined,
        ],
        orderable: {
          id: securityModules.id,
          application: securityModules.application_id,
          sort_order: securityModules.sort_order,
          name: securityModules.name,
          code: securityModules.code,
        },
        defaultOrdering: 'application,sort_order',
        searchable: [securityModules.name, securityModules.code],
        tieBreaker: securityModules.id,
        map: (row: ModuleRow) => row,
      });
      const counts = await permissionsCounts(
        db,
        principal,
        page.results.map((mod) => mod.id),
      );
      return { ...page, results: page.results.map((mod) => serializeModule(mod, counts.get(mod.id) ?? 0)) };
    },
  );

  app.get(
    '/security/operations/',
    {
      schema: {
        ...tag,
        summary: 'Operations (an operation’s code is the CASL action)',
        querystring: OperationListQuerySchema,
        response: { 200: paginated(SecurityOperationSchema) },
      },
    },
    async (request) => {
      authorize(principalOf(request), 'read', 'security');
      return listPage(db, request, request.query, {
        table: securityOperations,
        where: [],
        orderable: {
          id: securityOperations.id,
          sort_order: securityOperations.sort_order,
          name: securityOperations.name,
          code: securityOperations.code,
        },
        defaultOrdering: 'sort_order',
        searchable: [securityOperations.name, securityOperations.code],
        tieBreaker: securityOperations.id,
        map: (row: OperationRow) => serializeOperation(row),
      });
    },
  );

  // ----- Roles ------------------------------------------------------------------------------

  const withCounts = async (row: RoleRow) => serializeRole(row, (await roleCounts(db, [row.id])).get(row.id));

  app.get(
    '/security/roles/',
    {
      schema: {
        ...tag,
        summary: 'Security roles of the caller’s organisation (any for a superuser)',
        querystring: RoleListQuerySchema,
        response: { 200: paginated(SecurityRoleSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const q = request.query;
      const orgId = await organizationFilter(db, principal, q.id_organization);
      const page = await listPage(db, request, q, {
        table: securityRoles,
        where: [
          roleScope(principal),
          orgId === null ? undefined : eq(securityRoles.id_organization, orgId),
          q.active_only ? eq(securityRoles.is_active, true) : undefined,
          q.level ? eq(securityRoles.level, q.level) : undefined,
        ],
        orderable: {
          id: securityRoles.id,
          name: securityRoles.name,
          code: securityRoles.code,
          level: securityRoles.level,
          id_organization: securityRoles.id_organization,
          is_system_role: securityRoles.is_system_role,
          created_at: securityRoles.created_at,
          updated_at: securityRoles.updated_at,
        },
        defaultOrdering: 'name',
        searchable: [securityRoles.name, securityRoles.code, securityRoles.description],
        tieBreaker: securityRoles.id,
        map: (row: RoleRow) => row,
      });
      const counts = await roleCounts(
        db,
        page.results.map((r) => r.id),
      );
      return { ...page, results: page.results.map((r) => serializeRole(r, counts.get(r.id))) };
    },
  );

  app.post(
    '/security/roles/',
    {
      schema: {
        ...tag,
        summary: 'Create a role',
        body: RoleCreateSchema,
        response: { 201: SecurityRoleSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      authorize(principal, 'manage', 'security');
      const row = await createRole(services, request, principal, request.body);
      return reply.status(201).send(await withCounts(row));
    },
  );

  app.get(
    '/security/roles/:id/',
    {
      schema: {
        ...tag,
        summary: 'One role (404 outside the caller’s organisation)',
        params: IdParams,
        response: { 200: SecurityRoleSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      return withCounts(await findRoleFor(db, principal, request.params.id));
    },
  );

  app.put(
    '/security/roles/:id/',
    {
      schema: {
        ...tag,
        summary: 'Update a role (system roles keep their code and level: 409)',
        params: IdParams,
        body: RoleUpdateSchema,
        response: { 200: SecurityRoleSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'manage', 'security');
      const role = await findRoleFor(db, principal, request.params.id);
      return withCounts(await updateRole(services, request, principal, role, request.body));
    },
  );

  app.delete(
    '/security/roles/:id/',
    {
      schema: {
        ...tag,
        summary: 'Delete a role (409 for a system role, a role with users or with child roles)',
        params: IdParams,
        response: { 204: z.null().describe('Deleted.') },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      authorize(principal, 'manage', 'security');
      const role = await findRoleFor(db, principal, request.params.id);
      await deleteRole(services, request, principal, role);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/security/roles/:id/permissions/',
    {
      schema: {
        ...tag,
        summary: 'Permissions granted to a role (module × operation, conditions, fields)',
        params: IdParams,
        response: { 200: z.array(RolePermissionSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const role = await findRoleFor(db, principal, request.params.id);
      return listRolePermissions(db, role.id);
    },
  );

  app.get(
    '/security/roles/:id/built-in-permissions/',
    {
      schema: {
        ...tag,
        summary:
          'Rights a system role has from the role table (read-only, module × operation); none for a custom role',
        params: IdParams,
        response: { 200: z.array(BuiltInPermissionSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const role = await findRoleFor(db, principal, request.params.id);
      return listBuiltInPermissions(db, role);
    },
  );

  app.get(
    '/security/roles/:id/export/',
    {
      schema: {
        ...tag,
        summary: 'Download a role and its permissions (csv or json, as an attachment)',
        params: IdParams,
        querystring: RoleExportQuerySchema,
        response: {
          200: {
            description: 'A file (Content-Disposition: attachment): the role and one entry per permission.',
            content: { 'text/csv': { schema: z.string() }, 'application/json': { schema: RoleExportSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const role = await findRoleFor(db, principal, request.params.id);
      const file = await exportRole(db, role, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  // ----- Permissions and abilities ----------------------------------------------------------

  app.post(
    '/security/bulk-permissions/',
    {
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
      ...KEEPS_READ_CACHE,
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
      const orgId = await organizationFor(db, principal, request.query.id_organization);
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

  // ----- Dashboard, audit, events ---------------------------------------------------------

  app.get(
    '/security/dashboard/',
    {
      schema: {
        ...tag,
        summary: 'Security dashboard of an organisation (all of them for a superuser naming none)',
        querystring: OrganizationQuerySchema,
        response: { 200: SecurityDashboardSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      return securityDashboard(db, await organizationFilter(db, principal, request.query.id_organization));
    },
  );

  app.get(
    '/security/audit-logs/',
    {
      schema: {
        ...tag,
        summary: 'Audit log of the caller’s organisation, with before and after of each change',
        querystring: AuditLogQuerySchema,
        response: { 200: paginated(AuditLogSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'security');
      const q = request.query;
      return listAuditLogs(db, request, q, await organizationFilter(db, principal, q.id_organization));
    },
  );

  app.post(
    '/security/events/',
    {
      ...KEEPS_READ_CACHE,
      bodyLimit: SECURITY_EVENT_MAX_BYTES,
      // Before the body is read: a declared oversize body is refused with the real limit.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > SECURITY_EVENT_MAX_BYTES) {
          throw new ApiError(413, { detail: m.eventsTooLarge(SECURITY_EVENT_MAX_BYTES) });
        }
      },
      schema: {
        ...tag,
        summary: 'Report a client security event (signed-in users; size-capped, rate-limited)',
        body: SecurityEventSchema,
        response: { 201: DetailSchema },
      },
    },
    async (request, reply) => {
      await recordSecurityEvent(db, request, principalOf(request), request.body);
      return reply.status(201).send({ detail: 'Security event recorded.' });
    },
  );

  // ----- Policies -----------------------------------------------------------------------------

  app.get(
    '/security/policies/',
    {
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
      const orgId = await organizationFor(db, principal, request.query.id_organization);
      return readPolicies(db, services.policies, orgId);
    },
  );

  app.put(
    '/security/policies/',
    {
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
      const orgId = await organizationFor(db, principal, request.query.id_organization);
      return updatePolicies(services, request, principal, orgId, request.body);
    },
  );

  // ----- A user's security roles ----------------------------------------------------------

  app.get(
    '/users/:id/security-roles/',
    {
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
