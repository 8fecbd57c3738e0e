import { inArray } from 'drizzle-orm';
import { workingOrganizationOf } from '../../access/principals';
import {
  EnvironmentCreateSchema,
  EnvironmentListQuerySchema,
  EnvironmentSchema,
  EnvironmentUpdateSchema,
  environmentMessages as messages,
  type Environment,
  type EnvironmentCreate,
  type EnvironmentUpdate,
} from '../../../domain/sales/environment';
import { resourceRoutes, type ReadContext, type WriteContext } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkReferences } from '../catalogue/rules';
import { clients, environments } from './tables';

type EnvironmentRow = typeof environments.$inferSelect;

async function present({ db }: ReadContext, rows: EnvironmentRow[]): Promise<Environment[]> {
  if (!rows.length) return [];
  const names = new Map(
    (
      await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(inArray(clients.id, [...new Set(rows.map((r) => r.client_id))]))
    ).map((c) => [c.id, c.name]),
  );
  return rows.map(({ client_id, created_at, updated_at, ...row }) => ({
    ...row,
    client: client_id,
    client_name: names.get(client_id) ?? '',
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  }));
}

const checkClient = (ctx: WriteContext, orgId: number, client: number | undefined) =>
  checkReferences(ctx.tx, orgId, [
    { field: 'client', table: clients, ids: client === undefined ? [] : [client] },
  ]);

/** Client environments (subject Environment): a client's installations, each name once per client. */
export function environmentRoutes(app: App, services: Services) {
  resourceRoutes<EnvironmentRow, EnvironmentCreate, EnvironmentUpdate, Environment>(app, services, {
    name: 'Environment',
    subject: 'Environment',
    table: environments,
    accessColumns: { id: environments.id, id_organization: environments.id_organization },
    notFoundMessage: messages.notFound,
    schemas: {
      item: EnvironmentSchema,
      create: EnvironmentCreateSchema,
      update: EnvironmentUpdateSchema,
      listQuery: EnvironmentListQuerySchema,
    },
    list: {
      orderable: {
        name: environments.name,
        kind: environments.kind,
        status: environments.status,
        created_at: environments.created_at,
      },
      defaultOrdering: 'name',
      searchable: [environments.name, environments.url],
      tieBreaker: environments.id,
      filters: { client: environments.client_id, kind: environments.kind, status: environments.status },
    },
    present,
    toInsert: async (ctx, { client, ...values }) => {
      await checkClient(ctx, workingOrganizationOf(ctx.principal), client);
      return { ...values, client_id: client };
    },
    toUpdate: async (ctx, row, { client, ...values }) => {
      await checkClient(ctx, row.id_organization, client);
      return { ...values, ...(client !== undefined && { client_id: client }) };
    },
    unique: { environments_client_name_unique: ['name', messages.nameTaken] },
  });
}
