import { eq } from 'drizzle-orm';
import { orderingParam, paginated } from '../../../domain/common/pagination';
import {
  OrganizationListQuerySchema,
  OrganizationSchema,
  type Organization,
} from '../../../domain/organizations/organization';
import { accessibleWhere } from '../../access/sqlScope';
import { authenticate, authorize, principalOf } from '../../auth/authenticate';
import { organizations } from '../../db/tables/organizations';
import { listPage } from '../../http/list';
import type { App } from '../../http/types';
import type { Services } from '../../services';

/**
 * GET /api/organizations/: the organisations the caller may read (read on Organization; a
 * CLIENT_ADMIN their own, whoever manages everything all of them). Screens use it to name the
 * organisation of a row and to offer a choice of organisation to those who have more than one.
 */
const ORGANIZATION_ORDERING = { name: organizations.name, code: organizations.code, id: organizations.id };

export async function organizationRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.addHook('onRequest', authenticate(services));
  app.get(
    '/organizations/',
    {
      config: { requires: { action: 'read', subject: 'Organization' } },
      schema: {
        tags: ['organizations'],
        summary: 'Organisations the caller may read (Organization read)',
        querystring: OrganizationListQuerySchema.extend({
          ordering: orderingParam(Object.keys(ORGANIZATION_ORDERING)),
        }),
        response: { 200: paginated(OrganizationSchema) },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'Organization');
      const { query } = request;
      const readable = accessibleWhere(principal.ability, 'read', 'Organization', { id: organizations.id });
      return listPage<Organization>(db, request, query, {
        table: organizations,
        where: [
          readable,
          query.is_active === undefined ? undefined : eq(organizations.is_active, query.is_active === 'true'),
        ],
        orderable: ORGANIZATION_ORDERING,
        defaultOrdering: 'name',
        searchable: [organizations.name, organizations.code],
        tieBreaker: organizations.id,
        map: ({ id, code, name, is_active }: typeof organizations.$inferSelect) => ({
          id,
          code,
          name,
          is_active,
        }),
      });
    },
  );
}
