// The authorisation matrix: every operation of the document × every demo account × a row of the
// caller's own organisation and of the other one, each answer compared with what the role table
// (domain/access) predicts for that caller (authorizationExpectations.ts). Nothing here is written
// per operation: an operation is covered by being in the document with its `x-required-ability`.
//
// Writes change nothing: a body no schema takes (`[]`) gets an admitted caller 400 and a refused
// one 403, which holds only because the requirement is checked before validation; a PATCH sends
// `{}` where the document takes it, to reach the row; a DELETE consumes a fresh copy of the row.
//
// Under CI a deterministic sample runs (every operation, 4 of the 14 callers, rotating; AUTHZ_SEED
// shifts it); AUTHZ_FULL=1 (`npm run test:authz`) runs all of it, as does any run outside CI.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUserRules,
  createAppAbility,
  rulesForWire,
  type AccessUser,
  type AppAbility,
} from '../../../domain/access';
import { toAccessUser } from '../../../server/access/principals';
import { organizations } from '../../../server/db/tables/organizations';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { startTestApp, type TestApp } from '../harness';
import {
  answers,
  expectedAnswer,
  foreignTraces,
  seesAllOrganizations,
  type Call,
  type Expected,
  type NamedRecord,
} from './authorizationExpectations';
import { printMatrix, type Cell } from './authorizationReport';
import {
  acceptsBody,
  documentOperations,
  fillPath,
  operationName,
  otherOrg,
  prepareRecords,
  resourceAt,
  type ApiOperation,
  type OrgCode,
  type PathValues,
  type Records,
} from './operations';

const FULL = process.env.AUTHZ_FULL === '1' || !process.env.CI;
/** Callers per operation in the CI sample, rotated along the operations so each role meets each kind. */
const SAMPLED_CALLERS = 4;

type Caller = {
  email: string;
  role: string;
  org: OrgCode;
  user: AccessUser;
  /** Built here from the role table: what the answers are judged by. */
  ability: AppAbility;
  /** What the server said at sign-in it enforces for this caller. */
  serverRules: unknown[];
};

let t: TestApp;
let records: Records;
let callers: Caller[];
const orgs = {} as Record<OrgCode, { id: number; name: string }>;

beforeAll(async () => {
  // Sign-up open, so its operation answers by its body like any public one, not 403 for being closed.
  t = await startTestApp({ ALLOW_SIGNUP: 'true' });
  records = await prepareRecords(t);
  for (const row of await t.db.select().from(organizations)) {
    if (row.code === 'DEMO' || row.code === 'ACME') orgs[row.code] = { id: row.id, name: row.name };
  }
  callers = [];
  for (const { email, role } of DEMO_ACCOUNTS) {
    const { user, userAbilityRules } = await t.login(email);
    const row = (await t.userRow(user.id))!;
    const org: OrgCode = row.id_organization === orgs.DEMO.id ? 'DEMO' : 'ACME';
    const access = toAccessUser(row);
    const ability = createAppAbility(buildUserRules(access));
    callers.push({ email, role, org, user: access, ability, serverRules: userAbilityRules });
  }
});
afterAll(() => t.close());

const operations = documentOperations();

/** The row `values` names, as the ability judges it; undefined when the path names no row. */
async function namedRecord(op: ApiOperation, values: PathValues): Promise<NamedRecord | undefined> {
  if (op.pathParams[0] === 'key') return { subject: null };
  // A sub-resource's row is judged as its parent (server/http/subResource.ts).
  if (op.pathParams[0] === 'parent' && op.pathParams[1] === 'id') {
    const parentPath = op.path.slice(0, op.path.indexOf('{parent}'));
    if (!resourceAt(t, parentPath))
      return { subject: 'Organization', instance: { id: Number(values.parent) } };
    return judged(parentPath, Number(values.parent));
  }
  if (op.pathParams[0] !== 'id') return undefined;
  return judged(op.path.slice(0, op.path.indexOf('{id}')), Number(values.id));
}

/** Row `id` of the resource at `prefix`, as its subject's conditions read it. */
async function judged(prefix: string, id: number): Promise<NamedRecord> {
  const resource = resourceAt(t, prefix)!;
  const [row] = await t.db.select().from(resource.table).where(eq(resource.table.id, id));
  const instance = resource.access?.instance
    ? await resource.access.instance(t.db, row!)
    : (resource.asSubject?.(row!) ?? row!);
  const subject = typeof resource.subject === 'string' ? resource.subject : resource.subject.area;
  return { subject, instance };
}

/** The organisation parameter a collection takes, if any: the "other organisation" of a call without a row. */
const orgParam = (op: ApiOperation) =>
  op.query.find((q) => q.name === 'organization' || q.name === 'id_organization')?.name;

