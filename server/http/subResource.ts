// Rows that belong to a row of another resource, served under it: `/{parents}/{id}/{children}/`.
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SubjectName } from '../../domain/access';
import { IdParams } from '../../domain/common/fields';
import { orderingParam, paginated, type ListQuery } from '../../domain/common/pagination';
import type { Principal } from '../access/principals';
import { authorize, principalOf } from '../auth/authenticate';
import type { DbOrTx } from '../db/client';
import type { Services } from '../services';
import { NO_CONTENT } from './contract';
import type { AuditObjectType } from '../../domain/security/audited';
import { writeAudit } from '../db/audit';
import { fieldError } from './errors';
import { listPage } from './list';
import {
  auditActionOf,
  defaultAuditName,
  filterWhere,
  pluralOf,
  resourceService,
  type BaseRow,
  type Resource,
  type WriteContext,
} from './resource';
import type { App } from './types';

/** What a sub-resource needs of its parent's declaration: its path and its rows as the caller may reach them. */
export type Parent = {
  path: string;
  subjectName: SubjectName;
  /** The action the parent checks for one of its own (an area's subject: manage to change). */
  actionOn?: (action: string) => string;
  findFor: (db: DbOrTx, principal: Principal, id: number, action: string) => Promise<BaseRow>;
  /**
   * The parent row as its subject's conditions read it (a company is judged as its organisation,
   * server/http/resource.ts `asSubject`): the children's writes are judged on it.
   */
  instance?: (db: DbOrTx, row: Record<string, unknown>) => Promise<Record<string, unknown>>;
};

/**
 * A resource whose rows belong to a row of another (`/units/{id}/addresses/`): the parent must be
 * readable to read them and updatable to change them, and they are scoped through it (another
 * parent's row is "Not found."). The declaration names the column that points to the parent.
 */
export type SubResource<TRow extends BaseRow, TCreate, TUpdate, TOut> = Omit<
  Resource<TRow, TCreate, TUpdate, TOut>,
  'path' | 'subject' | 'access' | 'accessColumns' | 'writeAction'
> & {
  parentColumn: PgColumn;
  /**
   * The path under the parent where it is not the name's plural: one child type under several
   * parents keeps one name (its audit type, its conformance fixture) and reads naturally there
   * (`UnitAddress` at `/companies/{id}/addresses/`).
   */
  segment?: string;
  /**
   * Columns every row under this parent has, beside the parent's id: the owner's kind of a
   * polymorphic child (`unit_kind = 'company'`). They scope every read and are set on insert.
   */
  fixed?: { column: PgColumn; value: unknown }[];
  /**
   * One row per parent is the main one when any exist: the first becomes it, naming another
   * moves the flag (cleared, then set, in the write's transaction), the main one cannot be
   * unflagged (400 with `keep`), and deleting it makes the oldest remaining one main.
   */
  main?: { column: PgColumn; keep: string };
  /**
   * The parent's field its rows are, where a role may update only some of the parent's fields
   * (a client's `contacts`): writing the rows needs the parent's update on that field.
   */
  parentField?: string;
};

/** What the registry (services.resources) keeps of a sub-resource, for suites that find its rows. */
export type Under = { parentPath: string; column: PgColumn; fixed: { column: PgColumn; value: unknown }[] };

