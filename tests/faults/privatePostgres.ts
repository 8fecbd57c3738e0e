// A PostgreSQL cluster of the test's own (initdb into a temporary folder, a free port, trust
// authentication), so a test may stop and restart it without touching the shared server others'
// tests run on.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of initdb and pg_ctl: `PG_BIN`, else the newest /usr/lib/postgresql/N/bin, else pg_config's. */
function postgresBin(): string {
  const candidates = [process.env.PG_BIN];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  const found = candidates.find(
    (dir) => dir && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')),
  );
  // No skipping: a run without these binaries has not tested what this suite is for.
  if (!found) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found: install PostgreSQL or set PG_BIN to their folder.',
    );
  }
  return found;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type PrivatePostgres = {
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every session ends at once, the server is back when it resolves. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its files. */
  destroy(): Promise<void>;
};

/**
 * initdb refuses to run as root (CI containers often are): the server's commands then run as the
 * `postgres` account, owner of the folder.
 */
function asServerAccount(folder: string): string[] {
  if (process.getuid?.() !== 0) return [];
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(folder, uid, gid);
  return ['runuser', '-u', 'postgres', '--'];
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const folder = mkdtempSync(join(tmpdir(), 'private-pg-'));
  const data = join(folder, 'data');
  const prefix = asServerAccount(folder);
  // Asynchronous, so a test's own load keeps running while the server restarts.
  const run = (tool: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, ...rest] = [...prefix, join(bin, tool), ...args];
      execFile(command!, rest, { timeout: 60_000 }, (error, stdout, stderr) =>
        error
          ? reject(new Error(`${tool} ${args.join(' ')} failed: ${error.message}\n${stdout}${stderr}`))
          : resolve(),
      );
    });
  const port = await freePort();
  // No durability needed for a throwaway cluster: fsync off makes initdb and every commit faster.
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-N', '--no-locale', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-w', ...args]);
  await pgCtl('-o', options, 'start');
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    // pg_ctl restart reuses the options the server was started with.
    restart: () => pgCtl('-m', 'fast', 'restart'),
    stop: async () => {
      await pgCtl('-m', 'fast', 'stop');
      running = false;
    },
    start: async () => {
      await pgCtl('-o', options, 'start');
      running = true;
    },
    destroy: async () => {
      try {
        if (running) await pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
