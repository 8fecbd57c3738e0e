// PostgreSQL restarts under the running server (a private cluster, never the shared one): while it
// is away every request is answered 503 with Retry-After (no 500, no hang), then the same server
// process serves again by itself, its change feed listening again, and no page it cached before
// the restart is served after it (announcements made while the feed was deaf are lost).
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from './privatePostgres';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { timedCall, type TimedAnswer } from '../../scripts/timedCall';

/** No answer may take longer, outage or not: the pool's wait is bounded by ADMISSION_MAX_WAIT_MS. */
const ANSWER_BOUND_MS = 5_000;
const PAGE = '/api/products/?page_size=5&ordering=code';

let postgres: PrivatePostgres;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  server = await startServerProcess({
    DATABASE_URL: postgres.url,
    JWT_SECRET: 'postgres-restart-suite-secret-0123456789',
    ADMISSION_MAX_WAIT_MS: '2000',
  });
  const login = await fetch(`${server.base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'demo12345' }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { access_token: string }).access_token;
});
// The server's log says why a request was answered as it was.
beforeEach(() => onTestFailed(() => console.log(server.output())));
afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
});

const call = (method: string, path: string, body?: unknown) =>
  timedCall(server.base, { method, path, body, token, timeoutMs: 3 * ANSWER_BOUND_MS });

/** SQL on the private cluster from outside the server; `announced: false` fires no change trigger. */
async function sql(text: string, values: unknown[] = [], { announced = true } = {}) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    // Triggers do not fire for a replica: the write is made, its announcement is not.
    if (!announced) await client.query('set session_replication_role = replica');
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

const firstName = (exchange: TimedAnswer) =>
  (JSON.parse(exchange.body) as { results: { id: number; name: string }[] }).results[0]!;

/** Until the change feed's own connection is listening again (it retries every second). */
async function feedListening() {
  for (let i = 0; i < 50; i++) {
    const rows = await sql("select 1 from pg_stat_activity where query = 'LISTEN data_changed'");
    if (rows.length > 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the change feed did not listen again');
}

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not within ${ms} ms: ${what}`);
}

describe('PostgreSQL restarting under the server', () => {
  it(
    'answers 503 with Retry-After while it is away, never 500 or a hang, and recovers by itself',
    { timeout: 60_000 },
    async () => {
      const exchanges: TimedAnswer[] = [];
      let running = true;
      // Eight clients, each reading a page, reading users and writing its profile in turn.
      const steps: [string, string, unknown?][] = [
        ['GET', PAGE],
        ['GET', '/api/users/?page_size=5'],
        ['PATCH', '/api/auth/user/', { first_name: 'Restart' }],
      ];
      const clients = Array.from({ length: 8 }, async (_, n) => {
        for (let i = n; running; i++) {
          const [method, path, body] = steps[i % steps.length]!;
          exchanges.push(await call(method, path, body));
        }
      });
      await new Promise((r) => setTimeout(r, 1_000));
      const restartAt = Date.now();
      await postgres.restart();
      const backAt = Date.now();
      // Recovery: the same process answers every kind of request again, on its own.
      await until(
        async () => {
          const round = await Promise.all(steps.map(([method, path, body]) => call(method, path, body)));
          return round.every((e) => e.status === 200);
        },
        10_000,
        'every request answered 200 after the restart',
      );
      const recoveredAt = Date.now();
      await new Promise((r) => setTimeout(r, 1_000));
      running = false;
      await Promise.all(clients);

      expect(server.child.exitCode).toBeNull();
      const during = exchanges.filter((e) => e.started >= restartAt - 100);
      const unavailable = exchanges.filter((e) => e.status === 503);
      expect(unavailable.length, 'the outage was seen').toBeGreaterThan(0);
      for (const e of exchanges) {
        expect([200, 503], e.body).toContain(e.status);
        expect(e.ms, `${e.status} after ${e.ms} ms`).toBeLessThan(ANSWER_BOUND_MS);
      }
      for (const e of unavailable) {
        expect(Number(e.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(JSON.parse(e.body)).toEqual({ detail: expect.any(String) });
      }
      const after = exchanges.filter((e) => e.started >= recoveredAt);
      expect(after).toAllSatisfy((e) => e.status === 200);
      console.log(
        `PostgreSQL restart: ${exchanges.length} requests, ${during.length} from the restart on, ` +
          `${unavailable.length} answered 503, slowest ${Math.max(...exchanges.map((e) => e.ms))} ms, ` +
          `pg_ctl restart took ${backAt - restartAt} ms, all answered again ${recoveredAt - backAt} ms later`,
      );
    },
  );

  it(
    'serves no page cached before the restart, and a change after it drops the page again',
    { timeout: 60_000 },
    async () => {
      await feedListening();
      const cached = firstName(await call('GET', PAGE));
      // A change whose announcement is lost: the cached page shows the old name, as it would
      // after a notification sent while the feed was not listening.
      await sql('update products set name = $1 where id = $2', ['Unheard before', cached.id], {
        announced: false,
      });
      expect(firstName(await call('GET', PAGE)).name).toBe(cached.name);

      await postgres.stop();
      // While the database is away, nothing cached is served: the page is unavailable.
      const away = await call('GET', PAGE);
      expect(away.status).toBe(503);
      expect(Number(away.retryAfter)).toBeGreaterThanOrEqual(1);
      await postgres.start();

      await until(async () => (await call('GET', PAGE)).status === 200, 10_000, 'the page answered again');
      expect(firstName(await call('GET', PAGE)).name).toBe('Unheard before');

      // The feed listens again: pages are kept again (an unannounced change stays unseen) ...
      await feedListening();
      await until(
        async () => {
          const shown = firstName(await call('GET', PAGE)).name;
          await sql('update products set name = $1 where id = $2', [`Unheard ${Date.now()}`, cached.id], {
            announced: false,
          });
          return firstName(await call('GET', PAGE)).name === shown;
        },
        5_000,
        'the page is kept in the cache again',
      );
      // ... and an announced change, made by another session, drops the kept page.
      await sql('update products set name = $1 where id = $2', ['Heard after', cached.id]);
      await until(
        async () => firstName(await call('GET', PAGE)).name === 'Heard after',
        2_000,
        'the announced change shows',
      );
    },
  );
});