export function subResourceRoutes<TRow extends BaseRow, TCreate, TUpdate, TOut>(
  app: App,
  services: Services,
  parent: Parent,
  r: SubResource<TRow, TCreate, TUpdate, TOut>,
) {
  const { db } = services.database;
  const path = `${parent.path}:parent/${r.segment ?? pluralOf(r)}/`;
  const fixed = r.fixed ?? [];
  const placement: Under = { parentPath: parent.path, column: r.parentColumn, fixed };
  services.resources.push({
    ...r,
    path,
    subject: parent.subjectName,
    writeAction: 'update',
    accessColumns: {},
    under: placement,
  } as Resource<TRow, TCreate, TUpdate, TOut>);
  const item = `${path}:id/`;
  const openApi = { tags: [pluralOf(r)] };
  const router = app as unknown as FastifyInstance;
  type UnderRequest = FastifyRequest<{ Params: { parent: number; id: number }; Body: unknown }>;
  const Params = IdParams.extend({ parent: IdParams.shape.id });
  const ParentParams = z.object({ parent: IdParams.shape.id });

  // The parent's read to read, its update to change (server/http/requiredAbility.ts).
  const parentAction = (action: string) => parent.actionOn?.(action) ?? action;
  const reads = { requires: { action: parentAction('read'), subject: parent.subjectName } };
  const changes = {
    requires: {
      action: parentAction('update'),
      subject: parent.subjectName,
      ...(r.parentField !== undefined && { field: r.parentField }),
    },
  };

  /**
   * The main flag's rules among the rows of one parent (`siblings`), when the declaration has one.
   * The flag leaving a row (another made main) or coming to it (the main one deleted) changes that
   * other row too: each such change has its own audit row, in the write's transaction.
   */
  const mainFlag = (siblings: SQL) => {
    if (!r.main) return undefined;
    const { column, keep } = r.main;
    const key = column.name;
    const table = r.table as PgTable & { id: PgColumn };
    const setFlag = async (ctx: WriteContext, where: SQL | undefined, value: boolean) => {
      const changed = (await ctx.tx
        .update(table)
        .set({ [key]: value } as never)
        .where(where)
        .returning()) as unknown as TRow[];
      for (const row of changed)
        await writeAudit(ctx.tx, {
          actorId: ctx.principal.user.id,
          idOrganization: row.id_organization,
          action: auditActionOf(r, 'update'),
          objectType: r.name as AuditObjectType,
          objectId: row.id,
          objectName: r.auditName ? r.auditName(row) : defaultAuditName(row),
          before: { [key]: !value },
          after: { [key]: value },
          ip: ctx.request.ip,
        });
    };
    const clear = (ctx: WriteContext, except?: number) =>
      setFlag(
        ctx,
        and(siblings, eq(column, true), except === undefined ? undefined : ne(table.id, except)),
        false,
      );
    return {
      async onInsert(ctx: WriteContext, values: Record<string, unknown>) {
        if (values[key] === true) await clear(ctx);
        else {
          const [any] = await ctx.tx.select({ id: table.id }).from(table).where(siblings).limit(1);
          // The first row of a parent is its main one.
          if (!any) return { ...values, [key]: true };
        }
        return values;
      },
      async onUpdate(ctx: WriteContext, row: TRow, values: Record<string, unknown>) {
        const current = (row as Record<string, unknown>)[key] === true;
        if (values[key] === true && !current) await clear(ctx, row.id);
        if (values[key] === false && current) throw fieldError(key, keep);
        return values;
      },
      async onDelete(ctx: WriteContext, row: TRow) {
        if ((row as Record<string, unknown>)[key] !== true) return;
        // The index allows one main per parent: unflag this one (its delete is its audit row)
        // before flagging its successor.
        await ctx.tx
          .update(table)
          .set({ [key]: false } as never)
          .where(eq(table.id, row.id));
        const [next] = await ctx.tx
          .select({ id: table.id })
          .from(table)
          .where(and(siblings, ne(table.id, row.id)))
          .orderBy(asc(table.id))
          .limit(1);
        if (next) await setFlag(ctx, eq(table.id, next.id), true);
      },
    };
  };

  /** The rows under one parent the caller may `action`: its declaration, scoped to that parent. */
  const under = async (request: UnderRequest, action: string) => {
    const principal = principalOf(request);
    const parentRow = await parent.findFor(
      db,
      principal,
      request.params.parent,
      action === 'read' ? 'read' : 'update',
    );
    if (action !== 'read' && r.parentField !== undefined) {
      const judged = parent.instance ? await parent.instance(db, parentRow) : parentRow;
      authorize(principal, parentAction('update'), parent.subjectName, judged, r.parentField);
    }
    const siblings = and(eq(r.parentColumn, parentRow.id), ...fixed.map((f) => eq(f.column, f.value)))!;
    const flag = mainFlag(siblings);
    const scoped: Resource<TRow, TCreate, TUpdate, TOut> = {
      ...r,
      subject: parent.subjectName,
      writeAction: 'update',
      accessColumns: {},
      access: {
        scope: () => siblings,
        instance: async () => (parent.instance ? parent.instance(db, parentRow) : parentRow),
      },
      toInsert: async (ctx, input) => {
        const values = {
          ...(r.toInsert ? await r.toInsert(ctx, input) : (input as Record<string, unknown>)),
          ...Object.fromEntries(fixed.map((f) => [f.column.name, f.value])),
          [r.parentColumn.name]: parentRow.id,
          id_organization: parentRow.id_organization,
        };
        return flag ? flag.onInsert(ctx, values) : values;
      },
      toUpdate: async (ctx, row, changes) => {
        const values = r.toUpdate
          ? await r.toUpdate(ctx, row, changes)
          : (changes as Record<string, unknown>);
        return flag ? flag.onUpdate(ctx, row, values) : values;
      },
      beforeDelete: async (ctx, row) => {
        await r.beforeDelete?.(ctx, row);
        await flag?.onDelete(ctx, row);
      },
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
    async (request: UnderRequest) => {
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
    async (request: UnderRequest) => {
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
    async (request: UnderRequest, reply) => {
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
    async (request: UnderRequest) => {
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
    async (request: UnderRequest, reply) => {
      const { principal, rows } = await under(request, 'delete');
      await rows.remove(principal, request, request.params.id);
      return reply.status(204).send();
    },
  );

  return { path };
}
