// Every write operation of openapi/openapi.json, fuzzed: valid-shaped requests (so the handler
// runs and writes), spoiled ones, bodies that are not JSON or not what they say, hostile paths and
// queries. Whatever comes, the server never answers 5xx nor shows its insides, and a request it
// refuses leaves every table as it was (audit log included). Bounded in CI; `npm run test:fuzz`
// runs longer (FUZZ_RUNS per operation, FUZZ_SEED to replay one).
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/tables/users';
import { expectNoLeak, startTestApp, type TestApp } from '../harness';
import type { JsonSchema, SchemaContext } from './arbitraries';
import {
  applicationTables,
  changedTables,
  snapshot,
  snapshotStatement,
  type DatabaseState,
} from './fuzzDatabase';
import { type FuzzRequest, requestArbitrary, withQuery } from './fuzzRequests';
import {
  documentOperations,
  fillPath,
  loadDocument,
  operationName,
  prepareRecords,
  type ApiOperation,
  type Records,
} from './operations';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const onDemand = process.env.FUZZ_RUNS !== undefined;
/** Runs per operation: a CI-sized sample unless asked for more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Fixed for the CI sample, so a failure replays; a longer run explores anew unless told. */
const SEED = Number(process.env.FUZZ_SEED ?? (onDemand ? Date.now() % 2 ** 31 : 13));

/**
 * Each operation its own seed, derived from FUZZ_SEED and its name: with one seed for all, run k
 * of every operation would draw the same family of request.
 */
const seedFor = (op: ApiOperation) =>
  [...operationName(op)].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

const operations = documentOperations().filter((op) => WRITES.has(op.method));
const components = (loadDocument() as unknown as { components: { schemas: Record<string, JsonSchema> } })
  .components.schemas;

/**
 * Who calls: a superuser (may do anything, in any organisation) and an administrator of the
 * Demo organisation (bounded by its organisation and its role), each a user of the test's own,
 * put back as they were before every run since a fuzzed write may well deactivate or demote them.
 */
const CALLERS = {
  superuser: { role: 'superuser', is_superuser: true, is_staff: true },
  admin: { role: 'admin', is_superuser: false, is_staff: true },
} as const;
type Caller = keyof typeof CALLERS;

let t: TestApp;
let records: Records;
let statement: string;
let ids: number[] = [];
const callerIds = {} as Record<Caller, number>;
const tally = new Map<string, Map<string, number>>();

/** Every id of every table with one: an id-shaped field names one of them now and then. */
async function refreshIds(tables: string[]) {
  const union = tables.map((table) => `select id from "${table}"`).join(' union ');
  const result = (await t.db.execute(sql.raw(union))) as unknown as { rows: { id: number }[] };
  ids = [...new Set(result.rows.map((r) => Number(r.id)))].filter(Number.isInteger).slice(0, 500);
}

const context: SchemaContext = { components, ids: () => ids };

beforeAll(async () => {
  // Sign-up open, so its handler runs too.
  t = await startTestApp({ ALLOW_SIGNUP: 'true' });
  records = await prepareRecords(t);
  const demo = await t.orgId('DEMO');
  for (const [name, fields] of Object.entries(CALLERS) as [Caller, (typeof CALLERS)[Caller]][]) {
    callerIds[name] = (await t.createUser({ ...fields, id_organization: demo })).id;
  }
  const tables = await applicationTables(t.db);
  statement = snapshotStatement(tables);
  const withId = (await t.db.execute(
    sql`select table_name from information_schema.columns where table_schema = current_schema()
       and column_name = 'id' and data_type = 'integer'`,
  )) as unknown as { rows: { table_name: string }[] };
  await refreshIds(withId.rows.map((r) => r.table_name));
  console.log(`fuzz: ${operations.length} write operations × ${RUNS} runs, FUZZ_SEED=${SEED}`);
});

afterAll(async () => {
  const lines = [...tally].map(
    ([op, counts]) =>
      `${op.padEnd(58)} ${[...counts]
        .sort()
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')}`,
  );
  if (lines.length) console.log(`fuzz answers per operation:\n${lines.join('\n')}`);
  await t?.close();
});

/**
 * The database as last read, while nothing has written since: a refusal changes nothing (that is
 * checked), so the state after one is the state before the next, and one snapshot serves both.
 */
let known: DatabaseState | undefined;
/** Whether a write went through since the callers were last put back. */
let callersTouched = true;
const tokens = {} as Record<Caller, string>;

/** The caller as the test made them, with a token signed after any revocation a write did. */
async function callerToken(caller: Caller): Promise<string> {
  if (callersTouched) {
    const demo = await t.orgId('DEMO');
    for (const name of Object.keys(CALLERS) as Caller[]) {
      await t.db
        .update(users)
        .set({ ...CALLERS[name], id_organization: demo, is_active: true })
        .where(eq(users.id, callerIds[name]));
      t.services.principals.invalidate(callerIds[name]);
      tokens[name] = await t.services.tokens.signAccess(callerIds[name]);
    }
    callersTouched = false;
    known = undefined;
  }
  return tokens[caller];
}

