// `npm run bench:dashboards`: every dashboard's aggregate endpoint (each GET of the contract whose
// path names a dashboard) on a large organisation: BENCH_PRODUCTS (1,000,000) generated products
// and BENCH_ORDERS (100,000) generated orders in Demo Group, asked by the admin, the brand
// manager and a salesperson (three reaches), for the 30- and 365-day presets.
//   computed: the figures read from the database, the read cache dropped before each call (by
//     the user saving their own profile unchanged, a write as any other); BENCH_SAMPLES (30) each;
//   cached: the same call again and again (200), as a dashboard opened by many people is served.
// Prints p50/p99 in ms. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for a
// PostgreSQL server (a database made and dropped here); embedded PGlite otherwise, where seeding
// a million products takes several minutes.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { DEMO_PASSWORD, seedDemoData } from '../server/db/seed';
import { seedBulkProducts } from '../server/modules/catalogue/bulkSeed';
import { seedBulkOrders } from '../server/modules/sales/bulkSeed';
import { startServerProcess } from '../tests/faults/serverProcess';
import { benchDatabase } from './benchDatabase';
import { timedCall } from './timedCall';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const CACHED_SAMPLES = 200;
const PRESETS = ['30', '365'] as const;
const READERS = ['admin@demo.local', 'brand_manager@demo.local', 'sales@demo.local'];
const TIMEOUT_MS = 120_000;

/** The dashboards as the contract lists them: a GET without path parameters naming a dashboard. */
function dashboards(): { path: string; presets: readonly string[] }[] {
  const contract = JSON.parse(readFileSync('openapi/openapi.json', 'utf8')) as {
    paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
  };
  return Object.entries(contract.paths)
    .filter(([path, operations]) => /dashboard/.test(path) && !path.includes('{') && operations.get)
    .map(([path, { get }]) => ({
      path,
      // A dashboard without periods is asked once.
      presets: get!.parameters?.some((p) => p.name === 'date_preset') ? PRESETS : ['—'],
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);

const database = await benchDatabase('bench-dashboards');
const seeding = Date.now();
const opened = await database.open();
await opened.migrate();
await seedDemoData(opened.db);
await seedBulkProducts(opened.db, 'DEMO', PRODUCTS);
await seedBulkOrders(opened.db, 'DEMO', ORDERS);
await opened.close();
const seededIn = (Date.now() - seeding) / 1000;

const server = await startServerProcess(
  {
    ...database.env,
    SEED: 'false',
    LOGIN_RATE_LIMIT_IP: '1000000',
    LOGIN_RATE_LIMIT_EMAIL: '1000000',
  },
  { startupMs: 180_000 },
);
try {
  const call = (method: string, path: string, token: string, body?: unknown) =>
    timedCall(server.base, { method, path, token, body, timeoutMs: TIMEOUT_MS });
  console.log(
    `\n${database.label}, ${PRODUCTS.toLocaleString('en')} generated products and ${ORDERS.toLocaleString('en')} generated orders (seeded in ${seededIn.toFixed(0)} s), ${cpus().length} cores; computed: ${SAMPLES} calls each, cached: ${CACHED_SAMPLES}\n`,
  );
  console.log(
    '| endpoint | reader | preset | computed p50 | computed p99 | cached p50 | cached p99 |\n|---|---|---|---:|---:|---:|---:|',
  );
  for (const reader of READERS) {
    const login = await timedCall(server.base, {
      method: 'POST',
      path: '/api/auth/login/',
      body: { email: reader, password: DEMO_PASSWORD },
      timeoutMs: TIMEOUT_MS,
    });
    const token = (JSON.parse(login.body) as { access_token: string }).access_token;
    const who = reader.split('@')[0];
    const me = JSON.parse((await call('GET', '/api/auth/user/', token)).body) as { first_name: string };
    for (const { path, presets } of dashboards()) {
      for (const preset of presets) {
        const url = preset === '—' ? path : `${path}?date_preset=${preset}`;
        const first = await call('GET', url, token);
        if (first.status !== 200) {
          console.log(`| ${path} | ${who} | ${preset} | refused (${first.status}) | | | |`);
          continue;
        }
        const computed: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          await call('PATCH', '/api/auth/user/', token, { first_name: me.first_name });
          computed.push((await call('GET', url, token)).ms);
        }
        const cached: number[] = [];
        for (let i = 0; i < CACHED_SAMPLES; i++) cached.push((await call('GET', url, token)).ms);
        console.log(
          `| ${path} | ${who} | ${preset} | ${ms(percentile(computed, 50))} | ${ms(percentile(computed, 99))} | ${ms(percentile(cached, 50))} | ${ms(percentile(cached, 99))} |`,
        );
      }
    }
  }
} finally {
  await server.stop();
  await database.drop();
}
