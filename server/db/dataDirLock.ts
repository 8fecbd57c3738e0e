import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * PGlite is PostgreSQL in single-user mode: it takes no lock on its data directory (its
 * postmaster.pid holds a dummy pid), so a second process opening the same directory (a second
 * `npm start`, a backup while the server runs) would write over the first one's pages. Every
 * opener of a DATA_DIR takes this lock first.
 *
 * The lock is a file naming its holder's pid. A holder killed without closing (kill -9, a power
 * cut) leaves it behind; the next opener sees that pid is gone and takes the lock over.
 */
export const LOCK_FILE = 'pglite.lock';

export type LockHolder = { pid: number; command: string; since: string };

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The database in ${shown(dataDir)} is open in another process (pid ${holder.pid}: ${holder.command}, since ${holder.since}). ` +
        'The embedded database allows one process at a time: stop that one first.',
    );
  }
}

export type DataDirLock = { release(): void };

/** Locks held by this process: a second PGlite on the same directory here is as harmful. */
const heldHere = new Set<string>();

/** As the user would type it: relative to where they are, unless that climbs out. */
function shown(dir: string) {
  const rel = relative(process.cwd(), dir);
  return rel.startsWith('..') ? resolve(dir) : rel || '.';
}

function isAlive(pid: number): boolean {
  // A restarted container runs its server as the same pid again: a lock naming us is not ours.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

const sameHolder = (a: LockHolder | undefined, b: LockHolder | undefined) =>
  a?.pid === b?.pid && a?.since === b?.since;

/** Takes the lock on `dataDir` (which must exist) or throws DataDirBusyError naming its holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = join(dataDir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    command: process.argv
      .slice(1)
      .map((arg) => (arg.startsWith('/') ? relative(process.cwd(), arg) || arg : arg))
      .join(' '),
    since: new Date().toISOString(),
  };
  if (heldHere.has(file)) throw new DataDirBusyError(dataDir, { ...me, command: 'this very process' });
  // Written aside then linked into place: the lock appears whole or not at all, and link()
  // fails when one is already there.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(draft, file);
        heldHere.add(file);
        return {
          release() {
            if (!heldHere.delete(file)) return;
            // Only our own lock is removed, never one taken over after we were presumed dead.
            if (sameHolder(readHolder(file), me)) rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readHolder(file);
      if (current && isAlive(current.pid)) throw new DataDirBusyError(dataDir, current);
      // Stale: moved aside, then checked to be the lock judged stale. Of two openers taking
      // over at once, the later one may have moved the earlier one's fresh lock: it puts it back.
      const aside = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, aside);
      } catch {
        continue; // moved by the other opener first
      }
      const moved = readHolder(aside);
      if (moved && !sameHolder(moved, current) && isAlive(moved.pid)) {
        try {
          linkSync(aside, file);
        } finally {
          rmSync(aside, { force: true });
        }
        throw new DataDirBusyError(dataDir, moved);
      }
      rmSync(aside, { force: true });
    }
    throw new Error(`Could not lock ${shown(dataDir)}: its lock file ${LOCK_FILE} keeps changing.`);
  } finally {
    rmSync(draft, { force: true });
  }
}
