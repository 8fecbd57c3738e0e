import { subject } from '@casl/ability';
import { eq } from 'drizzle-orm';
import { workingOrganizationOf, type Principal } from '../../access/principals';
import {
  CatalogueSettingsSchema,
  CatalogueSettingsUpdateSchema,
  DEFAULT_CATALOGUE_SETTINGS,
  type CatalogueSettings,
} from '../../../domain/catalogue';
import { authorize, principalOf } from '../../auth/authenticate';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { writeAudit } from '../../db/audit';
import { organizationName } from '../../db/organizationName';
import { catalogueSettings } from './tables';

export async function settingsOf(db: DbOrTx, orgId: number): Promise<CatalogueSettings> {
  const [row] = await db.select().from(catalogueSettings).where(eq(catalogueSettings.id_organization, orgId));
  if (!row) return { ...DEFAULT_CATALOGUE_SETTINGS, updated_at: null };
  const { id_organization: _org, updated_at, ...values } = row;
  return { ...values, updated_at: updated_at.toISOString() };
}

/**
 * The settings figures of `organization` are judged by (a low-stock threshold): that
 * organisation's when the caller may read it, their own otherwise (combined figures, or a name
 * outside their reach whose settings are not theirs to see).
 */
export function settingsForFigures(db: DbOrTx, principal: Principal, organization: number | undefined) {
  const named =
    organization !== undefined &&
    principal.ability.can('read', subject('Organization', { id: organization }));
  return settingsOf(db, named ? organization : workingOrganizationOf(principal));
}

/**
 * GET /catalogue/settings/ for whoever reads products (the screens format money and flag low
 * stock with them); PUT needs update on Settings within the organisation (not CLIENT_ADMIN).
 */
export function settingsRoutes(app: App, services: Services) {
  const { db } = services.database;
  const tag = { tags: ['catalogue'] };
  app.get(
    '/catalogue/settings/',
    {
      config: { requires: { action: 'read', subject: 'Product' } },
      schema: {
        ...tag,
        summary: 'The catalogue settings of the caller’s organisation',
        response: { 200: CatalogueSettingsSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      authorize(principal, 'read', 'Product');
      return settingsOf(db, workingOrganizationOf(principal));
    },
  );
  app.put(
    '/catalogue/settings/',
    {
      config: { requires: { action: 'update', subject: 'Settings' } },
      schema: {
        ...tag,
        summary: 'Change catalogue settings (Settings update)',
        body: CatalogueSettingsUpdateSchema,
        response: { 200: CatalogueSettingsSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const orgId = workingOrganizationOf(principal);
      authorize(principal, 'update', 'Settings', { id_organization: orgId });
      return db.transaction(async (tx) => {
        const before = await settingsOf(tx, orgId);
        const { updated_at: _at, ...current } = before;
        const next = { ...current, ...request.body };
        await tx
          .insert(catalogueSettings)
          .values({ id_organization: orgId, ...next })
          .onConflictDoUpdate({
            target: catalogueSettings.id_organization,
            set: { ...next, updated_at: new Date() },
          });
        await writeAudit(tx, {
          actorId: principal.user.id,
          idOrganization: orgId,
          action: 'catalogue_settings.update',
          objectType: 'CatalogueSettings',
          objectId: orgId,
          objectName: await organizationName(tx, orgId),
          before: current,
          after: next,
          ip: request.ip,
        });
        return settingsOf(tx, orgId);
      });
    },
  );
}
