// Overload on the real server process, on both databases: a flood far beyond what the server
// handles at once is answered in bounded time, the excess with 503 + Retry-After in the API's
// error shape (never a hang, never another 5xx), one client's flood does not starve another
// client, and the health check stays cheap throughout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { startPrivatePostgres } from './privatePostgres';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { timedCall, type TimedAnswer } from '../../scripts/timedCall';

const MAX_WAIT_MS = 1_000;
/**
 * The longest any answer may take: the wait for a turn, then the handler's own time with three
 * others on two cores shared with the load and, here, other engineers' runs (generous: it tells
 * a bounded answer from the starvation beyond 10 s seen before admission control).
 */
const ANSWER_BOUND_MS = 9_000;
const BUSY = { detail: 'The server is busy. Please try again shortly.' };

/** Where each run keeps its data: a fresh embedded database, or a private PostgreSQL cluster. */
const databases: [string, () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>][] = [
  [
    'the embedded database',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'overload-'));
      return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const postgres = await startPrivatePostgres();
      return { env: { DATABASE_URL: postgres.url }, drop: postgres.destroy };
    },
  ],
];

type Answer = TimedAnswer & { client: string };

describe.each(databases)('overload on %s', (_name, prepare) => {
  let server: ServerProcess;
  let drop: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    const database = await prepare();
    drop = database.drop;
    server = await startServerProcess({
      ...database.env,
      JWT_SECRET: 'overload-suite-secret-0123456789abcdef',
      // Small limits, so a few hundred requests are a flood; clients told apart by X-Forwarded-For.
      ADMISSION_MAX_IN_FLIGHT: '4',
      ADMISSION_MAX_QUEUE: '16',
      ADMISSION_MAX_WAIT_MS: String(MAX_WAIT_MS),
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT_IP: '1000000',
      LOGIN_RATE_LIMIT_EMAIL: '1000000',
    });
    const login = await send('setup', 'POST', '/api/auth/login/', {
      email: 'admin@demo.local',
      password: 'demo12345',
    });
    expect(login.status).toBe(200);
    token = (JSON.parse(login.body) as { access_token: string }).access_token;
  }, 120_000);
  beforeEach(() => onTestFailed(() => console.log(server.output())));
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  // A hang shows as this test's failure rather than as its time-out.
  const send = async (client: string, method: string, path: string, body?: unknown): Promise<Answer> => ({
    client,
    ...(await timedCall(server.base, { method, path, body, client, token, timeoutMs: 15_000 })),
  });

  /** A sign-in (argon2: tens of ms of CPU) or a page of users (two queries), in turn. */
  const work = (client: string, i: number) =>
    i % 2 === 0
      ? send(client, 'POST', '/api/auth/login/', { email: 'user@demo.local', password: 'demo12345' })
      : send(client, 'GET', `/api/users/?page_size=100&search=${i % 7}`);

  it('answers a flood in bounded time: the excess gets 503 with Retry-After, nothing hangs', async () => {
    const health: Answer[] = [];
    const flood = Promise.all(Array.from({ length: 300 }, (_, i) => work(`10.0.0.${i % 50}`, i)));
    let done = false;
    void flood.finally(() => (done = true));
    while (!done) {
      health.push(await send('monitor', 'GET', '/api/health/'));
      await new Promise((r) => setTimeout(r, 100));
    }
    const answers = await flood;

    const busy = answers.filter((a) => a.status === 503);
    const served = answers.filter((a) => a.status === 200);
    expect(served.length, 'some requests were served').toBeGreaterThan(0);
    expect(busy.length, 'the excess was shed').toBeGreaterThan(0);
    expect(served.length + busy.length, 'no status but 200 and 503').toBe(answers.length);
    expect(busy).toAllSatisfy((a) => a.retryAfter === '1' && a.body === JSON.stringify(BUSY));
    expect(answers).toAllSatisfy((a) => a.ms < ANSWER_BOUND_MS);
    // Health checks and load balancers are not queued behind the flood.
    expect(health).toAllSatisfy((a) => a.status === 200);
    console.log(
      `${_name}: 300 requests at once, ${served.length} served, ${busy.length} shed, ` +
        `slowest ${Math.max(...answers.map((a) => a.ms))} ms, slowest health check ${Math.max(...health.map((a) => a.ms))} ms`,
    );
  });

  it('keeps serving a light client while another floods it', async () => {
    const flood = Promise.all(Array.from({ length: 200 }, (_, i) => work('10.1.0.1', i)));
    const light: Answer[] = [];
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 50));
      light.push(await work('10.2.0.1', i));
    }
    const flooded = await flood;
    expect(flooded.filter((a) => a.status === 503).length, 'the flood was shed').toBeGreaterThan(0);
    expect(light).toAllSatisfy((a) => a.status === 200);
  });
});
