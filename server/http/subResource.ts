// Rows that belong to a row of another resource, served under it: `/{parents}/{id}/{children}/`.
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SubjectName } from '../../domain/access';
import { IdParams } from '../../domain/common/fields';
import { orderingParam, paginated, type ListQuery } from '../../domain/common/pagination';
import type { Principal } from '../access/principals';
import { principalOf } from '../auth/authenticate';
import type { DbOrTx } from '../db/client';
import type { Services } from '../services';
import { NO_CONTENT } from './contract';
import { listPage } from './list';
import { filterWhere, pluralPath, resourceService, type BaseRow, type Resource } from './resource';
import type { App } from './types';

/** What a sub-resource needs of its parent's declaration: its path and its rows as the caller may reach them. */
export type Parent = {
  path: string;
  subjectName: SubjectName;
  /** The action the parent checks for one of its own (an area's subject: manage to change). */
  actionOn?: (action: string) => string;
  findFor: (db: DbOrTx, principal: Principal, id: number, action: string) => Promise<BaseRow>;
};

/**
 * A resource whose rows belong to a row of another (`/units/{id}/addresses/`): the parent must be
 * readable to read them and updatable to change them, and they are scoped through it (another
 * parent's row is "Not found."). The declaration names the column that points to the parent.
 */
export type SubResource<TRow extends BaseRow, TCreate, TUpdate, TOut> = Omit<
  Resource<TRow, TCreate, TUpdate, TOut>,
  'path' | 'subject' | 'access' | 'accessColumns' | 'writeAction'
> & { parentColumn: PgColumn };

export function subResourceRoutes<TRow extends BaseRow, TCreate, TUpdate, TOut>(
  app: App,
  services: Services,
  parent: Parent,
  r: SubResource<TRow, TCreate, TUpdate, TOut>,
) {
  const { db } = services.database;
  const path = `${parent.path}:parent/${pluralPath(r.name)}/`;
  services.resources.push({
    ...r,
    path,
    subject: parent.subjectName,
    writeAction: 'update',
    accessColumns: {},
  });
  const item = `${path}:id/`;
  const openApi = { tags: [pluralPath(r.name)] };
  const router = app as unknown as FastifyInstance;
  type Under = FastifyRequest<{ Params: { parent: number; id: number }; Body: unknown }>;
  const Params = IdParams.extend({ parent: IdParams.shape.id });
  const ParentParams = z.object({ parent: IdParams.shape.id });

  // The parent's read to read, its update to change (server/http/requiredAbility.ts).
  const parentAction = (action: string) => parent.actionOn?.(action) ?? action;
  const reads = { requires: { action: parentAction('read'), subject: parent.subjectName } };
  const changes = { requires: { action: parentAction('update'), subject: parent.subjectName } };

  /** The rows under one parent the caller may `action`: its declaration, scoped to that parent. */
  const under = async (request: Under, action: string) => {
    const principal = principalOf(request);
    const parentRow = await parent.findFor(
      db,
      principal,
      request.params.parent,
      action === 'read' ? 'read' : 'update',
    );
    const scoped: Resource<TRow, TCreate, TUpdate, TOut> = {
      ...r,
      subject: parent.subjectName,
      writeAction: 'update',
      accessColumns: {},
      access: { scope: () => eq(r.parentColumn, parentRow.id), instance: async () => parentRow },
      toInsert: async (ctx, input) => ({
        ...(r.toInsert ? await r.toInsert(ctx, input) : (input as Record<string, unknown>)),
        [r.parentColumn.name]: parentRow.id,
        id_organization: parentRow.id_organization,
      }),
    };
    return { principal, rows: resourceService(services, scoped), scoped };
  };

  router.get(
    path,
    {
      config: reads,
      schema: {
        ...openApi,
        summary: `List (the parent's read)`,
        params: ParentParams,
        querystring: r.schemas.listQuery.extend({ ordering: orderingParam(Object.keys(r.list.orderable)) }),
        response: { 200: paginated(r.schemas.item) },
      },
    },
    async (request: Under) => {
      const { principal, rows, scoped } = await under(request, 'read');
      const query = request.query as ListQuery & Record<string, unknown>;
      const special = (await r.list.where?.(query, { db, principal })) ?? [];
      const page = await listPage(db, request, query, {
        ...r.list,
        table: r.table,
        where: [
          scoped.access!.scope(principal, 'read'),
          ...filterWhere(r.list.filters ?? {}, query),
          ...special,
        ],
        map: (row: TRow) => row,
      });
      return { ...page, results: await rows.present({ db, principal }, page.results) };
    },
  );

  router.get(
    item,
    {
      config: reads,
      schema: {
        ...openApi,
        summary: 'One row of the parent',
        params: Params,
        response: { 200: r.schemas.item },
      },
    },
    async (request: Under) => {
      const { principal, rows } = await under(request, 'read');
      return rows.presentOne({ db, principal }, await rows.findFor(db, principal, request.params.id, 'read'));
    },
  );

  router.post(
    path,
    {
      config: changes,
      schema: {
        ...openApi,
        summary: `Create (the parent's update)`,
        params: ParentParams,
        body: r.schemas.create,
        response: { 201: r.schemas.item },
      },
    },
    async (request: Under, reply) => {
      const { principal, rows } = await under(request, 'create');
      const row = await rows.create(principal, request, request.body as TCreate);
      return reply.status(201).send(await rows.presentOne({ db, principal }, row));
    },
  );

  router.patch(
    item,
    {
      config: changes,
      schema: {
        ...openApi,
        summary: `Update (the parent's update)`,
        params: Params,
        body: r.schemas.update,
        response: { 200: r.schemas.item },
      },
    },
    async (request: Under) => {
      const { principal, rows } = await under(request, 'update');
      const row = await rows.update(principal, request, request.params.id, request.body as TUpdate);
      return rows.presentOne({ db, principal }, row);
    },
  );

  router.delete(
    item,
    {
      config: changes,
      schema: { ...openApi, summary: `Delete (the parent's update)`, params: Params, response: NO_CONTENT },
    },
    async (request: Under, reply) => {
      const { principal, rows } = await under(request, 'delete');
      await rows.remove(principal, request, request.params.id);
      return reply.status(204).send();
    },
  );

  return { path };
}
