// `npm run backup` and `npm run restore`, run as a user runs them: a round trip keeps what was
// there at the backup and nothing written after it, and each refusal (a running server, a
// database in the way, a file that is no backup) says why and changes nothing. On the embedded
// database and on a PostgreSQL server (fresh databases on it, dropped after).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError, backupEmbedded, restoreEmbedded, restorePostgres } from '../../server/db/backup';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../../server/db/seed';
import { createScratchDatabase } from '../support/scratchDatabase';
import { startServerProcess } from './serverProcess';

const POSTGRES_SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = mkdtempSync(join(tmpdir(), 'backup-'));
const cleanups: (() => unknown)[] = [() => rmSync(scratch, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm run backup|restore -- …` with the database settings given (and no inherited one). */
function npmRun(
  script: 'backup' | 'restore',
  args: string[],
  where: { DATA_DIR?: string; DATABASE_URL?: string },
) {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...where },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function addBrand(database: Database, code: string) {
  await database.db.execute(
    sql`insert into brands (id_organization, code, name) select id, ${code}, ${code} from organizations where code = 'DEMO'`,
  );
}

async function brandCodes(database: Database) {
  const { rows } = (await database.db.execute(
    sql`select code from brands where code like 'BACKUP_%' order by code`,
  )) as unknown as { rows: { code: string }[] };
  return rows.map((r) => r.code);
}

async function seeded(database: Database) {
  await database.migrate();
  await seedDemoData(database.db);
}

describe('backup and restore of the embedded database', () => {
  it(
    'round trip: what was there at the backup comes back, what came after does not; refusals change nothing',
    { timeout: 300_000 },
    async () => {
      const dataDir = join(scratch, 'data');
      const file = join(scratch, 'embedded.tar.gz');
      let database = await openDatabase({ dataDir });
      await seeded(database);
      await addBrand(database, 'BACKUP_BEFORE');
      await database.close();

      const backup = npmRun('backup', ['--out', file], { DATA_DIR: dataDir });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toMatch(
        /^Backed up the embedded database in .* \(\d+\.\d MB; read back: \d+ migrations, 14 users\)/,
      );
      expect(existsSync(file)).toBe(true);
      // A second backup to the same name is refused rather than overwriting the first.
      await expect(backupEmbedded(dataDir, file)).rejects.toThrow(
        new BackupError(
          `${file} already exists: name another file with --out, or add --force to replace it.`,
        ),
      );

      database = await openDatabase({ dataDir });
      await addBrand(database, 'BACKUP_AFTER');
      await database.close();

      const refused = npmRun('restore', [file], { DATA_DIR: dataDir });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(
        /already holds a database, which the restore would replace\. Add --force/,
      );
      await expect(restoreEmbedded(dataDir, 'package.json', { force: true })).rejects.toThrow(
        /^package\.json is not a backup of the embedded database made by npm run backup \(.*\)\. Nothing was changed\.$/,
      );
      expect(readdirSync(dataDir).sort()).toEqual(['pglite']);

      const restored = npmRun('restore', [file, '--force'], { DATA_DIR: dataDir });
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      expect(restored.stdout).toContain('14 users');
      const aside = readdirSync(dataDir).find((name) => name.startsWith('pglite.before-restore-'));
      expect(restored.stdout).toContain(`The database it replaced is kept in ${join(dataDir, aside!)}`);

      // The server on the restored data: the brand from before the backup, not the one after.
      const server = await startServerProcess(
        { DATA_DIR: dataDir, DATABASE_URL: '' },
        { startupMs: 120_000 },
      );
      cleanups.push(() => server.stop());
      const login = await fetch(`${server.base}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.local', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { access_token } = (await login.json()) as { access_token: string };
      const brands = await fetch(`${server.base}/api/brands/?search=BACKUP&page_size=100`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
      const codes = ((await brands.json()) as { results: { code: string }[] }).results.map((b) => b.code);
      expect(codes).toEqual(['BACKUP_BEFORE']);

      // While the server has the database, neither command touches it, --force or not.
      const pid = server.child.pid;
      const busyBackup = npmRun('backup', ['--out', join(scratch, 'live.tar.gz')], { DATA_DIR: dataDir });
      expect(busyBackup.status).toBe(1);
      expect(busyBackup.stderr).toContain(`is open in another process (pid ${pid}: `);
      expect(busyBackup.stderr).toContain('stop the server, run the command, start the server again');
      expect(existsSync(join(scratch, 'live.tar.gz'))).toBe(false);
      await expect(restoreEmbedded(dataDir, file, { force: true })).rejects.toThrow(
        `is open in another process (pid ${pid}: `,
      );
      // Nor does a second server (a second `npm start` on the same DATA_DIR).
      await expect(startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' })).rejects.toThrow(
        /exited with 1:[\s\S]*Failed to start: The database in .* is open in another process/,
      );
      expect(await server.stop()).toBe(0);

      // Into an empty DATA_DIR (a new machine), no --force is needed.
      const elsewhere = join(scratch, 'new-machine');
      expect(await restoreEmbedded(elsewhere, file)).toMatchObject({ users: 14, keptAside: null });
      expect(readdirSync(elsewhere)).toEqual(['pglite']);
      // And with no database in DATA_DIR there is nothing to back up (none is created).
      const nothing = join(scratch, 'nothing');
      await expect(backupEmbedded(nothing, join(scratch, 'none.tar.gz'))).rejects.toThrow(
        'There is no embedded database in',
      );
      expect(existsSync(join(nothing, 'pglite'))).toBe(false);
    },
  );
});

