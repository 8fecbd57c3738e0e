// `npm run backup` and `npm run restore`: the embedded database as a snapshot of its data
// directory (PGlite's own dumpDataDir format, a .tar.gz), a PostgreSQL server's through pg_dump
// and pg_restore. Both refuse to work on a database a server is using.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { createPglite, pgliteDir } from './client';
import { DataDirBusyError, lockDataDir } from './dataDirLock';

/** A refusal or failure told to the user as it is, without a stack. */
export class BackupError extends Error {}

/** What a snapshot holds, read back from it: proof that it opens and is this application's. */
export type SnapshotSummary = { migrations: number; users: number };

const shown = (path: string) => {
  const rel = relative(process.cwd(), path);
  return rel.startsWith('..') ? resolve(path) : rel || '.';
};
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

export const defaultBackupFile = (kind: 'pglite' | 'postgres') =>
  `backups/backoffice-${stamp()}${kind === 'pglite' ? '.tar.gz' : '.dump'}`;

async function summarize(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<SnapshotSummary> {
  const count = async (table: string) =>
    Number(((await query(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n);
  return { migrations: await count('drizzle.__drizzle_migrations'), users: await count('users') };
}

const summarizePglite = (client: PGlite) => summarize((text) => client.query(text));

function lockOrExplain(dataDir: string) {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new BackupError(
      `${error.message}\nA backup or restore of the embedded database needs it to itself for the seconds it takes: ` +
        'stop the server, run the command, start the server again. (Backups while serving need PostgreSQL and pg_dump.)',
    );
  }
}

/** Writes next to the target then renames, so no half-written file ever carries the name. */
function writeWhole(file: string, data: Uint8Array) {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(`${file}.partial`, data, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
}

function refuseToOverwrite(file: string, force: boolean) {
  if (existsSync(file) && !force) {
    throw new BackupError(
      `${shown(file)} already exists: name another file with --out, or add --force to replace it.`,
    );
  }
}

const holdsDatabase = (dir: string) => existsSync(`${dir}/PG_VERSION`);

/**
 * A consistent snapshot of the embedded database: with the data directory locked (so no server
 * writes meanwhile) and a checkpoint made (so the files hold every committed write, with nothing
 * left to replay), PGlite tars its data directory; the tarball is then opened in memory and
 * counted before it is written, so a backup that reports success is one that restores.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
  { force = false } = {},
): Promise<SnapshotSummary & { bytes: number }> {
  const dir = pgliteDir(dataDir);
  if (!holdsDatabase(dir)) {
    throw new BackupError(`There is no embedded database in ${shown(dir)} to back up (DATA_DIR=${dataDir}).`);
  }
  refuseToOverwrite(file, force);
  const lock = lockOrExplain(dataDir);
  let tarball: Uint8Array;
  try {
    const client = await createPglite(dir);
    try {
      await client.exec('checkpoint');
      tarball = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
  const copy = await createPglite(undefined, { loadDataDir: asTarball(tarball) });
  let summary: SnapshotSummary;
  try {
    summary = await summarizePglite(copy);
  } finally {
    await copy.close();
  }
  writeWhole(file, tarball);
  return { ...summary, bytes: tarball.byteLength };
}

/**
 * The snapshot as PGlite loads it: unpacked here, so that a file which is not one is refused with
 * a message (PGlite's own unpacking of a bad file also leaves an unhandled rejection behind).
 */
function asTarball(gzipped: Uint8Array): Blob {
  let tar: Buffer;
  try {
    tar = gunzipSync(gzipped);
  } catch {
    throw new Error('not gzip-compressed');
  }
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') throw new Error('not a tar archive');
  return new Blob([tar as Uint8Array<ArrayBuffer>], { type: 'application/x-tar' });
}

/**
 * Restores a snapshot into DATA_DIR: unpacked beside the current database and opened there first,
 * and only then swapped in; the database it replaces is moved aside, not deleted.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  { force = false } = {},
): Promise<SnapshotSummary & { keptAside: string | null }> {
  const tarball = readBackup(file);
  const dir = pgliteDir(dataDir);
  if (holdsDatabase(dir) && !force) {
    throw new BackupError(
      `${shown(dir)} already holds a database, which the restore would replace. ` +
        `Add --force to restore anyway (the current one is then kept as ${shown(dir)}.before-restore-<time>).`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const lock = lockOrExplain(dataDir);
  try {
    const staging = `${dir}.restoring`;
    rmSync(staging, { recursive: true, force: true });
    let summary: SnapshotSummary;
    try {
      const client = await createPglite(staging, { loadDataDir: asTarball(tarball) });
      try {
        summary = await summarizePglite(client);
      } finally {
        await client.close();
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new BackupError(
        `${shown(file)} is not a backup of the embedded database made by npm run backup (${(error as Error).message}). Nothing was changed.`,
      );
    }
    let keptAside: string | null = null;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      keptAside = `${dir}.before-restore-${stamp()}`;
      renameSync(dir, keptAside);
    } else {
      rmSync(dir, { recursive: true, force: true });
    }
    renameSync(staging, dir);
    return { ...summary, keptAside: keptAside && shown(keptAside) };
  } finally {
    lock.release();
  }
}

function readBackup(file: string): Buffer {
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new BackupError(`There is no backup file ${shown(file)}.`);
  }
  return readFileSync(file);
}

/** pg_dump and pg_restore from PATH, or PG_BIN's folder: a missing one is said plainly. */
function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  const command = process.env.PG_BIN ? `${process.env.PG_BIN}/${tool}` : tool;
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupError(
      `${tool} was not found: install PostgreSQL's client programs (of the server's major version or newer; ` +
        'Debian: apt-get install postgresql-client) or set PG_BIN to their folder.',
    );
  }
  if (run.status !== 0) throw new BackupError(`${tool} failed:\n${run.stderr || run.error?.message}`);
  return run;
}

/** Where a URL points, without its password. */
const safeUrl = (url: string) => {
  const u = new URL(url);
  u.password = '';
  return `${u.host}${u.pathname}`;
};

/**
 * pg_dump in its custom format (compressed; pg_restore can pick from it). It reads one
 * consistent snapshot of a live database, so the server may keep running.
 */
export function backupPostgres(url: string, file: string, { force = false } = {}) {
  refuseToOverwrite(file, force);
  mkdirSync(dirname(resolve(file)), { recursive: true });
  runPostgresTool('pg_dump', ['--format=custom', `--file=${file}.partial`, `--dbname=${url}`]);
  renameSync(`${file}.partial`, file);
  return { bytes: statSync(file).size, where: safeUrl(url) };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_restore into DATABASE_URL's database in one transaction (all or nothing). Refused while
 * other sessions use that database (a server would see its tables dropped under it), and into a
 * database that has tables unless --force, which drops what the backup recreates.
 */
export async function restorePostgres(url: string, file: string, { force = false } = {}) {
  readBackup(file);
  const { sessions, tables } = await withClient(url, async (client) => ({
    sessions: (
      await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows[0]!.n,
    tables: (
      await client.query<{ n: number }>(
        "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
      )
    ).rows[0]!.n,
  }));
  if (sessions > 0) {
    throw new BackupError(
      `${sessions} other session(s) are connected to ${safeUrl(url)}: stop the servers using it before restoring.`,
    );
  }
  if (tables > 0 && !force) {
    throw new BackupError(
      `${safeUrl(url)} already has ${tables} tables, which the restore would replace. Restore into an empty database ` +
        '(createdb), or add --force to drop and recreate what the backup holds.',
    );
  }
  runPostgresTool('pg_restore', [
    ...(force ? ['--clean', '--if-exists'] : []),
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
  return {
    where: safeUrl(url),
    ...(await withClient(url, (client) => summarize((text) => client.query(text)))),
  };
}
