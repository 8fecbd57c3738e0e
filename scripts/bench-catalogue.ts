// `npm run bench:catalogue`: the product list under load on loopback, with many products.
// BENCH_PRODUCTS (default 100000) generated products in Demo Group; embedded PGlite by default,
// `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres` for a PostgreSQL server (in a
// database created and dropped here; with BENCH_SEEDED=1 that database is used as it is, already
// seeded). Prints req/s and latencies, and the SQL plans of the page.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../server/db/seed';
import { BULK_WORDS, seedBulkProducts } from '../server/modules/catalogue/bulkSeed';
import { PRODUCT_COUNT_CAP } from '../server/modules/catalogue/products';
import { chromiumPath } from './browser';

const PORT = Number(process.env.BENCH_PORT ?? 8191);
const BASE = `http://127.0.0.1:${PORT}`;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;

async function prepareDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl && process.env.BENCH_SEEDED) {
    return {
      env: { DATABASE_URL: serverUrl },
      database: null,
      cleanup: async () => {},
    };
  }
  if (serverUrl) {
    const name = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      database: await openDatabase({ url: url.toString() }),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  return {
    env: { DATA_DIR: dir },
    database: await openDatabase({ dataDir: dir }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const { env, database, cleanup } = await prepareDatabase();
const seedStarted = Date.now();
if (database) {
  await database.migrate();
  await seedDemoData(database.db);
  await seedBulkProducts(database.db, 'DEMO', PRODUCTS);
  await database.close();
}
const seedSeconds = (Date.now() - seedStarted) / 1000;

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
});
try {
  await waitForHealth();
  const res = await fetch(`${BASE}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
  });
  const authorization = `Bearer ${((await res.json()) as { access_token: string }).access_token}`;
  const statuses = (await (
    await fetch(`${BASE}/api/product-statuses/?search=ACTIVE`, { headers: { authorization } })
  ).json()) as {
    results: { id: number }[];
  };
  const status = statuses.results[0]!.id;
  const statusIds = (await getJson<{ results: { id: number }[] }>('/api/product-statuses/', authorization))
    .results;
  const brandIds = (await getJson<{ results: { id: number }[] }>('/api/brands/', authorization)).results;
  const distinct = distinctQueries(
    statusIds.map((s) => s.id),
    brandIds.map((b) => b.id),
  );
  // The same page asked for again and again is served from the read cache after the first time;
  // the last scenario asks for a different page every time (filters, word, ordering, page), so
  // every request reads the database.
  const scenarios: [string, () => string][] = [
    [
      'page of 25, status + search + ordering',
      () => `/api/products/?page_size=25&status=${status}&search=${BULK_WORDS[4]}&ordering=-created_at`,
    ],
    ['page of 25, no filter (newest first)', () => '/api/products/?page_size=25'],
    [
      'page of 25, status filter, by name',
      () => `/api/products/?page_size=25&status=${status}&ordering=name`,
    ],
    ['a different page every request (no cache)', distinct],
  ];
  console.log(
    `\n${env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite (embedded)'}, ${PRODUCTS.toLocaleString('en')} generated products (seeded in ${seedSeconds.toFixed(0)} s), ${cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s each\n`,
  );
  console.log(
    '| scenario | req/s | p50 ms | p99 ms | errors | non-2xx | alone: p50 / p99 ms | count |\n|---|---|---|---|---|---|---|---|',
  );
  for (const [name, next] of scenarios) {
    if (!name.includes(process.env.BENCH_ONLY ?? '')) continue;
    const sample = await getJson<{ count: number; count_is_estimate?: boolean }>(next(), authorization);
    const load = {
      url: BASE,
      headers: { authorization },
      requests: [{ setupRequest: (request: object) => ({ ...request, path: next() }) }],
    };
    const r = await autocannon({ ...load, connections: CONNECTIONS, duration: DURATION });
    // One connection: a request's own time, without 49 others queued on the same 2 cores.
    const alone = await autocannon({ ...load, connections: 1, duration: Math.min(DURATION, 5) });
    console.log(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.non2xx} | ${alone.latency.p50} / ${alone.latency.p99} | ${next === distinct ? 'varies' : `${sample.count}${sample.count_is_estimate ? ' (estimate)' : ''}`} |`,
    );
  }
  if (process.env.BENCH_WEB) await measureListScreen();
  if (process.env.BENCH_PLANS !== 'false') {
    // The embedded database allows one process at a time (server/db/dataDirLock.ts).
    await stopServer();
    await printPlans(env, status);
  }
} finally {
  await stopServer();
  await cleanup();
}

async function stopServer() {
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

async function getJson<T>(path: string, authorization: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`, { headers: { authorization } });
  if (!res.ok) throw new Error(`${path} → ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Product list URLs that do not repeat (until all 6,400 are used): every combination of a word,
 * a status or none, a brand or none, an ordering and a page, in a fixed shuffled order.
 */
function distinctQueries(statuses: number[], brands: number[]) {
  const urls: string[] = [];
  for (const word of BULK_WORDS)
    for (const status of [undefined, ...statuses])
      for (const brand of [undefined, ...brands])
        for (const ordering of ['name', '-created_at', 'code', '-stock_quantity'])
          for (let page = 1; page <= 5; page++) {
            const query = new URLSearchParams({
              page_size: '25',
              page: String(page),
              search: word,
              ordering,
            });
            if (status !== undefined) query.set('status', String(status));
            if (brand !== undefined) query.set('brand', String(brand));
            urls.push(`/api/products/?${query}`);
          }
  // A fixed permutation (multiplicative step coprime with the length), the same on every run.
  const step = 7919;
  let i = 0;
  return () => urls[(i++ * step) % urls.length]!;
}

/**
 * BENCH_WEB=1 (with a built SPA in DIST_DIR): time from navigation to the product list's first
 * rows in headless chromium, signed in as the admin: in-app (the menu's Products entry, the usual
 * way there) and a cold load of the list's URL (new page, cached assets). Medians of 5.
 */
async function measureListScreen() {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill('admin@demo.local');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const firstRow = () => page.locator('tbody tr').filter({ hasText: 'BULK_' }).first().waitFor();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const inApp: number[] = [];
  const cold: number[] = [];
  for (let run = 0; run < 5; run++) {
    await page.goto(`${BASE}/dashboards/ecommerce`);
    const entry = page.locator('a[href="/apps/products"]').first();
    await entry.waitFor();
    const started = Date.now();
    await entry.click();
    await firstRow();
    inApp.push(Date.now() - started);
    const coldStarted = Date.now();
    await page.goto(`${BASE}/apps/product-management/product/list`);
    await firstRow();
    cold.push(Date.now() - coldStarted);
  }
  await browser.close();
  console.log(
    `\nProduct list screen, first rows after navigation (median of 5): in-app ${median(inApp)} ms (${inApp.join(', ')}), page load ${median(cold)} ms (${cold.join(', ')})`,
  );
}

/** EXPLAIN ANALYZE of the queries behind the first scenario, as the server sends them. */
async function printPlans(env: { DATABASE_URL?: string; DATA_DIR?: string }, status: number) {
  const db = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? null },
  );
  const where = `id_organization = (select id from organizations where code = 'DEMO') and status = ${status} and search_text like '%${BULK_WORDS[4]}%'`;
  for (const [label, query] of [
    [
      'page',
      `explain (analyze, buffers off) select * from products where ${where} order by created_at desc, id desc limit 25`,
    ],
    // The count: first the planner's estimate (a plan, no rows read); the capped exact count
    // below runs only when that estimate is under 5 × the cap (server/http/list.ts).
    ['count estimate (the plan only, as the server asks)', `explain select * from products where ${where}`],
    [
      'capped count',
      `explain (analyze, buffers off) select count(*) from (select 1 from products where ${where} limit ${PRODUCT_COUNT_CAP + 1}) capped`,
    ],
  ]) {
    const started = performance.now();
    const result = (await db.db.execute(query as never)) as unknown as {
      rows: Record<string, string>[];
    };
    const ms = (performance.now() - started).toFixed(1);
    console.log(`\n${label} (${ms} ms):\n${result.rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
  await db.close();
}
