// One migrated, seeded database per test run, which every API suite copies instead of migrating
// and seeding its own: that took ~4 s of each of ~60 suites, on each database CI tests. The first
// suite that asks builds it, under a lock directory, so parallel workers build it once; the run's
// global teardown (seededTemplate.setup.ts) removes it.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { createScratchDatabase } from './scratchDatabase';
import { READY, type Template } from './seededTemplate.setup';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where this run keeps its template (seededTemplate.setup.ts). */
    seededTemplateDir: string;
  }
}

const BUILD_WAIT_MS = 180_000;

async function build(dir: string, serverUrl: string | undefined): Promise<Template> {
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'suite_template');
    const database = await openDatabase({ url: scratch.url, poolSize: 2 });
    await migrateAndSeed(database);
    // A template may have no other connection while it is copied.
    await database.close();
    return { kind: 'postgres', serverUrl, name: scratch.name };
  }
  const database = await openDatabase({ dataDir: null });
  await migrateAndSeed(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  return { kind: 'pglite', file };
}

async function migrateAndSeed(database: Database) {
  await database.migrate();
  await seedDemoData(database.db, 'en');
}

/** The run's template, built by whichever worker asks first; the others wait for it. */
async function template(serverUrl: string | undefined): Promise<Template> {
  const dir = inject('seededTemplateDir');
  const ready = join(dir, READY);
  try {
    mkdirSync(join(dir, 'lock'), { recursive: false });
  } catch {
    const until = Date.now() + BUILD_WAIT_MS;
    while (!existsSync(ready)) {
      if (Date.now() > until)
        throw new Error(`No test database template in ${dir} after ${BUILD_WAIT_MS} ms`);
      await sleep(100);
    }
    return JSON.parse(readFileSync(ready, 'utf8')) as Template;
  }
  const built = await build(dir, serverUrl);
  // Written whole, then renamed: a waiting worker never reads half of it.
  writeFileSync(`${ready}.part`, JSON.stringify(built));
  renameSync(`${ready}.part`, ready);
  return built;
}

/**
 * A fresh copy of the run's migrated database with the English demo data: in memory (PGlite), or
 * with `serverUrl` a new database on that PostgreSQL server, which `drop()` removes.
 */
export async function openSeededCopy(
  serverUrl: string | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const built = await template(serverUrl);
  if (built.kind === 'pglite') {
    const copyOf = new Blob([readFileSync(built.file)]);
    return { database: await openDatabase({ dataDir: null, copyOf }), drop: async () => {} };
  }
  const scratch = await createScratchDatabase(built.serverUrl, 'suite', built.name);
  return { database: await openDatabase({ url: scratch.url, poolSize: 4 }), drop: scratch.drop };
}