describe('backup and restore on a PostgreSQL server (pg_dump, pg_restore)', () => {
  it(
    'round trip into an empty database and over the original; refused while another session is connected',
    { timeout: 120_000 },
    async () => {
      const open = async (label: string) => {
        const db = await createScratchDatabase(POSTGRES_SERVER, label).catch((error: Error) => {
          throw new Error(`this test needs a PostgreSQL server at ${POSTGRES_SERVER}: ${error.message}`);
        });
        cleanups.push(db.drop);
        return db;
      };
      const original = await open('backup');
      const file = join(scratch, 'server.dump');
      let database = await openDatabase({ url: original.url, poolSize: 1 });
      await seeded(database);
      await addBrand(database, 'BACKUP_BEFORE');
      await database.close();

      const backup = npmRun('backup', ['--out', file], { DATABASE_URL: original.url });
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain(`Backed up 127.0.0.1:5432/${original.name} to ${file}`);

      database = await openDatabase({ url: original.url, poolSize: 1 });
      await addBrand(database, 'BACKUP_AFTER');
      await database.close();
      await expect(restorePostgres(original.url, file)).rejects.toThrow(
        /already has \d+ tables, which the restore would replace/,
      );

      const copy = await open('restored');
      const restored = npmRun('restore', [file], { DATABASE_URL: copy.url });
      expect(restored.stderr).toBe('');
      expect(restored.status).toBe(0);
      expect(restored.stdout).toContain('14 users');
      database = await openDatabase({ url: copy.url, poolSize: 1 });
      // The migrations table came along: the server would find nothing to apply.
      await database.migrate();
      expect(await brandCodes(database)).toEqual(['BACKUP_BEFORE']);
      await database.close();

      // A server (here, any session) on the database: not even --force restores under it.
      const session = new pg.Client({ connectionString: original.url });
      await session.connect();
      const busy = restorePostgres(original.url, file, { force: true });
      await expect(busy).rejects.toThrow('1 other session(s) are connected');
      await session.end();

      const over = npmRun('restore', [file, '--force'], { DATABASE_URL: original.url });
      expect(over.stderr).toBe('');
      expect(over.status).toBe(0);
      database = await openDatabase({ url: original.url, poolSize: 1 });
      expect(await brandCodes(database)).toEqual(['BACKUP_BEFORE']);
      await database.close();
    },
  );
});
