// `npm run bench:load` works: eight clients making nine requests each on the embedded database
// (the full run, 200 clients for 60 s on both databases, is on demand; figures in BENCHMARKS.md).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'bench-load-smoke-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Summary = {
  rows: { kind: string; requests: number; ok: number }[];
  total: { other4xx: number; other5xx: number };
  writes: { acknowledged: number; lost: number; refusedButWritten: number };
  attacks: { held: boolean; weighed: number }[];
};

it('runs the mixed scenario and checks its own invariants', { timeout: 180_000 }, () => {
  const summaryPath = join(dir, 'summary.json');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-load.ts'], {
    env: {
      ...process.env,
      BENCH_CLIENTS: '8',
      BENCH_ACTIONS: '9',
      BENCH_JSON: summaryPath,
      BENCH_DATABASE_URL: '',
    },
    encoding: 'utf8',
    timeout: 170_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  const summary = JSON.parse(readFileSync(summaryPath, 'utf8')) as Summary;
  // Every kind of request was made, none refused but by 503.
  for (const kind of ['sign-in', 'list', 'detail', 'write', 'attack']) {
    expect(summary.rows.find((r) => r.kind === kind)?.requests, kind).toBeGreaterThan(0);
  }
  expect(summary.total.other4xx).toBe(0);
  expect(summary.total.other5xx).toBe(0);
  expect(summary.writes.acknowledged).toBeGreaterThan(0);
  expect(summary.writes.lost).toBe(0);
  expect(summary.writes.refusedButWritten).toBe(0);
  expect(summary.attacks).toHaveLength(2);
  expect(summary.attacks).toAllSatisfy((a) => a.held && a.weighed > 0);
});
