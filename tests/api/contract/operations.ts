// Every operation of openapi/openapi.json, and real rows to call it on: suites generated from the
// contract (the authorisation matrix, the fuzzer) enumerate the document rather than the routes,
// so a new operation is covered by being in the document.
//
// Stable API (add to it, do not change it):
//   documentOperations()          every operation: method, paths, operationId, parameters, body, security
//   prepareRecords(t)             ensures each organisation has a row behind every kind of path
//                                 parameter (uploads a product image), then resolves them
//   records.values(op, org)       path parameters naming rows of organisation `org` (DEMO or ACME)
//   records.url(op, org)          the path to give `t.api`, filled with those values
//   records.fresh(op, org)        like values, but the last id names a new copy of the row
//                                 (a throwaway for a DELETE or any write that should not touch fixtures)
//   fillPath(op, values)          the path with `{name}` replaced
//   resourceAt(t, prefix)         the declared resource whose rows `{prefix}{id}/` names
//   acceptsBody(op, value)        whether the document's JSON body schema takes `value`
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { organizationColumnOf, resourcePath, type AnyResource } from '../../../server/http/resource';
import { catalogueFiles, productImages } from '../../../server/modules/catalogue/tables';
import type { TestApp } from '../harness';
import { salesRowsOf } from '../sales-support';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What an operation asks of its caller, as the document's `x-required-ability` says: anyone
 * (`public`), any signed-in user (`signed-in`), or each of these CASL abilities on the subject's
 * type (the row's own conditions are judged after, by the handler).
 */
export type RequiredAbility = 'public' | 'signed-in' | { action: string; subject: string; field?: string }[];

export type ApiOperation = {
  operationId: string;
  method: HttpMethod;
  /** As the document spells it: `/api/brands/{id}/`. */
  template: string;
  /** As `t.api` takes it, without `/api`: `/brands/{id}/`. */
  path: string;
  /** Path parameter names, in the order they appear. */
  pathParams: string[];
  query: { name: string; required: boolean; schema: unknown }[];
  /** The request body, or null when the operation takes none. */
  body: { required: boolean; mediaTypes: string[]; schema: unknown } | null;
  /** False for operations the document marks `security: []` (sign-in, health, …). */
  secured: boolean;
  /** From `x-required-ability`; undefined when the operation declares none. */
  requiredAbility: RequiredAbility | undefined;
  /** The 2xx statuses the document gives it. */
  successStatuses: number[];
  summary: string;
  tags: string[];
};

export type OrgCode = 'DEMO' | 'ACME';
export const ORG_CODES: readonly OrgCode[] = ['DEMO', 'ACME'];
/** Who resolves and creates rows in each organisation: its administrator. */
export const ORG_ADMIN: Record<OrgCode, string> = { DEMO: 'admin@demo.local', ACME: 'admin@acme.local' };
/** The other organisation. */
export const otherOrg = (org: OrgCode): OrgCode => (org === 'DEMO' ? 'ACME' : 'DEMO');

export type PathValues = Record<string, string>;

type DocOperation = {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
  'x-required-ability'?: RequiredAbility | { action: string; subject: string; field?: string };
};
type Document = { paths: Record<string, Record<string, DocOperation>>; security?: unknown[] };

const documentPath = fileURLToPath(new URL('../../../openapi/openapi.json', import.meta.url));

export function loadDocument(): Document {
  return JSON.parse(readFileSync(documentPath, 'utf8')) as Document;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function documentOperations(document: Document = loadDocument()): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]): ApiOperation => {
        const security = op.security ?? document.security ?? [];
        const required = op['x-required-ability'];
        return {
          operationId: op.operationId,
          method: method.toUpperCase() as HttpMethod,
          template,
          path: template.replace(/^\/api/, ''),
          pathParams: [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
          query: (op.parameters ?? [])
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema })),
          body: op.requestBody
            ? {
                required: op.requestBody.required ?? false,
                mediaTypes: Object.keys(op.requestBody.content ?? {}),
                schema: Object.values(op.requestBody.content ?? {})[0]?.schema,
              }
            : null,
          secured: security.length > 0,
          requiredAbility:
            required === undefined || typeof required === 'string' || Array.isArray(required)
              ? required
              : [required],
          successStatuses: Object.keys(op.responses ?? {})
            .filter((code) => /^2\d\d$/.test(code))
            .map(Number),
          summary: op.summary ?? '',
          tags: op.tags ?? [],
        };
      }),
  );
}

