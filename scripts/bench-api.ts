// `npm run bench:api`: the API under load on loopback, after seeding 10,000 users.
// Embedded PGlite by default; `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres`
// runs the same against a PostgreSQL server (in a database created and dropped here).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../server/db/seed';
import { users } from '../server/db/tables/users';
import { organizations } from '../server/db/tables/organizations';
import { hashPassword } from '../server/auth/passwords';
import { numberedTeams } from '../server/modules/units/seed';

const PORT = 8190;
const BASE = `http://127.0.0.1:${PORT}`;
const USERS = 10_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

async function prepareDatabase(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let database;
  if (serverUrl) {
    const name = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = { DATABASE_URL: url.toString() };
    database = await openDatabase({ url: url.toString() });
    cleanup = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    env = { DATA_DIR: dir };
    database = await openDatabase({ dataDir: dir });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  await database.migrate();
  await seedDemoData(database.db);
  const [org] = await database.db.select().from(organizations).limit(1);
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const joined = Date.now() - USERS * 60_000;
  // Spread over 20 teams (team 0 of the numbering is none).
  const teams = await numberedTeams(
    database.db,
    org!.id,
    Array.from({ length: 19 }, (_, i) => i + 1),
  );
  for (let start = 0; start < USERS; start += 1000) {
    await database.db.insert(users).values(
      Array.from({ length: 1000 }, (_, i) => ({
        email: `bench${start + i}@demo.local`,
        password_hash,
        first_name: `First${start + i}`,
        last_name: `Last${start + i}`,
        id_organization: org!.id,
        team: teams.get((start + i) % 20) ?? null,
        date_joined: new Date(joined + (start + i) * 60_000),
      })),
    );
  }
  // As after any bulk load: fresh planner statistics (a server's autovacuum would get there later).
  await database.db.execute(sql`vacuum analyze users`);
  await database.close();
  return { env, cleanup };
}

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function run(name: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    ...opts,
    url: `${BASE}${opts.url}`,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const { env, cleanup } = await prepareDatabase();
// node itself (not npx), so the kill below reaches the server.
const server = spawn(
  process.execPath,
  [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'server/main.ts'],
  {
    env: {
      ...process.env,
      ...env,
      PORT: String(PORT),
      SEED: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      LOGIN_RATE_LIMIT_IP: '1000000000',
      LOGIN_RATE_LIMIT_EMAIL: '1000000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
try {
  await waitForHealth();
  const login = async (email: string) => {
    const res = await fetch(`${BASE}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const admin = `Bearer ${await login('admin@demo.local')}`;
  const scenarios: [string, autocannon.Options][] = [
    ['GET /api/auth/user/', { url: '/api/auth/user/', headers: { authorization: admin } }],
    [
      'GET /api/users/?page_size=25&ordering=-date_joined',
      { url: '/api/users/?page_size=25&ordering=-date_joined', headers: { authorization: admin } },
    ],
    [
      'POST /api/auth/login/ (argon2id)',
      {
        url: '/api/auth/login/',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'user@demo.local', password: DEMO_PASSWORD }),
      },
    ],
    // The dashboards' aggregates as the admin (30 days). All but the administration's are kept in
    // the read cache until a change is announced, so these measure the cached answer after the
    // first; the administration's (sign-ins change at every one) computes every time.
    ...(['ecommerce', 'crm', 'analytics', 'admin', 'me'] as const).map(
      (dashboard): [string, autocannon.Options] => [
        `GET /api/dashboards/${dashboard}/`,
        { url: `/api/dashboards/${dashboard}/?date_preset=30`, headers: { authorization: admin } },
      ],
    ),
  ];
  // BENCH_ONLY=users runs only the scenarios whose name contains it (to profile one).
  const rows: Row[] = [];
  for (const [name, opts] of scenarios) {
    if (name.includes(process.env.BENCH_ONLY ?? '')) rows.push(await run(name, opts));
  }
  console.log(
    `\n${env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite (embedded)'}, ${cpus().length} cores (${cpus()[0]?.model}), ${CONNECTIONS} connections, ${DURATION} s each, ${USERS} extra users\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | errors | non-2xx |\n|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await cleanup();
}
