import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { IdParams } from '../../../../domain/common/fields';
import { securityMessages as m } from '../../../../domain/security/messages';
import {
  BuiltInPermissionSchema,
  RoleCreateSchema,
  RoleExportQuerySchema,
  RoleExportSchema,
  RoleListQuerySchema,
  RolePermissionSchema,
  RoleUpdateSchema,
  SecurityRoleSchema,
  type RoleCreate,
  type RoleUpdate,
  type SecurityRole,
} from '../../../../domain/security';
import { principalOf } from '../../../auth/authenticate';
import { resourceRoutes } from '../../../http/resource';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { exportRole } from '../export';
import { listBuiltInPermissions, listRolePermissions } from '../permissions';
import {
  holderIds,
  newRoleValues,
  refuseRoleDelete,
  roleChanges,
  roleCounts,
  rolePermissionsOf,
  roleScope,
} from '../roles';
import { organizationFilter } from '../scope';
import { serializeRole, type RoleRow } from '../serialize';
import { securityRoles } from '../tables';
import { securityTag as tag } from './openApi';

/**
 * Security roles: read on `security` to read them, manage to change them; each in its
 * organisation, all of them for whoever sees every organisation. Each role's permissions,
 * built-in rights and export hang below it.
 */
export function roleRoutes(app: App, services: Services) {
  const { db } = services.database;
  const { findFor } = resourceRoutes<RoleRow, RoleCreate, RoleUpdate, SecurityRole>(app, services, {
    name: 'SecurityRole',
    path: '/security/roles/',
    auditAction: 'role',
    subject: { area: 'security' },
    table: securityRoles,
    accessColumns: { id: securityRoles.id, id_organization: securityRoles.id_organization },
    access: { scope: roleScope },
    schemas: {
      item: SecurityRoleSchema,
      create: RoleCreateSchema,
      update: RoleUpdateSchema,
      listQuery: RoleListQuerySchema,
    },
    list: {
      filters: { level: securityRoles.level },
      where: async (query, { db, principal }) => {
        const orgId = await organizationFilter(db, principal, query.id_organization as number | undefined);
        return [
          orgId === null ? undefined : eq(securityRoles.id_organization, orgId),
          query.active_only ? eq(securityRoles.is_active, true) : undefined,
        ];
      },
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
    },
    present: async ({ db }, rows) => {
      const counts = await roleCounts(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => serializeRole(r, counts.get(r.id)));
    },
    toInsert: ({ tx, principal }, input) => newRoleValues(tx, principal, input),
    toUpdate: ({ tx, principal }, role, changes) => roleChanges(tx, principal, role, changes),
    // A system role keeps its code and level.
    updateErrors: [409],
    // Deactivating (or reactivating) a role changes its holders' rules at once.
    afterWrite: async ({ tx }, row, before) => {
      if (before) for (const id of await holderIds(tx, [row.id])) services.principals.invalidate(id);
    },
    beforeDelete: ({ tx }, role) => refuseRoleDelete(tx, role),
    audited: { delete: async ({ tx }, role) => ({ permissions: await rolePermissionsOf(tx, role.id) }) },
    unique: { security_roles_org_code_unique: ['code', m.codeTaken] },
  });

  app.get(
    '/security/roles/:id/permissions/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Permissions granted to a role (module × operation, conditions, fields)',
        params: IdParams,
        response: { 200: z.array(RolePermissionSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const role = await findFor(db, principal, request.params.id, 'read');
      return listRolePermissions(db, role.id);
    },
  );

  app.get(
    '/security/roles/:id/built-in-permissions/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
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
      const role = await findFor(db, principal, request.params.id, 'read');
      return listBuiltInPermissions(db, role);
    },
  );

  app.get(
    '/security/roles/:id/export/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
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
      const role = await findFor(db, principal, request.params.id, 'read');
      const file = await exportRole(db, role, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
