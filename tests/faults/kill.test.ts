// kill -9 in the middle of a stream of acknowledged writes, then a restart on the same data:
// every write the server acknowledged is there, and no transaction is half there. On the embedded
// database (PGlite in a DATA_DIR) and on a PostgreSQL server (a fresh database on it, dropped after).
//
// The writes are products (each one transaction: the product, its first status in the history,
// its category links and its audit row) and their updates (new name, status and categories, a
// second history row and audit row): a half-written one would show as a product whose links,
// history or audit rows do not match its name's version, or an audit row without its product.
// KILL_WRITE_SECONDS (default 3) and KILL_WRITE_RATE (writes a second, default 100) make it longer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createScratchDatabase } from '../support/scratchDatabase';
import { startServerProcess, type ServerProcess } from './serverProcess';

const WRITE_SECONDS = Number(process.env.KILL_WRITE_SECONDS ?? 3);
const WRITE_RATE = Number(process.env.KILL_WRITE_RATE ?? 100);
const WRITERS = 8;
const MIN_WRITES = 40;
const SLOW_START = { startupMs: 120_000 };
const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Target = { env: Record<string, string>; openDirect: () => ReturnType<typeof openDatabase> };

async function embedded(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kill-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // An inherited DATABASE_URL is emptied: this case is the embedded database's.
  return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, openDirect: () => openDatabase({ dataDir }) };
}

async function onPostgres(): Promise<Target> {
  const scratch = await createScratchDatabase(POSTGRES_SERVER, 'kill').catch((error: Error) => {
    throw new Error(
      `kill -9 on PostgreSQL needs a server at ${POSTGRES_SERVER} (DATABASE_URL names another): ${error.message}`,
    );
  });
  cleanups.push(scratch.drop);
  const dataDir = mkdtempSync(join(tmpdir(), 'kill-pg-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    env: { DATABASE_URL: scratch.url, DATA_DIR: dataDir },
    openDirect: () => openDatabase({ url: scratch.url, poolSize: 1 }),
  };
}

/** What the stream knows of one product: the versions it sent, and those the server acknowledged. */
type Tracked = { code: string; id?: number; attempted: 1 | 2; acknowledged: 0 | 1 | 2 };

type References = { statuses: number[]; type: number; brand: number; categories: number[] };

/** Version 1 (the create) and version 2 (the update) differ in every related row they write. */
const versionOf = (ref: References, version: 1 | 2) =>
  version === 1
    ? { name: 'Kill v1', status: ref.statuses[0]!, categories: ref.categories.slice(0, 3) }
    : { name: 'Kill v2', status: ref.statuses[1]!, categories: ref.categories.slice(3, 5) };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(base: string) {
  const body = await json<{ access_token: string }>(
    await fetch(`${base}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
    }),
  );
  return { authorization: `Bearer ${body.access_token}` };
}

async function references(base: string, auth: Record<string, string>): Promise<References> {
  const ids = async (path: string) =>
    (
      await json<{ results: { id: number }[] }>(
        await fetch(`${base}/api${path}?page_size=100`, { headers: auth }),
      )
    ).results.map((r) => r.id);
  const ref = {
    statuses: await ids('/product-statuses/'),
    type: (await ids('/product-types/'))[0]!,
    brand: (await ids('/brands/'))[0]!,
    categories: await ids('/categories/'),
  };
  expect(ref.statuses.length).toBeGreaterThanOrEqual(2);
  expect(ref.categories.length).toBeGreaterThanOrEqual(5);
  return ref;
}

/**
 * Writers create a product, then update it, then create the next, paced together at
 * WRITE_RATE, until `stopped`. Requests cut by the kill end without an answer.
 */
function streamWrites(base: string, auth: Record<string, string>, ref: References, runId: string) {
  const products: Tracked[] = [];
  const refusals: string[] = [];
  let unavailable = 0;
  let stopped = false;
  let inFlight = 0;
  let nextSlot = Date.now();
  const send = async (method: string, path: string, body: unknown): Promise<{ id: number } | undefined> => {
    const slot = Math.max(nextSlot, Date.now());
    nextSlot = slot + 1000 / WRITE_RATE;
    await new Promise((r) => setTimeout(r, slot - Date.now()));
    if (stopped) return undefined;
    inFlight++;
    let res: Response;
    try {
      res = await fetch(`${base}/api${path}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch {
      return undefined; // no answer: cut by the kill
    } finally {
      inFlight--;
    }
    // A loaded server turns some away (503, Retry-After) having written nothing: the same write
    // is sent again, so one that was written after all shows as a refused duplicate.
    if (res.status === 503) {
      await res.body?.cancel();
      unavailable++;
      return send(method, path, body);
    }
    // An answer given is an acknowledgement only if it says the write was made; a refusal
    // means the stream itself is wrong, and ends it.
    if (!res.ok) refusals.push(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.ok ? ((await res.json()) as { id: number }) : undefined;
  };
  const writer = async (w: number) => {
    for (let n = 0; !stopped; n++) {
      const code = `KILL_${runId}_${w}_${n}`;
      const product: Tracked = { code, attempted: 1, acknowledged: 0 };
      products.push(product);
      const v1 = versionOf(ref, 1);
      const made = await send('POST', '/products/', {
        code,
        product_type: ref.type,
        brand: ref.brand,
        priority: 'medium',
        cost_basis: 10,
        stock_quantity: 1,
        ...v1,
      });
      if (!made) return;
      product.id = made.id;
      product.acknowledged = 1;
      product.attempted = 2;
      if (!(await send('PATCH', `/products/${made.id}/`, versionOf(ref, 2)))) return;
      product.acknowledged = 2;
    }
  };
  let running = WRITERS;
  const done = Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w).finally(() => running--)));
  return {
    products,
    refusals,
    unavailable: () => unavailable,
    inFlight: () => inFlight,
    running: () => running,
    async stop() {
      stopped = true;
      return done;
    },
  };
}

