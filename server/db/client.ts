import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './changeFeed';
import { lockDataDir } from './dataDirLock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common base of the PGlite and node-postgres drizzle databases. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Functions that write take either, so a caller can compose them into one transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Refreshes planner statistics where no autovacuum runs (PGlite). */
  maintain(): Promise<void>;
  ping(): Promise<void>;
  /** Committed changes of the cached-from tables, heard from the database (opened on first use). */
  changes(): ChangeFeed;
  close(): Promise<void>;
};

/** `changes()` opens the feed once; closing the database closes it first. */
function withChangeFeed(open: () => ChangeFeed, closeDatabase: () => Promise<void>) {
  let feed: ChangeFeed | undefined;
  return {
    changes: () => (feed ??= open()),
    close: async () => {
      await feed?.close();
      await closeDatabase();
    },
  };
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * `url` set: a PostgreSQL server. Otherwise embedded PGlite, kept in `dataDir`
 * (or in memory when `dataDir` is null, which tests use for speed).
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir?: string | null;
  poolSize?: number;
  /** How long a query may wait for a pooled connection (or a new one to open) before it fails. */
  poolWaitMs?: number;
  /** In memory only: start from this copy of a PGlite cluster (`dumpDataDir`), not an empty one. */
  copyOf?: Blob;
}): Promise<Database> {
  const { url } = opts;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      // Unbounded by default: under overload or while the server is unreachable, requests would
      // queue here without end instead of being answered 503.
      connectionTimeoutMillis: opts.poolWaitMs ?? 5_000,
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    // Nor may a checked-out one between two queries of a transaction (a restarting server ends
    // every session at once): its query, or the next, fails and is answered 503.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      // The server's autovacuum keeps statistics fresh.
      maintain: async () => {},
      ping: async () => {
        await pool.query('select 1');
      },
      ...withChangeFeed(
        () => postgresChangeFeed(url),
        () => pool.end(),
      ),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const lock = opts.dataDir ? lockDataDir(opts.dataDir) : undefined;
  let client: PGlite;
  try {
    client = opts.dataDir
      ? await createPglite(pgliteDir(opts.dataDir))
      : await createPglite(undefined, opts.copyOf ? { loadDataDir: opts.copyOf } : {});
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // PGlite runs single-user: no autovacuum, so without this the planner works from
    // empty statistics and list pages sort whole tables.
    maintain: async () => {
      await client.exec('vacuum analyze');
    },
    ping: async () => {
      await client.query('select 1');
    },
    ...withChangeFeed(
      () => pgliteChangeFeed(client),
      async () => {
        await client.close();
        lock?.release();
      },
    ),
  };
}

/** Where the embedded database of a DATA_DIR lives (beside the generated JWT secret). */
export const pgliteDir = (dataDir: string) => `${dataDir}/pglite`;

/**
 * A PGlite with the extensions the migrations need (pg_trgm serves the product search), in
 * `path` or in memory. The caller holds the DATA_DIR's lock (`lockDataDir`).
 */
export const createPglite = (path: string | undefined, options: PGliteOptions = {}) =>
  PGlite.create(path, { ...options, extensions: { pg_trgm } });
