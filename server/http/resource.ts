import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SubjectName } from '../../domain/access';
import { IdParams } from '../../domain/common/fields';
import {
  OrganizationFilterFields,
  orderingParam,
  paginated,
  type ListQuery,
} from '../../domain/common/pagination';
import { workingOrganizationOf, type Principal } from '../access/principals';
import { accessibleWhere } from '../access/sqlScope';
import { authorize, principalOf } from '../auth/authenticate';
import type { DbOrTx, Tx } from '../db/client';
import { checkViolation, uniqueViolation } from '../db/errors';
import type { AuditAction, AuditObjectType } from '../../domain/security/audited';
import { writeAudit } from '../db/audit';
import type { Services } from '../services';
import { NO_CONTENT, type ErrorStatus } from './contract';
import { badRequest, detailError, notFound, type FieldErrors } from './errors';
import { listPage, sqlKey, type ListSpec } from './list';
import type { Under } from './subResource';
import type { App } from './types';

/** What a resource's hooks get: the transaction, the caller and the request. */
export type WriteContext = { tx: Tx; principal: Principal; request: FastifyRequest; services: Services };
export type ReadContext = { db: DbOrTx; principal: Principal };

export type BaseRow = { id: number; id_organization: number };

/**
 * A list filter compared with `?name=value`: the column's equality, or a bound of a range
 * (`price_min: { column: products.price, bound: 'min' }` keeps prices of at least the value).
 */
export type Filter = PgColumn | { column: PgColumn; bound: 'min' | 'max' };

/**
 * One declaration per resource drives its five routes (list, get, create, update, delete) with
 * the API's conventions: access checked with the caller's CASL ability on the type and on the
 * row (conditions become SQL, so another organisation's row is a 404), writes in one
 * transaction with their audit row, unique indexes reported as field errors.
 */
