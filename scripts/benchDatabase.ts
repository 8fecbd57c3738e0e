import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';
import { createScratchDatabase } from '../tests/support/scratchDatabase';

/**
 * A benchmark's own database: on the PostgreSQL server of BENCH_DATABASE_URL (a database made
 * here and dropped by `drop`), else an embedded PGlite in a temporary directory. `env` points the
 * server process at it; `open` opens it from the benchmark itself (to seed it first).
 */
export async function benchDatabase(label: string) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), `${label}-`));
    return {
      label: 'PGlite (embedded)',
      env: { DATA_DIR: dir } as Record<string, string>,
      open: () => openDatabase({ dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase(serverUrl, label.replaceAll('-', '_'));
  return {
    label: 'PostgreSQL server',
    env: { DATABASE_URL: scratch.url } as Record<string, string>,
    open: () => openDatabase({ url: scratch.url, poolSize: 2 }),
    drop: scratch.drop,
  };
}
