// A newcomer's first `npm start`: no built SPA, no data, no settings. The start must build the SPA,
// create and seed the embedded database and serve both, with the environment the user gave (none).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const PORT = 8190 + (process.pid % 10);
const BASE = `http://127.0.0.1:${PORT}`;
const scratch = mkdtempSync(join(tmpdir(), 'first-start-'));
const logs: string[] = [];
let child: ChildProcess | undefined;

/** The shell's environment of a newcomer: what vitest and CI add to ours is taken out. */
function newcomerEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'JWT_SECRET', 'VITEST', 'VITEST_MODE', 'TEST'])
    delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('VITEST_')) delete env[name];
  return {
    ...env,
    PORT: String(PORT),
    DIST_DIR: join(scratch, 'dist'),
    DATA_DIR: join(scratch, 'data'),
    LOG_LEVEL: 'warn',
  };
}

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    if (child?.exitCode !== null)
      throw new Error(`npm start exited with ${child?.exitCode}:\n${logs.join('')}`);
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return;
    } catch {
      /* still building or starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`npm start did not answer in time:\n${logs.join('')}`);
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    // npm runs tsx, which runs the server: the whole process group is stopped.
    await new Promise((resolve) => {
      child!.once('exit', resolve);
      process.kill(-child!.pid!, 'SIGTERM');
    });
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe('the first start of a fresh clone', () => {
  it(
    'builds the SPA, seeds the embedded database and serves the API and /login',
    { timeout: 300_000 },
    async () => {
      child = spawn('npm', ['start'], {
        env: newcomerEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
      await waitForHealth(Date.now() + 280_000);

      const login = await fetch(`${BASE}/login`);
      expect(login.status).toBe(200);
      expect(login.headers.get('content-type')).toMatch(/text\/html/);
      expect(await login.text()).toMatch(/<div id="root">/);

      const signIn = await fetch(`${BASE}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.local', password: 'demo12345' }),
      });
      expect(signIn.status).toBe(200);
    },
  );
});
