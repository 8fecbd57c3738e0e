// The real server process, as `npm start` runs it: data and sign-ins survive a graceful restart,
// and production refuses to start without a secret.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const PORT = 8170 + (process.pid % 20);
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'server-process-'));
// The suite's database choice applies here too (PGlite in DATA_DIR, or DATABASE_URL's server).
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  NODE_ENV: 'development',
};
const logs: string[] = [];
const CARD = '4111 1111 1111 1111';
const BAD_CARD = '4111 1111 1111 1112';
const CARD_DIGITS = /4111[ -]?1111[ -]?1111/;

/** The servers this suite started: a failed test must not leave one holding its port. */
const started: ChildProcess[] = [];

function start(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  started.push(child);
  return child;
}

/** Up to 45 s: a first start migrates and seeds, slow on a machine busy with other suites. */
async function waitUntilUp() {
  for (let i = 0; i < 450; i++) {
    try {
      if ((await fetch(`${BASE}/api/health/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${logs.join('')}`);
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it(
    'keeps data and sign-ins across a graceful restart, and finishes requests in flight',
    { timeout: 150_000 },
    async () => {
      let server = start();
      await waitUntilUp();
      const login = await (
        await post('/api/auth/login/', { email: 'admin@demo.local', password: 'demo12345' })
      ).json();
      const created = await post(
        '/api/users/',
        { email: 'persisted@demo.local', password: 'longenough1' },
        login.access_token,
      );
      expect(created.status, await created.clone().text()).toBe(201);
      // A card number, valid or not, reaches neither the log nor an answer.
      const auth = { authorization: `Bearer ${login.access_token}` };
      const [seeded] = (await (await fetch(`${BASE}/api/orders/?page_size=5`, { headers: auth })).json())
        .results;
      for (const card_number of [CARD, BAD_CARD]) {
        const order = await post(
          '/api/orders/',
          { client: seeded.client, lines: [{ product: seeded.lines[0].product, quantity: 1 }], card_number },
          login.access_token,
        );
        expect(order.status).toBe(card_number === CARD ? 201 : 400);
        expect(await order.text()).not.toMatch(CARD_DIGITS);
      }

      // A login (argon2, tens of ms) in flight when SIGTERM arrives still gets its answer.
      const inFlight = post('/api/auth/login/', { email: 'user@demo.local', password: 'demo12345' });
      await new Promise((r) => setTimeout(r, 5));
      expect(await stop(server)).toBe(0);
      expect((await inFlight).status).toBe(200);

      server = start();
      await waitUntilUp();
      // Same generated JWT secret (kept in DATA_DIR): the old access token still works.
      const me = await fetch(`${BASE}/api/auth/user/`, {
        headers: { authorization: `Bearer ${login.access_token}` },
      });
      expect(me.status).toBe(200);
      const list = await fetch(`${BASE}/api/users/?search=persisted`, {
        headers: { authorization: `Bearer ${login.access_token}` },
      });
      expect((await list.json()).results.map((u: { email: string }) => u.email)).toEqual([
        'persisted@demo.local',
      ]);
      expect(await stop(server)).toBe(0);

      // One JSON line per request, with its id, and no secret in any line.
      const lines = logs
        .join('')
        .split('\n')
        .filter((l) => l.includes('"msg":"request"'));
      expect(lines.length).toBeGreaterThan(4);
      for (const line of lines) expect(JSON.parse(line)).toHaveProperty('reqId');
      const all = logs.join('');
      expect(all).not.toContain('demo12345');
      expect(all).not.toContain(login.access_token);
      expect(all).not.toContain(login.refresh_token);
      expect(all).not.toMatch(CARD_DIGITS);
    },
  );

  it('refuses to start in production without JWT_SECRET, saying why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...env, NODE_ENV: 'production', JWT_SECRET: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('JWT_SECRET is required when NODE_ENV=production');
  });
});