/**
 * Rows that fuzzed creates made, by the path that lists them (`/brands/`): later operations on
 * `/brands/{id}/` take one of them now and then, a row in a state only the fuzzer makes.
 */
const created = new Map<string, number[]>();

const collectionOf = (op: ApiOperation) => op.path.slice(0, op.path.indexOf('{'));

function remember(op: ApiOperation, res: LightMyRequestResponse) {
  if (op.method !== 'POST' || op.pathParams.length) return;
  const id = (JSON.parse(res.body || 'null') as { id?: unknown } | null)?.id;
  if (typeof id === 'number') created.set(op.path, [...(created.get(op.path) ?? []), id]);
}

async function urlFor(op: ApiOperation, request: FuzzRequest): Promise<string> {
  let target = request.target;
  if ('created' in target) {
    const ids = op.pathParams.length === 1 ? created.get(collectionOf(op)) : undefined;
    if (ids?.length)
      return withQuery(fillPath(op, { [op.pathParams[0]!]: String(ids.at(-1)) }), request.query);
    target = { org: 'DEMO', fresh: op.method === 'DELETE' };
  }
  let path: string;
  if ('hostileId' in target) {
    path = op.path.replace(/\{[^}]+\}/g, target.hostileId);
  } else {
    // A fresh copy is a row written: the last snapshot no longer holds.
    if (target.fresh) known = undefined;
    const values = target.fresh ? await records.fresh(op, target.org) : await records.values(op, target.org);
    if (!values) throw new Error(`${operationName(op)}: ${target.org} has no row to name`);
    path = fillPath(op, values);
  }
  return withQuery(path, request.query);
}

function describeRequest(op: ApiOperation, request: FuzzRequest, url: string) {
  const payload = request.body?.payload ?? '';
  const shown = typeof payload === 'string' ? payload : `<${payload.length} bytes>`;
  return [
    `${op.method} /api${url.slice(0, 300)} (${request.family})`,
    `content-type: ${request.body?.contentType ?? '(none)'}; body: ${shown.slice(0, 300)}`,
  ].join('\n');
}

function count(op: ApiOperation, status: number) {
  const counts = tally.get(operationName(op)) ?? new Map<string, number>();
  const key = `${String(status)[0]}xx`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  tally.set(operationName(op), counts);
}

async function run(op: ApiOperation, caller: Caller, request: FuzzRequest) {
  const token = await callerToken(caller);
  const url = await urlFor(op, request);
  const before = known ?? (await snapshot(t.db, statement));
  known = undefined;
  const headers: Record<string, string> = op.secured ? { authorization: `Bearer ${token}` } : {};
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  const sent = describeRequest(op, request, url);
  // An answer the document does not describe throws (checkResponses): say what was asked.
  const res = await t
    .api(op.method, url, { headers, ...(request.body !== undefined ? { body: request.body.payload } : {}) })
    .catch((error: Error) => {
      throw new Error(`${sent}\n${error.message}`);
    });
  count(op, res.statusCode);
  const exchange = `${sent}\n→ ${res.statusCode} ${res.body.slice(0, 500)}`;
  expect(res.statusCode, exchange).toBeLessThan(500);
  if (res.statusCode < 400) {
    callersTouched = true;
    remember(op, res);
    return;
  }
  expectNoLeak(res);
  const after = await snapshot(t.db, statement);
  expect(changedTables(before, after), `a refused request changed the database:\n${exchange}`).toEqual([]);
  known = after;
}

describe(`fuzzing every write operation (FUZZ_SEED=${SEED}, ${RUNS} runs each)`, () => {
  it('covers the write operations of the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('would notice a row added, a row changed and an audit entry written', async () => {
    const before = await snapshot(t.db, statement);
    await t.db.execute(sql`update brands set description = description || '.' where id = 1`);
    await t.db.execute(sql`insert into audit_logs (action, object_type) values ('brand.update', 'Brand')`);
    const audit = before.get('audit_logs')!.rows;
    expect(changedTables(before, await snapshot(t.db, statement))).toEqual([
      `audit_logs: ${audit} → ${audit + 1} rows`,
      `brands: ${before.get('brands')!.rows} rows, contents changed`,
    ]);
  });

  for (const op of operations) {
    it(
      operationName(op),
      async () => {
        const callers = op.secured
          ? fc.constantFrom<Caller>('superuser', 'admin')
          : fc.constant<Caller>('admin');
        await fc.assert(
          fc.asyncProperty(callers, requestArbitrary(op, context), (caller, request) =>
            run(op, caller, request),
          ),
          { numRuns: RUNS, seed: seedFor(op), endOnFailure: !onDemand },
        );
      },
      // A run is a few requests and two snapshots; shrinking a failure takes more.
      Math.max(30_000, RUNS * 1_000),
    );
  }
});
