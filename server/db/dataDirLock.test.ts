import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, LOCK_FILE, lockDataDir } from './dataDirLock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, LOCK_FILE);
const writeLock = (pid: number) =>
  writeFileSync(
    lockFile(),
    JSON.stringify({ pid, command: 'server/main.ts', since: '2026-01-01T00:00:00Z' }),
  );
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the data directory lock', () => {
  it('refuses a second opener while the first holds it, naming the holder, and frees on release', () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
    // Another live process (our parent) holding it: refused, with its pid and command.
    lock.release();
    writeLock(process.ppid);
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`open in another process \\(pid ${process.ppid}: server/main.ts`),
    );
    rmSync(lockFile());
    lockDataDir(dir).release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over the lock of a holder killed without releasing it', () => {
    writeLock(deadPid());
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('on release, leaves alone a lock another process took over meanwhile', () => {
    const lock = lockDataDir(dir);
    writeLock(process.ppid);
    lock.release();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.ppid);
  });
});