type Found = {
  code: string;
  id: number;
  name: string;
  status: number;
  categories: number[];
  history: number[];
  audits: string[];
};

/** Every product of the run as the database holds it, with its links, history and audit rows. */
async function readBack(target: Target, runId: string) {
  const database = await target.openDirect();
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const found = await rows<Found>(sql`
      select p.code, p.id, p.name, p.status,
        coalesce((select array_agg(c.category_id order by c.category_id) from product_categories c
          where c.product_id = p.id), '{}') as categories,
        coalesce((select array_agg(h.to_status order by h.id) from product_status_history h
          where h.product_id = p.id), '{}') as history,
        coalesce((select array_agg(a.action order by a.id) from audit_logs a
          where a.object_type = 'Product' and a.object_id = p.id::text), '{}') as audits
      from products p where p.code like ${`KILL_${runId}_%`}`);
    // An audit row whose product is missing: the rest of its transaction was lost.
    const orphanAudits = await rows<{ object_name: string }>(sql`
      select a.object_name from audit_logs a
      where a.object_type = 'Product' and a.object_name like 'Kill v%'
        and not exists (select 1 from products p where p.id::text = a.object_id)`);
    return { found: new Map(found.map((p) => [p.code, p])), orphanAudits };
  } finally {
    await database.close();
  }
}