/** What to send: nothing, `{}` where it reaches a row and the document takes it, else a body no schema takes. */
function bodyOf(op: ApiOperation, namesRow: boolean): { kind: Call['body']; payload?: unknown } {
  // A raw upload sent empty: past the access checks, the handler refuses the missing image (400).
  if (!op.body || !op.body.mediaTypes.includes('application/json')) return { kind: 'none' };
  if (namesRow && acceptsBody(op, {})) return { kind: 'valid', payload: {} };
  return { kind: 'invalid', payload: [] };
}

type Outcome = Cell & {
  op: ApiOperation;
  caller: Caller;
  side: 'own' | 'other';
  url: string;
  detail: string;
};

async function exercise(op: ApiOperation, caller: Caller, side: 'own' | 'other'): Promise<Outcome | null> {
  const org = side === 'own' ? caller.org : otherOrg(caller.org);
  let url: string;
  let record: NamedRecord | undefined;
  const namesRow = op.pathParams.includes('id') || op.pathParams.includes('key');
  if (namesRow) {
    const values = op.method === 'DELETE' ? await records.fresh(op, org) : await records.values(op, org);
    if (!values) throw new Error(`${operationName(op)}: ${org} has no row to name`);
    url = fillPath(op, values);
    record = await namedRecord(op, values);
  } else if (side === 'other') {
    const param = orgParam(op);
    if (!param) return null;
    url = `${op.path}?${param}=${orgs[org].id}`;
  } else {
    url = fillPath(op, op.pathParams.length ? ((await records.values(op, org)) ?? {}) : {});
  }
  const body = bodyOf(op, namesRow);
  const expected: Expected = expectedAnswer(caller, op, { side, record, body: body.kind });
  const res = await t.api(op.method, url, {
    as: caller.email,
    ...(body.payload !== undefined && { body: body.payload as Record<string, unknown> }),
  });
  const traces =
    res.statusCode < 300 &&
    !seesAllOrganizations(caller.ability) &&
    /^application\/json/.test(String(res.headers['content-type']))
      ? foreignTraces(res.json(), orgs[caller.org], orgs[otherOrg(caller.org)])
      : [];
  const refused = expected === 'forbidden' || expected === 'not-found';
  return {
    op,
    caller,
    side,
    url,
    expected,
    status: res.statusCode,
    ok: answers(expected, res.statusCode) && traces.length === 0,
    leak: (refused && res.statusCode < 300) || traces.length > 0,
    detail: `${traces.join(', ')} ${res.body.slice(0, 200)}`,
  };
}

/** Shifts the CI sample (AUTHZ_SEED=n); the same seed tries the same calls. */
const SEED = Number(process.env.AUTHZ_SEED ?? 0);

/**
 * The callers an operation is tried with: all of them, or under CI a few consecutive ones, the
 * window moving along the operations so that every caller meets every kind of operation.
 */
function callersFor(index: number): Caller[] {
  if (FULL) return callers;
  return Array.from(
    { length: SAMPLED_CALLERS },
    (_, k) => callers[(SEED + index * SAMPLED_CALLERS + k) % callers.length]!,
  );
}

const outcomes: Outcome[] = [];
let startedAt = 0;

describe('the authorisation matrix', () => {
  it('has a required ability for every operation of the document', () => {
    expect(operations.filter((op) => op.requiredAbility === undefined).map(operationName)).toEqual([]);
  });

  it('derives from the role table alone: no demo account holds custom rules', () => {
    expect(callers).toHaveLength(DEMO_ACCOUNTS.length);
    for (const caller of callers) {
      expect(caller.serverRules, caller.email).toEqual(rulesForWire(buildUserRules(caller.user)));
    }
  });

  describe('answers as the role table says, with no leak', () => {
    beforeAll(() => {
      startedAt = Date.now();
    });
    afterAll(() => {
      printMatrix({
        operations,
        callers: callers.map((c) => ({ key: c.email, label: `${c.role}@${c.org}` })),
        cells: outcomes.map((o) => ({ ...o, operation: operationName(o.op), callerKey: o.caller.email })),
        mode: FULL ? 'full' : `CI sample, ${SAMPLED_CALLERS} callers per operation (AUTHZ_FULL=1 for all)`,
        seconds: (Date.now() - startedAt) / 1000,
      });
    });

    it.each(operations.map((op, index) => ({ op, index, name: operationName(op) })))(
      '$name',
      async ({ op, index }) => {
        const mine: Outcome[] = [];
        for (const caller of callersFor(index)) {
          for (const side of ['own', 'other'] as const) {
            const outcome = await exercise(op, caller, side);
            if (outcome) mine.push(outcome);
          }
        }
        outcomes.push(...mine);
        const wrong = mine
          .filter((o) => !o.ok)
          .map(
            (o) =>
              `${o.leak ? 'LEAK ' : ''}${o.op.method} ${o.url} as ${o.caller.role}@${o.caller.org} (${o.side}): ` +
              `expected ${o.expected}, got ${o.status} ${o.detail}`,
          );
        expect(wrong).toEqual([]);
        expect(mine.length).toBeGreaterThan(0);
      },
      120_000,
    );
  });
});
