// `npm run bench:web`: builds, serves, and measures /login in headless chromium over 5 runs:
// JS bytes transferred (compressed, as served), time from navigation to an interactive login
// form, and the compressed size of every chunk.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from './browser';

// BENCH_PORT and DIST_DIR let a bench run beside other servers and builds.
const PORT = Number(process.env.BENCH_PORT ?? 8196);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const BUDGET_KB = 170;
const INTERACTIVE_BUDGET_MS = 500;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const build = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
if ((await new Promise((r) => build.on('exit', r))) !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
try {
  for (let i = 0; (await fetch(`${BASE}/api/health/`).catch(() => null))?.ok !== true; i++) {
    if (i > 100) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
  const runs: { jsBytes: number; interactiveMs: number; scripts: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.locator('button[type=submit]:enabled').waitFor();
    const interactiveMs = await page.evaluate(() => performance.now());
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
        .map((e) => (e as PerformanceResourceTiming).encodedBodySize),
    );
    runs.push({ jsBytes: scripts.reduce((a, b) => a + b, 0), interactiveMs, scripts: scripts.length });
    await context.close();
  }
  await browser.close();

  const jsKb = kb(median(runs.map((r) => r.jsBytes)));
  const interactive = Math.round(median(runs.map((r) => r.interactiveMs)));
  console.log(
    `\n/login over ${RUNS} runs (median): ${jsKb} KB of JS transferred (brotli) in ${runs[0]!.scripts} files, interactive login form after ${interactive} ms`,
  );
  console.log(
    `Budget: ≤ ${BUDGET_KB} KB → ${jsKb <= BUDGET_KB ? 'met' : 'NOT met'}; ≤ ${INTERACTIVE_BUDGET_MS} ms → ${interactive <= INTERACTIVE_BUDGET_MS ? 'met' : 'NOT met'}`,
  );
  console.log('\n| chunk | gzip KB | brotli KB |\n|---|---|---|');
  const assets = join(process.env.DIST_DIR ?? 'dist', 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({
      f,
      gz: gzipSync(readFileSync(join(assets, f))).length,
      br: readFileSync(join(assets, `${f}.br`)).length,
    }))
    .sort((a, b) => b.br - a.br);
  for (const c of chunks) console.log(`| ${c.f} | ${kb(c.gz)} | ${kb(c.br)} |`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
