import { eq } from 'drizzle-orm';
import {
  ApplicationListQuerySchema,
  ModuleListQuerySchema,
  OperationListQuerySchema,
  SecurityApplicationSchema,
  SecurityModuleSchema,
  SecurityOperationSchema,
} from '../../../../domain/security';
import { orderingParam, paginated } from '../../../../domain/common/pagination';
import { authorize, principalOf } from '../../../auth/authenticate';
import { listPage } from '../../../http/list';
import type { App } from '../../../http/types';
import type { Services } from '../../../services';
import { modulesCounts, permissionsCounts } from '../catalog';
import {
  serializeApplication,
  serializeModule,
  serializeOperation,
  type ApplicationRow,
  type ModuleRow,
  type OperationRow,
} from '../serialize';
import { securityApplications, securityModules, securityOperations } from '../tables';
import { securityTag as tag } from './openApi';

const APPLICATION_ORDERING = {
  id: securityApplications.id,
  sort_order: securityApplications.sort_order,
  name: securityApplications.name,
  code: securityApplications.code,
};

const MODULE_ORDERING = {
  id: securityModules.id,
  application: securityModules.application_id,
  sort_order: securityModules.sort_order,
  name: securityModules.name,
  code: securityModules.code,
};

const OPERATION_ORDERING = {
  id: securityOperations.id,
  sort_order: securityOperations.sort_order,
  name: securityOperations.name,
  code: securityOperations.code,
};

/** The catalogue of what can be granted: applications, their modules (CASL subjects) and operations (CASL actions). */
export function catalogRoutes(app: App, services: Services) {
  const { db } = services.database;
  app.get(
    '/security/applications/',
    {
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Security applications (modules_count from the modules)',
        querystring: ApplicationListQuerySchema.extend({
          ordering: orderingParam(Object.keys(APPLICATION_ORDERING)),
        }),
        response: { 200: paginated(SecurityApplicationSchema) },
      },
    },
    async (request) => {
      authorize(principalOf(request), 'read', 'security');
      const q = request.query;
      const page = await listPage(db, request, q, {
        table: securityApplications,
        where: [q.active_only ? eq(securityApplications.is_active, true) : undefined],
        orderable: APPLICATION_ORDERING,
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
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Modules (a module’s code is the CASL subject; permissions_count in the caller’s scope)',
        querystring: ModuleListQuerySchema.extend({ ordering: orderingParam(Object.keys(MODULE_ORDERING)) }),
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
        orderable: MODULE_ORDERING,
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
      config: { requires: { action: 'read', subject: 'security' } },
      schema: {
        ...tag,
        summary: 'Operations (an operation’s code is the CASL action)',
        querystring: OperationListQuerySchema.extend({
          ordering: orderingParam(Object.keys(OPERATION_ORDERING)),
        }),
        response: { 200: paginated(SecurityOperationSchema) },
      },
    },
    async (request) => {
      authorize(principalOf(request), 'read', 'security');
      return listPage(db, request, request.query, {
        table: securityOperations,
        where: [],
        orderable: OPERATION_ORDERING,
        defaultOrdering: 'sort_order',
        searchable: [securityOperations.name, securityOperations.code],
        tieBreaker: securityOperations.id,
        map: (row: OperationRow) => serializeOperation(row),
      });
    },
  );
}
