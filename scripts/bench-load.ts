// `npm run bench:load`: many clients at once on a mixed scenario, against the real server process.
// Each client is a person of one demo role, from an address of its own (X-Forwarded-For behind
// TRUST_PROXY, as behind a load balancer): it signs in, then reads lists and detail pages and
// writes (its profile; products for the catalogue's managers) one request after another, honouring
// Retry-After on a 503, and signs in again every 20 s. Two more clients attack the sign-in: one
// address trying many accounts, many addresses trying one account.
// Afterwards the database is read directly: every acknowledged write must be there, and no
// refused one. Exits 1 if any 5xx but 503 was answered, a write was lost or a rate limit let
// more through than it allows.
//   BENCH_CLIENTS (200), BENCH_DURATION seconds (60), BENCH_DATABASE_URL (PostgreSQL server, a
//   database created and dropped here; embedded by default), BENCH_JSON (write the summary there).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../server/auth/passwords';
import { loadConfig } from '../server/config';
import { admissionLimits } from '../server/http/admission';
import { openDatabase, type Database } from '../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../server/db/seed';
import { organizations } from '../server/db/tables/organizations';
import { users } from '../server/db/tables/users';
import { brands, productStatuses, productTypes, products } from '../server/modules/catalogue/tables';
import { numberedTeams } from '../server/modules/units/seed';
import { startServerProcess } from '../tests/faults/serverProcess';
import { timedCall } from './timedCall';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
/** Set: each client makes this many requests, each kind in turn, however long it takes (the CI smoke run). */
const ACTIONS = process.env.BENCH_ACTIONS ? Number(process.env.BENCH_ACTIONS) : null;
const SIGN_IN_EVERY_MS = 20_000;
const ROLES = [
  'admin',
  'manager',
  'brand_manager',
  'hr',
  'sales',
  'support',
  'user',
  'team_manager',
] as const;
type Role = (typeof ROLES)[number];
/** Who writes products besides their profile. */
const PRODUCT_WRITERS = new Set<Role>(['admin', 'brand_manager']);
const defaults = loadConfig({});

type Kind = 'sign-in' | 'list' | 'detail' | 'write' | 'attack';
type Sample = { kind: Kind; ms: number; status: number | 'error' };

