import { subject } from '@casl/ability';
import { eq } from 'drizzle-orm';
import {
  ApplicationParametersSchema,
  PARAMETER_TAB_SCHEMAS,
  PARAMETER_TABS,
  ParametersQuerySchema,
  type ParameterTab,
  type TabParameters,
} from '../../../domain/parameters/applicationParameters';
import { actingOrganization, type ReachesOrganization } from '../../access/actingOrganization';
import { authenticate, authorize, principalOf } from '../../auth/authenticate';
import { writeAudit } from '../../db/audit';
import { organizationName } from '../../db/organizationName';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { parametersOf, toColumns } from './parameters';
import { applicationParameters } from './tables';

/**
 * Whose parameters a call may name besides the caller's working organisation: any they may read
 * (another is a 404, as one that does not exist).
 */
const readsOrganization: ReachesOrganization = (principal, id) =>
  principal.ability.can('read', subject('Organization', { id }));

const TAB_SUMMARIES: Record<ParameterTab, string> = {
  general: 'the period dashboards open on',
  sales: 'currency, default tax rate of invoice lines, payment terms of invoices',
  catalogue: 'low-stock threshold, a new product’s priority and minimum order quantity',
  notifications: 'the messages a client who never chose receives, by channel',
};

/**
 * GET /application-parameters/ for every signed-in member of the organisation (the screens format
 * money, start forms and flag low stock with them); PUT /application-parameters/{tab}/ replaces
 * one tab's values, for those who may update Settings in the organisation (not CLIENT_ADMIN),
 * in a transaction with its audit row.
 */
export async function parameterRoutes(app: App, services: Services) {
  app.addHook('onRequest', authenticate(services));
  const { db } = services.database;
  const tag = { tags: ['application-parameters'] };
  app.get(
    '/application-parameters/',
    {
      // 404: another organisation named that the caller may not read.
      config: { requires: 'signed-in', errors: [404] },
      schema: {
        ...tag,
        summary: 'The application parameters of the caller’s organisation (or of `organization`), every tab',
        querystring: ParametersQuerySchema,
        response: { 200: ApplicationParametersSchema },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      return parametersOf(
        db,
        await actingOrganization(db, principal, request.query.organization, readsOrganization),
      );
    },
  );
  for (const tab of PARAMETER_TABS) {
    app.put(
      `/application-parameters/${tab}/`,
      {
        config: { requires: { action: 'update', subject: 'Settings' }, errors: [404] },
        schema: {
          ...tag,
          summary: `Change the ${tab} application parameters: ${TAB_SUMMARIES[tab]} (Settings update)`,
          querystring: ParametersQuerySchema,
          body: PARAMETER_TAB_SCHEMAS[tab],
          response: { 200: ApplicationParametersSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const orgId = await actingOrganization(db, principal, request.query.organization, readsOrganization);
        authorize(principal, 'update', 'Settings', { id_organization: orgId });
        const values = request.body as TabParameters[typeof tab];
        return db.transaction(async (tx) => {
          // The row is locked until the change commits: the audit's "before" is what it replaced.
          await tx
            .select({ id: applicationParameters.id_organization })
            .from(applicationParameters)
            .where(eq(applicationParameters.id_organization, orgId))
            .for('update');
          const { updated_at: _at, ...before } = await parametersOf(tx, orgId);
          await tx
            .insert(applicationParameters)
            .values({ id_organization: orgId, ...toColumns({ ...before, [tab]: values }) })
            .onConflictDoUpdate({
              target: applicationParameters.id_organization,
              // Only this tab's columns: a change of another tab at the same time is kept.
              set: { ...values, updated_at: new Date() },
            });
          await writeAudit(tx, {
            actorId: principal.user.id,
            idOrganization: orgId,
            action: 'application_parameters.update',
            objectType: 'ApplicationParameters',
            objectId: orgId,
            objectName: await organizationName(tx, orgId),
            before: { [tab]: before[tab] },
            after: { [tab]: values },
            ip: request.ip,
          });
          return parametersOf(tx, orgId);
        });
      },
    );
  }
}