let bodyAjv: Ajv2020 | undefined;
const bodyValidators = new Map<string, ValidateFunction>();
/** Whether `value` is a JSON body the document lets `op` take (false when it takes none). */
export function acceptsBody(op: ApiOperation, value: unknown): boolean {
  if (!op.body?.mediaTypes.includes('application/json')) return false;
  let validate = bodyValidators.get(op.operationId);
  if (!validate) {
    if (!bodyAjv) {
      bodyAjv = new Ajv2020({ strict: false, validateFormats: true });
      addFormats.default(bodyAjv);
      bodyAjv.addSchema(loadDocument(), 'openapi.json');
    }
    const pointer = [
      'paths',
      op.template,
      op.method.toLowerCase(),
      'requestBody',
      'content',
      'application/json',
      'schema',
    ]
      .map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1')))
      .join('/');
    validate = bodyAjv.getSchema(`openapi.json#/${pointer}`)!;
    bodyValidators.set(op.operationId, validate);
  }
  return validate(value);
}

export const operationName = (op: Pick<ApiOperation, 'method' | 'template'>) => `${op.method} ${op.template}`;

/** `op.path` with each `{name}` replaced by its value. */
export function fillPath(op: Pick<ApiOperation, 'path'>, values: PathValues): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${op.path}`);
    return encodeURIComponent(value);
  });
}

/** A path with its parameters left out (`/companies/{parent}/addresses/`, `/companies/:parent/addresses/` alike). */
const bare = (path: string) => path.replace(/\{[^}]+\}|:[a-z]+/gi, '');

/**
 * The resource (server/http/resource.ts) whose rows an `{id}` after `prefix` names; a
 * sub-resource's (`/companies/{parent}/addresses/`) is the one declared under that parent.
 */
export function resourceAt(t: TestApp, prefix: string): AnyResource | undefined {
  return t.services.resources.find((r) => bare(resourcePath(r)) === bare(prefix));
}

/** The rows of a sub-resource under one parent: its parent column and fixed conditions (the owner's kind). */
export function underParent(resource: AnyResource, parent: number) {
  const { column, fixed } = resource.under!;
  return and(eq(column, parent), ...fixed.map((f) => eq(f.column, f.value)));
}

/** A 1×1 PNG: the smallest image the upload routes accept by its content. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Create bodies for the resources the demo data may leave empty in an organisation. */
const MISSING_ROW_BODIES: Record<string, (product: number, client: number) => Record<string, unknown>> = {
  // Made under the parent a call names, when it has none (server/http/subResource.ts).
  UnitAddress: () => ({ address: '1 Matrix Road', city: 'Lyon' }),
  UnitContact: () => ({ contact_name: 'Matrix desk', email: 'matrix@example.com' }),
  ProductLaunch: (product) => ({
    product,
    code: 'MATRIX_LAUNCH',
    name: 'Matrix launch',
    planned_launch_date: '2027-03-01',
  }),
  ProductReview: (product) => ({
    product,
    author_name: 'Ada Matrix',
    author_email: 'ada@example.com',
    rating: 4,
  }),
  Referral: () => ({
    code: 'MATRIX_REF',
    referrer_name: 'Ada',
    referrer_email: 'ada@example.com',
    referred_email: 'bob@example.com',
    commission_rate: 5,
  }),
  Invoice: (_product, client) => ({
    client,
    lines: [{ description: 'Matrix line', quantity: 1, unit_price: '10.00', tax_rate: '20' }],
  }),
};

const byId = (table: PgTable) => asc((table as unknown as { id: PgColumn }).id);

export type Records = {
  /** Path parameters naming rows of `org`; undefined when `org` has no such row. */
  values(op: ApiOperation, org: OrgCode): Promise<PathValues | undefined>;
  /** `fillPath(op, values(op, org))`. */
  url(op: ApiOperation, org: OrgCode): Promise<string | undefined>;
  /**
   * Like `values`, but the last path parameter names a new copy of the row (its unique fields
   * changed), so a DELETE or a write may consume it without changing the shared fixtures.
   */
  fresh(op: ApiOperation, org: OrgCode): Promise<PathValues | undefined>;
  orgId(org: OrgCode): number;
};

/**
 * Resolves path parameters to rows of each organisation, found in the database: `{id}` after a
 * resource's path is its row of the lowest id; `{imageId}` an image of that product; `{key}` one
 * of the organisation's files; `{uid}`/`{token}` (a reset link) stand-ins that name no row.
 * Uploads one product image per organisation first, as the demo data has none.
 */
export async function prepareRecords(t: TestApp): Promise<Records> {
  const orgIds = { DEMO: await t.orgId('DEMO'), ACME: await t.orgId('ACME') };

  // A row of `prefix`'s resource in `org` (a sub-resource's: under `parent`).
  async function rowOf(prefix: string, org: OrgCode, offset = 0, parent?: number) {
    const resource = resourceAt(t, prefix);
    if (!resource)
      throw new Error(`No resource serves ${prefix}: teach operations.ts where its ids come from`);
    const [row] = await t.db
      .select()
      .from(resource.table)
      .where(
        and(
          eq(organizationColumnOf(resource), orgIds[org]),
          resource.under && parent !== undefined ? underParent(resource, parent) : undefined,
        ),
      )
      .orderBy(byId(resource.table))
      .limit(1)
      .offset(offset);
    return row as Record<string, unknown> | undefined;
  }

  // The demo data leaves some resources empty in one organisation (Acme has no launch): each
  // gets a row, made by the organisation's administrator through the API.
  for (const org of ORG_CODES) {
    const client = await salesRowsOf(t, org);
    for (const resource of t.services.resources) {
      // A sub-resource's rows are found, or made, under the parent a call names (values()).
      if (resource.under) continue;
      if (await rowOf(resourcePath(resource), org)) continue;
      const body = MISSING_ROW_BODIES[resource.name];
      if (!body) throw new Error(`${org} has no ${resource.name}: give operations.ts a body to create one`);
      const product = await rowOf('/products/', org);
      const res = await t.api('POST', resourcePath(resource), {
        as: ORG_ADMIN[org],
        body: body(Number(product?.id), client),
      });
      if (res.statusCode !== 201)
        throw new Error(`Creating ${org}'s ${resource.name}: ${res.statusCode} ${res.body}`);
    }
  }

  // A sub-resource's rows under the parent a call names (the parent's row of the lowest id, or
  // the organisation itself), made by the organisation's administrator when there is none.
  for (const org of ORG_CODES) {
    for (const resource of t.services.resources.filter((r) => r.under)) {
      const { parentPath } = resource.under!;
      const parent =
        parentPath === '/organizations/' ? orgIds[org] : Number((await rowOf(parentPath, org))?.id);
      if (await rowOf(resource.path!, org, 0, parent)) continue;
      const path = resource.path!.replace(':parent', String(parent));
      const res = await t.api('POST', path, {
        as: ORG_ADMIN[org],
        body: MISSING_ROW_BODIES[resource.name]!(0, 0),
      });
      if (res.statusCode !== 201) throw new Error(`Creating under ${path}: ${res.statusCode} ${res.body}`);
    }
  }

  for (const org of ORG_CODES) {
    const product = await rowOf('/products/', org);
    if (!product) continue;
    const res = await t.api('POST', `/products/${String(product.id)}/images/`, {
      as: ORG_ADMIN[org],
      body: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    });
    if (res.statusCode !== 201)
      throw new Error(`Uploading ${org}'s fixture image: ${res.statusCode} ${res.body}`);
  }

  async function values(op: ApiOperation, org: OrgCode): Promise<PathValues | undefined> {
    const found: PathValues = {};
    for (const name of op.pathParams) {
      const prefix = op.path.slice(0, op.path.indexOf(`{${name}}`));
      let value: string | undefined;
      if (name === 'imageId') {
        const [image] = await t.db
          .select({ id: productImages.id })
          .from(productImages)
          .where(eq(productImages.product_id, Number(found.id)))
          .orderBy(asc(productImages.id))
          .limit(1);
        value = image && String(image.id);
      } else if (name === 'key') {
        const [file] = await t.db
          .select({ key: catalogueFiles.key })
          .from(catalogueFiles)
          .where(eq(catalogueFiles.id_organization, orgIds[org]))
          .orderBy(asc(catalogueFiles.created_at))
          .limit(1);
        value = file?.key;
      } else if (name === 'parent' && prefix === '/organizations/') {
        // The organisation itself owns its profile's addresses and contacts.
        value = String(orgIds[org]);
      } else if (name === 'id' && found.parent !== undefined) {
        value = await childOf(prefix, org, Number(found.parent));
      } else if (name === 'uid' || name === 'token') {
        // A reset link belongs to no organisation: the operation is public and refuses a stand-in.
        value = name === 'uid' ? 'MQ' : 'stand-in-token';
      } else {
        const row = await rowOf(prefix.replace(/\{[^}]+\}/g, ''), org);
        value = row && String(row.id);
      }
      if (value === undefined) return undefined;
      found[name] = value;
    }
    return found;
  }

  /** A row of the sub-resource at `prefix` under `parent` (prepareRecords made one under each parent a call names). */
  async function childOf(prefix: string, org: OrgCode, parent: number) {
    const row = await rowOf(prefix, org, 0, parent);
    return row && String(row.id);
  }

  /** A new copy of the row `id` of `prefix`'s resource, its unique fields made new. */
  async function copyOf(prefix: string, id: string, org: OrgCode): Promise<string> {
    const resource = resourceAt(t, prefix)!;
    const [row] = await t.db
      .select()
      .from(resource.table)
      .where(and(eq(resource.table.id, Number(id)), eq(organizationColumnOf(resource), orgIds[org])));
    const copy = cloneRow(resource, row as Record<string, unknown>);
    const [inserted] = (await t.db
      .insert(resource.table)
      .values(copy as never)
      .returning()) as { id: number }[];
    return String(inserted!.id);
  }

  async function fresh(op: ApiOperation, org: OrgCode): Promise<PathValues | undefined> {
    const found = await values(op, org);
    const last = op.pathParams.at(-1);
    if (!found || !last) return found;
    if (last === 'imageId') {
      // On a copy of the product: a product holds at most 20 images, which earlier writes may have filled.
      const product = await copyOf('/products/', found.id!, org);
      const res = await t.api('POST', `/products/${product}/images/`, {
        as: ORG_ADMIN[org],
        body: TINY_PNG,
        headers: { 'content-type': 'image/png' },
      });
      if (res.statusCode !== 201)
        throw new Error(`Uploading a throwaway image: ${res.statusCode} ${res.body}`);
      return { ...found, id: product, imageId: String((res.json() as { id: number }).id) };
    }
    if (last !== 'id') return found;
    return { ...found, id: await copyOf(op.path.slice(0, op.path.indexOf('{id}')), found.id!, org) };
  }

  return {
    values,
    fresh,
    async url(op, org) {
      const found = await values(op, org);
      return found && fillPath(op, found);
    },
    orgId: (org) => orgIds[org],
  };
}

let copies = 0;
/** The row without its id, each field a unique index covers made new (a copy's code, name, email). */
function cloneRow(resource: AnyResource, row: Record<string, unknown>) {
  const { id: _id, ...copy } = row;
  const suffix = `${process.pid % 1000}x${++copies}`;
  for (const [field] of Object.values(resource.unique)) {
    const value = copy[field];
    // A flag a unique index holds to one row (a unit's main address) is left off the copy.
    if (typeof value === 'boolean') copy[field] = false;
    // A number the server gives out in sequence (an order's, an invoice's): one far past any it has given.
    if (typeof value === 'number') copy[field] = 1_000_000_000 + (process.pid % 1000) * 10_000 + copies;
    if (typeof value !== 'string') continue;
    const renamed = field === 'email' ? `copy${suffix}.${value}` : `${value.slice(0, 20)}_${suffix}`;
    // Codes keep their case: their patterns are upper case (brands) or lower case (roles).
    copy[field] = value === value.toUpperCase() ? renamed.toUpperCase() : renamed;
  }
  return copy;
}
