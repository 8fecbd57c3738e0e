import { OrganizationSchema } from '../../../domain/organizations/organization';
import { authenticate } from '../../auth/authenticate';
import { organizations as organizationsTable } from '../../db/tables/organizations';
import { resourceRoutes } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { acceptImageBodies } from '../catalogue/files';
import { logoRoutes } from '../catalogue/logos';
import { organizationResource, presentOrganizations, type OwnedOrganizationRow } from './resource';

/**
 * /api/organizations/: the organisations the caller may read (a CLIENT_ADMIN its own, whoever
 * manages organisations all of them), created, edited and deactivated by those who manage them;
 * the logo of an organisation's profile as a brand's. The profile's addresses and contacts are
 * sub-resources of this declaration (`subResourceRoutes(app, services, organizations, …)`), added
 * with the organisation units that share their tables.
 */
export async function organizationRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  acceptImageBodies(app);
  const declared = resourceRoutes(app, services, organizationResource);
  logoRoutes(app, services, {
    path: declared.path,
    tag: 'organizations',
    auditType: 'Organization',
    table: organizationsTable,
    findFor: (db, principal, id, action, lock) => declared.findFor(db, principal, id, action, lock),
    item: OrganizationSchema,
    present: async (principal, row) =>
      (
        await presentOrganizations({ db: services.database.db, principal }, [row as OwnedOrganizationRow])
      )[0]!,
  });
}
