// `npm run bench:web`: builds, serves the build, and measures in headless chromium, each run in a
// new browser context (empty cache), medians of BENCH_RUNS (5): a cold /login, signing in to a
// list's first rows, a signed-in bookmark of that list from cold, and the bookmark again with the
// HTTP cache kept (scripts/webFlows.ts). Prints times, JS files and bytes per flow, when the
// list's rows were first asked for and how many round trips ran one after the other, and writes
// the table into BENCHMARKS.md (between the bench:web markers).
// BENCH_URL measures a server already running instead (no build); BENCH_PORT and DIST_DIR let a
// bench run beside other servers and builds.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { writeBenchmarks } from './benchmarksFile';
import { chromiumPath } from './browser';
import {
  bookmarkToRows,
  coldLogin,
  firstDataRequest,
  newMeasuredContext,
  scripts,
  signInToRows,
  storeSession,
  waterfallDepth,
  type FlowFigures,
} from './webFlows';

const PORT = Number(process.env.BENCH_PORT ?? 8196);
const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DIST_DIR = process.env.DIST_DIR ?? 'dist';
// Issue 14's goals that hold on any machine (times only compare within one run: see BENCHMARKS.md).
const BUDGET = { loginKb: 170, bookmarkFiles: 12, firstDataMs: 300, warmShare: 0.5 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

type Flow = 'login' | 'signIn' | 'bookmark' | 'warm';
const FLOWS: Record<Flow, string> = {
  login: '`/login` cold → form shown',
  signIn: 'submit on `/login` → first rows',
  bookmark: 'signed-in bookmark of a list, cold → first rows',
  warm: 'the same bookmark again, HTTP cache kept → first rows',
};

async function measure(): Promise<Record<Flow, FlowFigures[]>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
  });
  const runs: Record<Flow, FlowFigures[]> = { login: [], signIn: [], bookmark: [], warm: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      const guest = await newMeasuredContext(browser);
      const page = await guest.newPage();
      runs.login.push(await coldLogin(page, BASE));
      runs.signIn.push(await signInToRows(page));
      await guest.close();

      const signedIn = await newMeasuredContext(browser);
      await storeSession(signedIn, BASE);
      runs.bookmark.push(await bookmarkToRows(signedIn, BASE));
      // A second visit comes later, not while the first page is still starting (its requests
      // would share the machine's two cores with the second's).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      runs.warm.push(await bookmarkToRows(signedIn, BASE));
      await signedIn.close();
      process.stderr.write(
        `run ${run + 1}: ${(Object.keys(runs) as Flow[]).map((f) => `${f} ${Math.round(runs[f][run]!.ms)} ms`).join(', ')}\n`,
      );
    }
  } finally {
    await browser.close();
  }
  return runs;
}

function report(runs: Record<Flow, FlowFigures[]>): string {
  const rows = (Object.keys(FLOWS) as Flow[]).map((flow) => {
    const figures = runs[flow];
    const last = figures.at(-1)!;
    const js = scripts(last);
    // A bookmark the server drew asks the API for no rows: they came with the page, its first request.
    const drawn = flow === 'bookmark' || flow === 'warm' ? 0 : undefined;
    const firstData = figures.map((f) => firstDataRequest(f) ?? drawn).filter((ms) => ms !== undefined);
    return {
      flow,
      ms: Math.round(median(figures.map((f) => f.ms))),
      working:
        figures[0]!.workingMs === undefined
          ? undefined
          : Math.round(median(figures.map((f) => f.workingMs!))),
      files: js.length,
      fromNetwork: js.filter((r) => r.transferred > 0).length,
      kb: kb(median(figures.map((f) => scripts(f).reduce((sum, r) => sum + r.transferred, 0)))),
      firstData: firstData.length ? Math.round(median(firstData)) : undefined,
      depth: median(figures.map(waterfallDepth)),
    };
  });
  const by = Object.fromEntries(rows.map((row) => [row.flow, row])) as Record<Flow, (typeof rows)[0]>;
  const verdict = (met: boolean) => (met ? 'met' : '**not met**');
  return [
    `Medians of ${RUNS} runs, ${new Date().toISOString().slice(0, 10)}, load average ${(
      readFileSync('/proc/loadavg', 'utf8').split(' ')[0] ?? '?'
    ).trim()} on this machine when it ended.`,
    '',
    '| flow | time (ms) | working (ms: the app hydrated) | JS files until working (from the network) | JS transferred (KB, as served) | rows first asked for (ms after navigation or submit; 0: in the page) | requests one after the other |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${FLOWS[r.flow]} | ${r.ms} | ${r.working ?? '–'} | ${r.files} (${r.fromNetwork}) | ${r.kb} | ${r.firstData ?? '–'} | ${r.depth} |`,
    ),
    '',
    `- \`/login\` in at most ${BUDGET.loginKb} KB of JS: ${verdict(by.login.kb <= BUDGET.loginKb)}`,
    `- bookmark in at most ${BUDGET.bookmarkFiles} JS files: ${verdict(by.bookmark.files <= BUDGET.bookmarkFiles)}`,
    `- the bookmark's rows asked for within ${BUDGET.firstDataMs} ms of navigation: ${verdict(
      (by.bookmark.firstData ?? Infinity) <= BUDGET.firstDataMs,
    )}`,
    `- warm visit in at most ${BUDGET.warmShare}× the cold one: ${verdict(by.warm.ms <= BUDGET.warmShare * by.bookmark.ms)}`,
  ].join('\n');
}

function printChunks() {
  const assets = join(DIST_DIR, 'assets');
  const chunks = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, br: readFileSync(join(assets, `${f}.br`)).length }))
    .sort((a, b) => b.br - a.br);
  console.log('\n| chunk | brotli KB |\n|---|---|');
  for (const c of chunks) console.log(`| ${c.f} | ${kb(c.br)} |`);
}

async function serveBuild<T>(run: () => Promise<T>): Promise<T> {
  const build = spawn('npm', ['run', 'build'], { stdio: 'inherit' });
  if ((await new Promise((r) => build.on('exit', r))) !== 0) process.exit(1);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // Every run signs in from 127.0.0.1: the per-IP login limit is for real clients.
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_IP: '1000',
    },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; (await fetch(`${BASE}/api/health/`).catch(() => null))?.ok !== true; i++) {
      if (i > 300) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    return await run();
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = process.env.BENCH_URL ? await measure() : await serveBuild(measure);
const table = report(runs);
console.log(`\n${table}`);
writeBenchmarks('web', table);
if (!process.env.BENCH_URL) printChunks();