export type Resource<TRow extends BaseRow, TCreate, TUpdate, TOut> = {
  /**
   * The resource in PascalCase (`ProductLaunch`): its audit object type and actions
   * (`productlaunch.create`), its OpenAPI tag and path (`product-launches`).
   */
  name: string;
  /**
   * Only where English makes the name's plural otherwise than `pluralPath` does (`niveaux`): the
   * path's last segment and the OpenAPI tag.
   */
  plural?: string;
  /** Only where the path is not the name's plural (`/security/roles/`). */
  path?: string;
  /** Only where its audit actions were named otherwise before (`role` for SecurityRole: `role.create`). */
  auditAction?: string;
  /**
   * The name the audit log keeps for a row, so it reads "Nova X1 Phone" rather than "Product #16".
   * By default the first of its name, title, email or code that it has.
   */
  auditName?: (row: TRow) => string | null;
  /**
   * The CASL subject checked for every action: the resource's own, or the area's that covers it
   * (`{ area: 'security' }`: read to read, manage to change).
   */
  subject: SubjectName | { area: SubjectName };
  /** The action every write checks instead of its own (a sub-resource's rows change with their parent: update). */
  writeAction?: string;
  /**
   * Where a row's organisation is: its `id_organization` column, or for the organisations
   * themselves (`'self'`) the row's own id. A `'self'` row reaches hooks, audit rows and
   * sub-resources with `id_organization` set to its id, so it reads like any other row; its
   * list is not narrowed to the caller's working organisation, and a create names no owner.
   */
  organization?: 'self';
  table: PgTable & { id: PgColumn; id_organization?: PgColumn };
  /** Row fields the ability's conditions may name (id_organization, brand, ...). */
  accessColumns: Record<string, PgColumn>;
  /**
   * For rows whose access is decided elsewhere (a launch is as reachable as its product, a role
   * as its organisation): the SQL scope for an action, and the object the ability judges for a row.
   */
  access?: {
    scope: (principal: Principal, action: string) => SQL | undefined;
    instance?: (db: DbOrTx, row: Record<string, unknown>) => Promise<Record<string, unknown>>;
  };
  /**
   * A row as its subject's conditions read it, where the row's own fields name something else:
   * a part of the organisation (a company) is judged as `Organization`, whose condition `id`
   * names the organisation, so it is `{ id: row.id_organization }` (docs/decisions/0008). The
   * SQL scope says the same through `accessColumns`; this is the per-row check's side.
   */
  asSubject?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** The 404's text for a missing row, where the spec names one ("Company not found."). */
  notFoundMessage?: string;
  schemas: {
    item: z.ZodType<TOut>;
    create: z.ZodType<TCreate>;
    update: z.ZodType<TUpdate>;
    listQuery: z.ZodObject;
  };
  list: Omit<ListSpec<TRow>, 'table' | 'where' | 'map'> & {
    /** Query parameter → column: `filters: { status: products.status, brand: products.brand }`. */
    filters?: Record<string, Filter>;
    /** Conditions no column comparison says (a product in a category); only for those. */
    where?: (
      query: ListQuery & Record<string, unknown>,
      ctx: ReadContext,
    ) => (SQL | undefined)[] | Promise<(SQL | undefined)[]>;
    /**
     * Pages are kept in the read cache (`services.readCache`) for callers of the same access
     * scope: only for resources whose `present` shows every caller the same. Every table a page
     * is read from must announce its changes (migration 0006); a test holds them to it.
     */
    cached?: { readsFrom: PgTable[] };
  };
  /** Rows as the API shows them (names, counts, URLs): one call per page. By default the row, dates as ISO strings. */
  present?: (ctx: ReadContext, rows: TRow[]) => Promise<TOut[]>;
  /** Values of a new row: references checked, derived columns computed. By default the input. */
  toInsert?: (ctx: WriteContext, input: TCreate) => Promise<Record<string, unknown>>;
  /** Values to change; may throw field errors after comparing with the row. By default the changes. */
  toUpdate?: (ctx: WriteContext, row: TRow, changes: TUpdate) => Promise<Record<string, unknown>>;
  /** Runs in the write's transaction after the row is written (links, history, subtree). */
  afterWrite?: (ctx: WriteContext, row: TRow, before: TRow | null, input: TCreate | TUpdate) => Promise<void>;
  /** Refuses a delete (409) while the row is in use. */
  beforeDelete?: (ctx: WriteContext, row: TRow) => Promise<void>;
  /**
   * Per-field rules of a write, judged after the caller may write the row at all: the fields they
   * may not set, as 400 `{field: [message]}` (a user's role only by who may give it). `row` is
   * null for a create.
   */
  fieldRules?: (ctx: WriteContext, row: TRow | null, input: TCreate | TUpdate) => FieldErrors;
  /**
   * What the audit log keeps beyond the row's fields: how a row was created (a user invited by
   * an emailed link), what a deleted row took with it (a role's permissions).
   */
  audited?: {
    create?: (input: TCreate) => Record<string, unknown>;
    delete?: (ctx: WriteContext, row: TRow) => Promise<Record<string, unknown>>;
  };
  /** Unique index name → the field and message a clash reports. */
  unique: Record<string, [field: string, message: string]>;
  /**
   * CHECK constraint name → the field and message it reports, should a write reach the database
   * with a row the hooks did not refuse first: a 400 on the field, never a 500.
   */
  checks?: Record<string, [field: string, message: string]>;
  /** False where rows are deactivated, never deleted (users): no DELETE route. */
  deletable?: false;
  /** Errors an update may answer beyond the derived ones (server/http/contract.ts), e.g. 409. */
  updateErrors?: readonly ErrorStatus[];
  /** Set by subResourceRoutes on a sub-resource's registry entry: where its rows hang (server/http/subResource.ts). */
  under?: Under;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds every resource's own types
export type AnyResource = Resource<any, any, any, any>;

/** `ProductLaunch` → `product-launches`, `Category` → `categories`. */
export function pluralPath(name: string) {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  if (/[^aeiou]y$/.test(words)) return `${words.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(words)) return `${words}es`;
  return `${words}s`;
}

/** A resource's plural: its own when it gives one, else the name's (`pluralPath`). */
export const pluralOf = (r: { name: string; plural?: string }) => r.plural ?? pluralPath(r.name);

/** Where a resource's list is served (`/product-launches/`), unless it names its own path. */
export const resourcePath = (r: { name: string; plural?: string; path?: string }) =>
  r.path ?? `/${pluralOf(r)}/`;

/** A row as the API shows it when nothing else is said: dates as ISO strings. */
export const presentRows = async <TRow extends Record<string, unknown>, TOut>(
  _ctx: ReadContext,
  rows: TRow[],
) =>
  rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])),
  ) as TOut[];

/** The column holding a row's organisation (see `Resource.organization`). */
export const organizationColumnOf = (r: Pick<AnyResource, 'organization' | 'table'>): PgColumn =>
  r.organization === 'self' ? r.table.id : r.table.id_organization!;

/**
 * The organisation filter every list takes (`?organization=`), beside the declared ones. It is
 * ANDed with the caller's access scope like any filter, so it can only narrow what they may read.
 * Without one, the list of whoever chose an organisation to work in shows that organisation's
 * rows: the choice is the server's, so every list, count and create follows it alike.
 */
export function organizationWhere(
  column: PgColumn,
  query: Record<string, unknown>,
  workingOrganization: number | null = null,
) {
  const organization = query.organization ?? workingOrganization;
  return organization === undefined || organization === null ? undefined : eq(column, organization);
}

/** The SQL of the declared filters the query names. */
export function filterWhere(filters: Record<string, Filter>, query: Record<string, unknown>) {
  return Object.entries(filters).map(([param, filter]) => {
    const value = query[param];
    if (value === undefined) return undefined;
    if (!('bound' in filter)) return eq(filter, value);
    return filter.bound === 'min' ? gte(filter.column, value) : lte(filter.column, value);
  });
}

const WRITES = new Set(['create', 'update', 'delete']);

/**
 * The audit action a resource writes for a create, update or delete (`product.create`). The
 * resource's name and these actions must be words of the audit log's registry
 * (domain/security/audited.ts); tests/api/security-audit-names.test.ts holds every registered
 * resource to it, as the types cannot see a name built at run time.
 */
export const auditActionOf = (r: Pick<AnyResource, 'name' | 'auditAction'>, action: string) =>
  `${r.auditAction ?? r.name.toLowerCase()}.${action}` as AuditAction;

const NAME_FIELDS = ['name', 'title', 'email', 'code'] as const;
/** A row's name for the audit log: the first of its name-like fields that holds some text. */
export function defaultAuditName(row: Record<string, unknown>): string | null {
  for (const field of NAME_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/**
 * What a declaration gives besides its routes: its rows as the caller may see and change them,
 * for routes of its own (a role's permissions) and for other routes writing the same rows (the
 * signed-in user's own profile is a user's update).
 */
export function resourceService<TRow extends BaseRow, TCreate, TUpdate, TOut>(
  services: Services,
  r: Resource<TRow, TCreate, TUpdate, TOut>,
) {
  const { db } = services.database;
  const auditType = r.name;
  const subjectName = typeof r.subject === 'string' ? r.subject : r.subject.area;
  // An area's subject covers its resources: reading them is reading it, changing them managing it.
  const actionOn = (action: string) =>
    !WRITES.has(action) ? action : (r.writeAction ?? (typeof r.subject === 'string' ? action : 'manage'));
  const allowed = (principal: Principal, action: string, instance?: Record<string, unknown>) =>
    authorize(principal, actionOn(action), subjectName, instance);
  const present = r.present ?? presentRows<TRow, TOut>;
  const scope = (principal: Principal, action: string) =>
    r.access
      ? r.access.scope(principal, action)
      : accessibleWhere(principal.ability, actionOn(action), subjectName, r.accessColumns);
  const instance = async (db: DbOrTx, row: Record<string, unknown>) =>
    r.access?.instance ? r.access.instance(db, row) : (r.asSubject?.(row) ?? row);
  const presentOne = async (ctx: ReadContext, row: TRow) => (await present(ctx, [row]))[0]!;
  // An organisation's row is its own organisation's (see `Resource.organization`).
  const owned = (row: TRow): TRow => (r.organization === 'self' ? { ...row, id_organization: row.id } : row);
  // The audit log keeps the row's own fields; its timestamps are the log's.
  const snapshot = ({
    created_at: _c,
    updated_at: _u,
    ...row
  }: TRow & { created_at?: unknown; updated_at?: unknown }) => row as Record<string, unknown>;
  // `orgId`: the row's organisation before the write (an update may move it to another).
  const audit = (
    ctx: WriteContext,
    action: string,
    row: TRow,
    before: unknown,
    after: unknown,
    orgId = row.id_organization,
  ) =>
    writeAudit(ctx.tx, {
      actorId: ctx.principal.user.id,
      idOrganization: orgId,
      action: auditActionOf(r, action),
      objectType: auditType as AuditObjectType,
      objectId: row.id,
      objectName: r.auditName ? r.auditName(row) : defaultAuditName(row),
      before,
      after,
      ip: ctx.request.ip,
    });
  const fieldCheck = (ctx: WriteContext, row: TRow | null, input: TCreate | TUpdate) => {
    const errors = r.fieldRules?.(ctx, row, input) ?? {};
    if (Object.keys(errors).length) throw badRequest(errors);
  };
  const inTransaction = <T>(
    principal: Principal,
    request: FastifyRequest,
    work: (ctx: WriteContext) => Promise<T>,
  ) =>
    db
      .transaction((tx) => work({ tx, principal, request, services }))
      .catch((error: unknown) => {
        const clash = uniqueViolation(error);
        const check = checkViolation(error);
        const known = (clash && r.unique[clash]) || (check && r.checks?.[check]);
        if (known) throw badRequest({ [known[0]]: [known[1]] });
        throw error;
      });

  /**
   * The row if the caller may `action` it. A row they cannot even read is "Not found." (404),
   * one they can read but not change is 403 with the spec's text. `lock` holds the row until
   * the transaction ends, so concurrent writes apply one after the other.
   */
  async function findFor(
    db: DbOrTx,
    principal: Principal,
    id: number,
    action: string,
    lock = false,
  ): Promise<TRow> {
    // An area's right has no conditions on rows: without it, every row of the area is forbidden.
    if (typeof r.subject !== 'string') allowed(principal, action);
    const query = db
      .select()
      .from(r.table as PgTable)
      .where(and(eq(r.table.id, id), scope(principal, 'read')))
      .limit(1);
    const [found] = (await (lock ? query.for('update') : query)) as TRow[];
    if (!found) throw r.notFoundMessage ? detailError(404, r.notFoundMessage) : notFound();
    const row = owned(found);
    if (action !== 'read') allowed(principal, action, await instance(db, row));
    return row;
  }

  /**
   * A create within a transaction the caller holds: another resource's write that makes this
   * row too (a new organisation's first administrator) runs the same checks, hooks and audit.
   */
  async function createIn(ctx: WriteContext, input: TCreate) {
    const { principal } = ctx;
    allowed(principal, 'create');
    // The organisation the caller works in unless the resource chose one (a superuser naming another).
    const values = {
      ...(r.organization === 'self' ? {} : { id_organization: workingOrganizationOf(principal) }),
      ...(r.toInsert ? await r.toInsert(ctx, input) : (input as Record<string, unknown>)),
    };
    allowed(principal, 'create', await instance(ctx.tx, values));
    fieldCheck(ctx, null, input);
    const [inserted] = (await ctx.tx
      .insert(r.table)
      .values(values as never)
      .returning()) as TRow[];
    const created = owned(inserted!);
    await r.afterWrite?.(ctx, created, null, input);
    const after = { ...snapshot(created), ...r.audited?.create?.(input) };
    await audit(ctx, 'create', created, null, after);
    return created;
  }

  async function create(principal: Principal, request: FastifyRequest, input: TCreate) {
    allowed(principal, 'create');
    return inTransaction(principal, request, (ctx) => createIn(ctx, input));
  }

  async function update(principal: Principal, request: FastifyRequest, id: number, changes: TUpdate) {
    return inTransaction(principal, request, async (ctx) => {
      const current = await findFor(ctx.tx, principal, id, 'update', true);
      fieldCheck(ctx, current, changes);
      const values = r.toUpdate
        ? await r.toUpdate(ctx, current, changes)
        : (changes as Record<string, unknown>);
      // The row as it would be must still be the caller's to update (a brand manager
      // cannot hand a product to another brand).
      allowed(principal, 'update', await instance(ctx.tx, { ...current, ...values }));
      const [written] = (await ctx.tx
        .update(r.table)
        .set({ ...values, updated_at: new Date() } as never)
        .where(eq(r.table.id, current.id))
        .returning()) as TRow[];
      const updated = owned(written!);
      await r.afterWrite?.(ctx, updated, current, changes);
      const [before, after] = changedFields(snapshot(current), snapshot(updated));
      if (Object.keys(after).length)
        await audit(ctx, 'update', updated, before, after, current.id_organization);
      return updated;
    });
  }

  async function remove(principal: Principal, request: FastifyRequest, id: number) {
    await inTransaction(principal, request, async (ctx) => {
      const current = await findFor(ctx.tx, principal, id, 'delete', true);
      await r.beforeDelete?.(ctx, current);
      const before = { ...snapshot(current), ...(await r.audited?.delete?.(ctx, current)) };
      await ctx.tx.delete(r.table).where(eq(r.table.id, current.id));
      await audit(ctx, 'delete', current, before, null);
    });
  }

  return {
    subjectName,
    actionOn,
    allowed,
    scope,
    owned,
    instance,
    present,
    presentOne,
    findFor,
    create,
    createIn,
    update,
    remove,
  };
}

export function resourceRoutes<TRow extends BaseRow, TCreate, TUpdate, TOut>(
  app: App,
  services: Services,
  r: Resource<TRow, TCreate, TUpdate, TOut>,
) {
  const { db } = services.database;
  services.resources.push(r);
  const rows = resourceService(services, r);
  const { subjectName, actionOn, present, presentOne, owned } = rows;
  const organizationColumn = organizationColumnOf(r);
  const path = resourcePath(r);
  const item = `${path}:id/`;
  const openApi = { tags: [pluralOf(r)] };
  // The schemas are the resource's, so Fastify still validates and documents each route; the
  // handlers are typed here by hand, as the type provider cannot see through the generics.
  const router = app as unknown as FastifyInstance;
  type ById = FastifyRequest<{ Params: { id: number }; Body: unknown }>;

  // What each route asks, checked before validation (server/http/requiredAbility.ts).
  const requires = (action: string) => ({ requires: { action: actionOn(action), subject: subjectName } });

  router.get(
    path,
    {
      config: requires('read'),
      schema: {
        ...openApi,
        summary: `List (${subjectName} ${actionOn('read')})`,
        querystring: r.schemas.listQuery.extend({
          ...OrganizationFilterFields,
          ordering: orderingParam(Object.keys(r.list.orderable)),
        }),
        response: { 200: paginated(r.schemas.item) },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      rows.allowed(principal, 'read');
      const query = request.query as ListQuery & Record<string, unknown>;
      const visible = rows.scope(principal, 'read');
      const special = (await r.list.where?.(query, { db, principal })) ?? [];
      const load = async () => {
        const page = await listPage(db, request, query, {
          ...r.list,
          table: r.table,
          where: [
            visible,
            organizationWhere(
              organizationColumn,
              query,
              r.organization === 'self' ? null : principal.workingOrganization,
            ),
            ...filterWhere(r.list.filters ?? {}, query),
            ...special,
          ],
          map: owned,
          ...(r.list.cached && { countCache: services.readCache }),
        });
        return { ...page, results: await present({ db, principal }, page.results) };
      };
      if (!r.list.cached) return load();
      // Callers who see the same rows share a page: the key is the scope as SQL and the URL (and
      // the organisation they work in, which narrows a list that names none).
      const working = r.organization === 'self' ? null : principal.workingOrganization;
      const key = `${request.url}\n${working ?? ''}\n${sqlKey(and(visible, ...special))}`;
      const body = await services.readCache.get(key, async () => reply.serialize(await load()) as string);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  router.get(
    item,
    {
      config: requires('read'),
      schema: {
        ...openApi,
        summary: 'One row (404 outside the caller’s scope)',
        params: IdParams,
        response: { 200: r.schemas.item },
      },
    },
    async (request: ById) => {
      const principal = principalOf(request);
      return presentOne({ db, principal }, await rows.findFor(db, principal, request.params.id, 'read'));
    },
  );

  router.post(
    path,
    {
      config: requires('create'),
      schema: {
        ...openApi,
        summary: `Create (${subjectName} ${actionOn('create')})`,
        body: r.schemas.create,
        response: { 201: r.schemas.item },
      },
    },
    async (request: ById, reply) => {
      const principal = principalOf(request);
      const row = await rows.create(principal, request, request.body as TCreate);
      return reply.status(201).send(await presentOne({ db, principal }, row));
    },
  );

  router.patch(
    item,
    {
      config: { errors: r.updateErrors ?? [], ...requires('update') },
      schema: {
        ...openApi,
        summary: `Update (${subjectName} ${actionOn('update')})`,
        params: IdParams,
        body: r.schemas.update,
        response: { 200: r.schemas.item },
      },
    },
    async (request: ById) => {
      const principal = principalOf(request);
      const row = await rows.update(principal, request, request.params.id, request.body as TUpdate);
      return presentOne({ db, principal }, row);
    },
  );

  if (r.deletable === false) return { ...rows, path };
  router.delete(
    item,
    {
      config: requires('delete'),
      schema: {
        ...openApi,
        summary: `Delete (${subjectName} ${actionOn('delete')})`,
        params: IdParams,
        response: NO_CONTENT,
      },
    },
    async (request: ById, reply) => {
      await rows.remove(principalOf(request), request, request.params.id);
      return reply.status(204).send();
    },
  );

  return { ...rows, path };
}

/** The fields that differ, as (before, after) pairs of objects, for the audit log. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updated_at') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  return [b, a] as const;
}