describe('kill -9 in a stream of acknowledged writes', () => {
  for (const [label, prepare] of [
    ['the embedded database', embedded],
    ['PostgreSQL', onPostgres],
  ] as const) {
    it(
      `loses no acknowledged write and shows no half-written one, on ${label}`,
      // Ceilings for a loaded machine (a first start makes and seeds the database); ~25 s each alone.
      { timeout: 300_000 + WRITE_SECONDS * 3_000 },
      async () => {
        const target = await prepare();
        const runId = Date.now().toString(36).toUpperCase();
        let server: ServerProcess = await startServerProcess(target.env, SLOW_START);
        cleanups.push(() => server.stop());
        const auth = await signIn(server.base);
        const ref = await references(server.base, auth);

        const stream = streamWrites(server.base, auth, ref, runId);
        const started = Date.now();
        // WRITE_SECONDS of writes, and on a machine too loaded for that to mean much, at least
        // MIN_WRITES acknowledged ones before the kill.
        const acknowledgedWrites = () => stream.products.reduce((sum, p) => sum + p.acknowledged, 0);
        while (Date.now() - started < WRITE_SECONDS * 1000 || acknowledgedWrites() < MIN_WRITES) {
          expect(Date.now() - started, 'time to the first writes').toBeLessThan(
            60_000 + WRITE_SECONDS * 1000,
          );
          await new Promise((r) => setTimeout(r, 50));
        }
        // Killed with requests in flight, so some transactions are cut at some point of their work.
        while (stream.inFlight() === 0 && stream.running() > 0) await new Promise((r) => setImmediate(r));
        expect(stream.refusals).toEqual([]);
        const inFlightAtKill = stream.inFlight();
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        // node runs server/main.ts itself (no wrapper process): this is the whole server.
        server.child.kill('SIGKILL');
        await exited;
        const seconds = (Date.now() - started) / 1000;
        await stream.stop();
        expect(stream.refusals).toEqual([]);

        server = await startServerProcess(target.env, SLOW_START);
        // Back up on the same data: the last acknowledged product is served as acknowledged.
        const acknowledged = stream.products.filter((p) => p.acknowledged > 0);
        const last = acknowledged.at(-1)!;
        const served = await json<{ name: string }>(
          await fetch(`${server.base}/api/products/${last.id}/`, { headers: auth }),
        );
        expect(served.name).toBe(versionOf(ref, last.acknowledged as 1 | 2).name);
        expect(await server.stop()).toBe(0);

        const { found, orphanAudits } = await readBack(target, runId);
        const missing: string[] = [];
        const halfWritten: string[] = [];
        let unacknowledgedFound = 0;
        for (const product of stream.products) {
          const row = found.get(product.code);
          const version = !row ? 0 : row.name === 'Kill v2' ? 2 : 1;
          if (version < product.acknowledged) missing.push(`${product.code} v${product.acknowledged}`);
          if (version > product.acknowledged) unacknowledgedFound++;
          if (!row) continue;
          const expected = versionOf(ref, version as 1 | 2);
          const whole =
            version <= product.attempted &&
            row.status === expected.status &&
            JSON.stringify(row.categories) ===
              JSON.stringify([...expected.categories].sort((a, b) => a - b)) &&
            JSON.stringify(row.history) ===
              JSON.stringify(
                version === 1 ? [expected.status] : [versionOf(ref, 1).status, expected.status],
              ) &&
            JSON.stringify(row.audits) ===
              JSON.stringify(version === 1 ? ['product.create'] : ['product.create', 'product.update']);
          if (!whole) halfWritten.push(JSON.stringify(row));
        }
        const writes = acknowledgedWrites();
        console.log(
          `kill -9 on ${label}: ${writes} writes acknowledged in ${seconds.toFixed(1)} s ` +
            `(${Math.round(writes / seconds)}/s, ${acknowledged.length} products), ${inFlightAtKill} in flight at the kill, ` +
            `${unacknowledgedFound} of those found committed; after restart ${missing.length} missing, ` +
            `${halfWritten.length + orphanAudits.length} half-written (${stream.unavailable()} answers 503, sent again)`,
        );
        expect(missing).toEqual([]);
        expect(halfWritten).toEqual([]);
        expect(orphanAudits).toEqual([]);
        // Nothing the stream never sent appeared, and every product found is one it sent.
        expect([...found.keys()].filter((code) => !stream.products.some((p) => p.code === code))).toEqual([]);
        expect(unacknowledgedFound).toBeLessThanOrEqual(inFlightAtKill);
      },
    );
  }
});