/** A database of the bench's own: embedded in a temporary folder, or created on BENCH_DATABASE_URL's server. */
async function benchDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-load-'));
    return {
      env: { DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `bench_load_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ url: url.toString(), poolSize: 2 }),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

type Refs = { status: number; type: number; brands: Record<string, number>; org: number };

/** The demo data, one account per client (roles in turn), and the ids a new product names. */
async function prepare(database: Database): Promise<Refs> {
  await database.migrate();
  await seedDemoData(database.db);
  const db = database.db;
  const [org] = await db.select().from(organizations).where(eq(organizations.code, 'DEMO'));
  const brandRows = await db.select().from(brands).where(eq(brands.id_organization, org!.id));
  const byName = Object.fromEntries(brandRows.map((b) => [b.name, b.id]));
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const team1 = (await numberedTeams(db, org!.id, [1])).get(1)!;
  await db.insert(users).values(
    Array.from({ length: CLIENTS }, (_, i) => {
      const role = ROLES[i % ROLES.length]!;
      return {
        email: `load${i}@demo.local`,
        password_hash,
        role,
        first_name: 'Load',
        last_name: String(i),
        id_organization: org!.id,
        team: ['sales', 'team_manager', 'user'].includes(role) ? team1 : null,
        brand: role === 'brand_manager' ? byName.Nova! : null,
      };
    }),
  );
  const [status] = await db
    .select()
    .from(productStatuses)
    .where(eq(productStatuses.id_organization, org!.id));
  const [type] = await db.select().from(productTypes).where(eq(productTypes.id_organization, org!.id));
  return { status: status!.id, type: type!.id, brands: byName, org: org!.id };
}

let base = '';
const samples: Sample[] = [];
let stopAt = 0;
let clientsDone = false;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function request(
  kind: Kind,
  ip: string,
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
) {
  const started = performance.now();
  try {
    const answer = await timedCall(base, { method, path, body, token, client: ip, timeoutMs: 30_000 });
    samples.push({ kind, ms: answer.ms, status: answer.status });
    return { status: answer.status, retryAfter: Number(answer.retryAfter ?? 0), text: answer.body };
  } catch {
    samples.push({ kind, ms: performance.now() - started, status: 'error' });
    return { status: 0, retryAfter: 0, text: '' };
  }
}

/** What the verification needs to know of each client's writes. */
type Ledger = {
  /** Writes answered 2xx. */
  acknowledged: number;
  /** Codes of products whose creation was acknowledged (201), and of those refused or unanswered. */
  created: Map<string, number>;
  refused: string[];
  unknown: string[];
  /** Per account: the last acknowledged first name, and any sent after it without an answer. */
  profile: Map<number, { acked: string | null; pending: string[] }>;
};
const ledger: Ledger = { acknowledged: 0, created: new Map(), refused: [], unknown: [], profile: new Map() };

async function client(n: number, refs: Refs) {
  const role = ROLES[n % ROLES.length]!;
  const ip = `10.${1 + (n >> 8)}.${n & 255}.1`;
  const email = `load${n}@demo.local`;
  let token = '';
  let userId = 0;
  let signedInAt = 0;
  let seq = 0;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
  const lists = ['/api/users/?page_size=25', '/api/users/?page_size=25&ordering=-date_joined'];
  const productLists = [
    '/api/products/?page_size=25',
    '/api/products/?page_size=25&ordering=name',
    '/api/products/?page_size=25&ordering=-created_at&page=2',
  ];
  const readsProducts = ['admin', 'brand_manager', 'sales'].includes(role);
  const readsUsers = role !== 'support' && role !== 'user' && role !== 'sales';
  const profile: { acked: string | null; pending: string[] } = { acked: null, pending: [] };
  const ownProducts: number[] = [];

  for (let done = 0; ACTIONS === null ? performance.now() < stopAt : done < ACTIONS; done++) {
    // Random kinds for the measurement; in turn for the smoke run, so each kind comes up.
    const chance = () => (ACTIONS === null ? Math.random() : (done % 8) / 8);
    let answer: { status: number; retryAfter: number; text: string };
    if (!token || performance.now() - signedInAt > SIGN_IN_EVERY_MS) {
      answer = await request('sign-in', ip, 'POST', '/api/auth/login/', {
        body: { email, password: DEMO_PASSWORD },
      });
      if (answer.status === 200) {
        const body = JSON.parse(answer.text) as { access_token: string; user: { id: number } };
        token = body.access_token;
        userId = body.user.id;
        ledger.profile.set(userId, profile);
        signedInAt = performance.now();
      }
    } else {
      const roll = ACTIONS === null ? Math.random() : [0.2, 0.6, 0.9, 0.9][done % 4]!;
      seq++;
      if (roll < 0.45) {
        const path =
          readsProducts && Math.random() < 0.6
            ? pick(productLists)
            : readsUsers
              ? pick(lists)
              : '/api/auth/abilities/';
        answer = await request('list', ip, 'GET', path, { token });
      } else if (roll < 0.85) {
        const path =
          ownProducts.length > 0 && chance() < 0.5
            ? `/api/products/${pick(ownProducts)}/`
            : readsUsers && chance() < 0.5
              ? `/api/users/${userId}/`
              : '/api/auth/user/';
        answer = await request('detail', ip, 'GET', path, { token });
      } else if (PRODUCT_WRITERS.has(role) && chance() < 0.5) {
        const code = `L${n}_${seq}`;
        answer = await request('write', ip, 'POST', '/api/products/', {
          token,
          body: {
            code,
            name: `Load ${n}-${seq}`,
            status: refs.status,
            product_type: refs.type,
            brand: role === 'brand_manager' ? refs.brands.Nova : refs.brands['Terra Outdoor'],
            priority: 'medium',
            cost_basis: 10,
            suggested_retail_price: 20,
            stock_quantity: seq,
          },
        });
        if (answer.status === 201) {
          const { id } = JSON.parse(answer.text) as { id: number };
          ledger.created.set(code, id);
          ledger.acknowledged++;
          ownProducts.push(id);
        } else if (answer.status === 0) ledger.unknown.push(code);
        else ledger.refused.push(code);
      } else {
        const name = `L${seq}`;
        answer = await request('write', ip, 'PATCH', '/api/auth/user/', {
          token,
          body: { first_name: name },
        });
        if (answer.status === 200) {
          profile.acked = name;
          ledger.acknowledged++;
          profile.pending = [];
          // Unanswered: it may or may not have been made, so either value may be the last.
        } else if (answer.status === 0) profile.pending.push(name);
      }
    }
    if (answer.status === 503 || answer.status === 429) await sleep(answer.retryAfter * 1000);
    if (answer.status === 401) token = '';
  }
}

/** Attempts with a wrong password; how many were weighed (not answered 429) and in how many windows. */
async function attacker(kind: 'one address' | 'one account') {
  let weighed = 0;
  let i = 0;
  const windows = new Set<number>();
  const windowMs = defaults.loginRateLimit.windowSeconds * 1000;
  while (!clientsDone) {
    i++;
    const ip = kind === 'one address' ? '10.250.0.1' : `10.251.${(i >> 8) & 255}.${i & 255}`;
    const email = kind === 'one address' ? `nobody${i}@bench.local` : 'victim@bench.local';
    windows.add(Math.floor(Date.now() / windowMs));
    const answer = await request('attack', ip, 'POST', '/api/auth/login/', {
      body: { email, password: 'wrong-password' },
    });
    windows.add(Math.floor(Date.now() / windowMs));
    if (answer.status === 400 || answer.status === 401) weighed++;
    if (answer.status === 503) await sleep(answer.retryAfter * 1000);
  }
  const limit = kind === 'one address' ? defaults.loginRateLimit.perIp : defaults.loginRateLimit.perEmail;
  return { kind, weighed, allowed: limit * windows.size, held: weighed <= limit * windows.size };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!) : 0;

async function verify(database: Database) {
  const codes = [...ledger.created.keys()];
  const found = codes.length
    ? await database.db.select({ code: products.code }).from(products).where(inArray(products.code, codes))
    : [];
  const refused = ledger.refused.length
    ? await database.db
        .select({ code: products.code })
        .from(products)
        .where(inArray(products.code, ledger.refused))
    : [];
  let profilesLost = 0;
  const ids = [...ledger.profile.keys()];
  const rows = ids.length
    ? await database.db
        .select({ id: users.id, first_name: users.first_name })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  for (const row of rows) {
    const { acked, pending } = ledger.profile.get(row.id)!;
    if (acked !== null && row.first_name !== acked && !pending.includes(row.first_name)) profilesLost++;
  }
  return {
    acknowledged: ledger.acknowledged,
    lost: codes.length - found.length + profilesLost,
    refusedButWritten: refused.length,
  };
}

const database = await benchDatabase();
const prep = await database.open();
const refs = await prepare(prep);
await prep.close();
const server = await startServerProcess(
  {
    ...database.env,
    SEED: 'false',
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    JWT_SECRET: 'bench-load-secret-0123456789abcdefghij',
  },
  { startupMs: 180_000 },
);
base = server.base;
let exitCode = 0;
try {
  const started = performance.now();
  stopAt = started + DURATION_S * 1000;
  const attacking = Promise.all([attacker('one address'), attacker('one account')]);
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n, refs)));
  clientsDone = true;
  const attacks = await attacking;
  const elapsed = (performance.now() - started) / 1000;
  const shutdownCode = await server.stop();
  const check = await database.open();
  const writes = await verify(check);
  await check.close();

  const kinds: Kind[] = ['sign-in', 'list', 'detail', 'write', 'attack'];
  const rows = kinds.map((kind) => {
    const mine = samples.filter((s) => s.kind === kind);
    const count = (test: (status: number) => boolean) =>
      mine.filter((s) => typeof s.status === 'number' && test(s.status)).length;
    const ok = mine
      .filter((s) => typeof s.status === 'number' && s.status < 400)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    return {
      kind,
      requests: mine.length,
      perSecond: Math.round(mine.length / elapsed),
      ok: ok.length,
      p50: percentile(ok, 50),
      p99: percentile(ok, 99),
      max: Math.round(Math.max(0, ...mine.map((s) => s.ms))),
      status503: count((s) => s === 503),
      status429: count((s) => s === 429),
      // Refusals a client of the scenario should never get; the attackers' are the point.
      other4xx: kind === 'attack' ? 0 : count((s) => s >= 400 && s < 500 && s !== 429),
      other5xx: count((s) => s >= 500 && s !== 503),
      noAnswer: mine.filter((s) => s.status === 'error').length,
      over10s: mine.filter((s) => s.ms > 10_000).length,
    };
  });
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const total = {
    requests: samples.length,
    perSecond: Math.round(samples.length / elapsed),
    status503: sum((r) => r.status503),
    other4xx: sum((r) => r.other4xx),
    other5xx: sum((r) => r.other5xx),
    noAnswer: sum((r) => r.noAnswer),
    over10s: sum((r) => r.over10s),
    clients429: sum((r) => (r.kind === 'attack' ? 0 : r.status429)),
  };
  const summary = {
    database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'PGlite (embedded)',
    clients: CLIENTS,
    seconds: Math.round(elapsed),
    machine: `${cpus().length} cores (${cpus()[0]?.model}), load average at the end ${loadavg()[0]!.toFixed(1)}`,
    admission: admissionLimits(defaults, process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'),
    rows,
    total,
    writes,
    attacks,
    serverExit: shutdownCode,
  };
  console.log(
    `\n${summary.database}, ${CLIENTS} clients + 2 attackers, ${summary.seconds} s, ${summary.machine}\n` +
      `admission: ${JSON.stringify(summary.admission)}\n`,
  );
  const line = (cells: unknown[]) => console.log(`| ${cells.join(' | ')} |`);
  line([
    'kind',
    'requests',
    'req/s',
    '2xx',
    'p50 ms',
    'p99 ms',
    'max ms',
    '503',
    '429',
    'other 4xx',
    'other 5xx',
    'no answer',
    '> 10 s',
  ]);
  line(Array(13).fill('---'));
  for (const r of rows) {
    line([
      r.kind,
      r.requests,
      r.perSecond,
      r.ok,
      r.p50,
      r.p99,
      r.max,
      r.status503,
      r.status429,
      r.other4xx,
      r.other5xx,
      r.noAnswer,
      r.over10s,
    ]);
  }
  line([
    'all',
    total.requests,
    total.perSecond,
    '',
    '',
    '',
    '',
    total.status503,
    '',
    total.other4xx,
    total.other5xx,
    total.noAnswer,
    total.over10s,
  ]);
  console.log(
    `\nwrites: ${writes.acknowledged} acknowledged (products created, profiles changed), ${writes.lost} lost, ` +
      `${writes.refusedButWritten} refused but written; the clients' sign-ins answered 429: ${total.clients429}`,
  );
  for (const a of attacks) {
    console.log(
      `rate limit, ${a.kind}: ${a.weighed} attempts weighed, at most ${a.allowed} allowed: ${a.held ? 'held' : 'BROKEN'}`,
    );
  }
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(summary, null, 2));
  const failed =
    total.other5xx > 0 ||
    total.other4xx > 0 ||
    writes.lost > 0 ||
    writes.refusedButWritten > 0 ||
    attacks.some((a) => !a.held);
  if (failed) {
    console.error(
      'FAILED: a 5xx but 503, a refusal of a client, a lost or phantom write, or a broken rate limit (above).',
    );
    exitCode = 1;
  }
} finally {
  await server.stop();
  await database.drop();
}
process.exit(exitCode);
