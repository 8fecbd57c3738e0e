// `npm run bench:peers`: this product against the peer apps of ../shared/peers (refine,
// react-admin, a bare React + Chakra app), with their own measure.js, on this machine in one run.
// Copies the peers into PEERS_WORK (.tmp/peers), installs and builds them once (a stamp of their
// sources says when it is done), serves each on its port, builds and starts this product (or
// measures BENCH_URL), then runs measure.js ROUNDS times for every app in turn, so that the apps
// share the machine's load alike. Prints the medians and this product's ratios and writes them
// into BENCHMARKS.md (between the bench:peers markers).
//
// measure.js's `project` entry stores the bookmark's session from the page's first document, after
// its request, so the server never sees it and cannot draw the list; it also signs in inside the
// measured time. The copy run here adds `project-stored`: the same flows, the session signed in by
// Node beforehand and its cookies put in the browser before the bookmark is opened, as a real
// bookmark's are.
// BENCH_URL must be http://127.0.0.1:<port>: measure.js opens 127.0.0.1 on the port it is given.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { writeBenchmarks } from './benchmarksFile';
import { LIST } from './webFlows';

const SOURCE = resolve(process.env.PEERS_SOURCE ?? '/work/shared/peers');
const WORK = resolve(process.env.PEERS_WORK ?? '.tmp/peers');
const PEERS_PORT = Number(process.env.PEERS_PORT ?? 8601);
const PORT = Number(process.env.BENCH_PORT ?? 8610);
const BASE = process.env.BENCH_URL ?? `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.ROUNDS ?? 5);

const PEERS = ['refine', 'ra', 'bare'] as const;
const APPS = [...PEERS, 'project', 'project-stored'] as const;
type App = (typeof APPS)[number];
const TITLES: Record<App, string> = {
  refine: 'refine + Chakra 2',
  ra: 'react-admin',
  bare: 'bare React 19 + Chakra 3',
  project: '`project`',
  'project-stored': '`project-stored`',
};

type Flow = 'loginVisibleMs' | 'listAfterSubmitMs' | 'listColdMs';
const FLOWS: Record<Flow, string> = {
  loginVisibleMs: '`/login` form visible',
  listAfterSubmitMs: 'submit → first rows',
  listColdMs: 'signed-in bookmark, cold → first rows',
};
/** What measure.js prints for one run (the fields read here). */
type Run = Record<Flow, number> & { listCold: { requests: number; gz: number } };

const started: ChildProcess[] = [];

function run(command: string, args: string[], cwd: string): Promise<void> {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((done, fail) =>
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} in ${cwd} exited with ${code}`)),
    ),
  );
}

function filesOf(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesOf(path) : [path];
    });
}

/** Copies, installs and builds each peer and measure/, unless its sources are those of the last time. */
async function prepare() {
  for (const dir of ['measure', ...PEERS]) {
    const source = join(SOURCE, dir);
    const target = join(WORK, dir);
    const hash = createHash('sha256');
    for (const file of filesOf(source)) hash.update(relative(source, file)).update(readFileSync(file));
    const sources = hash.digest('hex');
    const stamp = join(target, '.bench-peers-prepared');
    if (existsSync(stamp) && readFileSync(stamp, 'utf8') === sources) continue;
    console.error(`preparing ${target}…`);
    rmSync(target, { recursive: true, force: true });
    cpSync(source, target, { recursive: true });
    // The shared copy is read-only, and so would be the work folder.
    await run('chmod', ['-R', 'u+w', target], WORK);
    await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], target);
    if (dir !== 'measure') await run('npx', ['vite', 'build', '--logLevel', 'warn'], target);
    writeFileSync(stamp, sources);
  }
}

function replaceOnce(text: string, anchor: string, replacement: string): string {
  const count = text.split(anchor).length - 1;
  if (count !== 1)
    throw new Error(`measure.js changed shape: ${JSON.stringify(anchor)} found ${count} times, not once`);
  return text.replace(anchor, () => replacement);
}

/** Writes measure-stored.js: measure.js with the `project-stored` entry. */
function patchMeasure(): string {
  const measure = join(WORK, 'measure');
  let text = readFileSync(join(measure, 'measure.js'), 'utf8');
  // The cookies exactly as the `project` entry's loggedIn writes them, from a sign-in by Node.
  text = replaceOnce(
    text,
    '\nconst ARGS = ',
    `
APPS['project-stored'] = { ...APPS.project, loggedIn: () => {},
  storedSession: async (origin) => {
    const res = await fetch(origin + '/api/auth/login/', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ${JSON.stringify(LIST.stored.email)}, password: ${JSON.stringify(LIST.stored.password)} }) });
    if (!res.ok) throw new Error('sign-in for the stored session failed: ' + res.status);
    const r = await res.json();
    const expires = Math.floor(Date.now() / 1000) + 604800;
    const put = (k, v) => ({ name: 'backoffice-' + k, value: encodeURIComponent(v), domain: new URL(origin).hostname, path: '/', expires, sameSite: 'Lax', secure: true });
    return [put('userData', JSON.stringify(r.user)), put('accessToken', r.access_token), put('refreshToken', r.refresh_token), put('userAbilityRules', '[]')];
  } };
const ARGS = `,
  );
  // Signed in before the bookmark's context opens, its cookies set before its first navigation.
  text = replaceOnce(
    text,
    `    const B = await newTracedPage(browser, origin, profile, app.loggedIn);
    await B.page.goto(origin + app.list`,
    `    const stored = app.storedSession && await app.storedSession(origin);
    const B = await newTracedPage(browser, origin, profile, app.loggedIn);
    if (stored) await B.context.addCookies(stored);
    await B.page.goto(origin + app.list`,
  );
  const patched = join(measure, 'measure-stored.js');
  writeFileSync(patched, text);
  return patched;
}

async function answers(url: string): Promise<boolean> {
  return (await fetch(url).catch(() => null))?.ok === true;
}

/** Starts a server in a process group of its own (stopped as a whole), once `url` answers. */
async function serve(command: string, args: string[], url: string, env: NodeJS.ProcessEnv = process.env) {
  if (await answers(url)) throw new Error(`${url} already answers: another server holds its port`);
  const child = spawn(command, args, {
    cwd: process.cwd(),
    env,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  for (let i = 0; !(await answers(url)); i++) {
    if (child.exitCode !== null || i > 600)
      throw new Error(`${command} ${args.join(' ')} did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stopAll() {
  await Promise.all(
    started.splice(0).map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      return exited;
    }),
  );
}

function measureOnce(script: string, app: App, origin: string, round: number): Promise<Run> {
  const port = new URL(origin).port;
  const child = spawn(process.execPath, [script, app, port, '1'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(`round ${round}: ${chunk}`));
  return new Promise((done, fail) =>
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`measure.js ${app} exited with ${code}`));
      done((JSON.parse(out) as { runs: Run[] }).runs[0]!);
    }),
  );
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
const minutes = (d: Date) => d.toISOString().slice(11, 16);

function report(runs: Record<App, Run[]>, from: Date, to: Date, loads: [string, string]): string {
  const med = (app: App, flow: Flow) => median(runs[app].map((r) => r[flow]));
  const ratio = (app: App, flow: Flow, to: number) => `${(med(app, flow) / to).toFixed(2)}×`;
  const rows = (Object.keys(FLOWS) as Flow[]).map((flow) => {
    const framework = Math.min(med('refine', flow), med('ra', flow));
    const bare = med('bare', flow);
    return `| ${FLOWS[flow]} | ${APPS.map((app) => Math.round(med(app, flow))).join(' | ')} | ${(
      ['project-stored', 'project'] as const
    )
      .map((app) => `${ratio(app, flow, framework)} | ${ratio(app, flow, bare)}`)
      .join(' | ')} |`;
  });
  const js = APPS.map((app) => {
    const last = runs[app].at(-1)!.listCold;
    return `${Math.round(last.gz / 1024)} KB, ${last.requests}`;
  });
  return [
    `Medians of ${ROUNDS} rounds (each runs measure.js once for every app, in this order), ` +
      `${from.toISOString().slice(0, 10)} ${minutes(from)}–${minutes(to)} UTC, load average ${loads[0]} at the start, ` +
      `${loads[1]} at the end; times in ms; "framework" is the faster of refine and react-admin for each flow.`,
    '',
    `| flow | ${APPS.map((app) => TITLES[app]).join(' | ')} | \`project-stored\` ÷ framework | ÷ bare | \`project\` ÷ framework | ÷ bare |`,
    `|---|${APPS.map(() => '---|').join('')}---|---|---|---|`,
    ...rows,
    `| JS for the bookmark (gzip, files; last round, until the network is idle) | ${js.join(' | ')} | | | | |`,
  ].join('\n');
}

async function bench(): Promise<string> {
  await prepare();
  const script = patchMeasure();
  const origins = { project: BASE, 'project-stored': BASE } as Record<App, string>;
  for (const [i, peer] of PEERS.entries()) {
    origins[peer] = `http://127.0.0.1:${PEERS_PORT + i}`;
    await serve(
      process.execPath,
      [join(WORK, 'measure/server.js'), join(WORK, peer, 'dist'), String(PEERS_PORT + i)],
      origins[peer],
    );
  }
  if (process.env.BENCH_URL) return measureRounds(script, origins);
  await run('npm', ['run', 'build'], process.cwd());
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-peers-'));
  try {
    // Each round signs in twice as each account, all from 127.0.0.1: the login limits are for real clients.
    await serve('npm', ['start'], `${BASE}/api/health/`, {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_IP: '1000',
      LOGIN_RATE_LIMIT_EMAIL: '1000',
    });
    return await measureRounds(script, origins);
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureRounds(script: string, origins: Record<App, string>): Promise<string> {
  const loadAtStart = loadAverage();
  const from = new Date();
  const runs = Object.fromEntries(APPS.map((app) => [app, [] as Run[]])) as Record<App, Run[]>;
  for (let round = 1; round <= ROUNDS; round++)
    for (const app of APPS) runs[app].push(await measureOnce(script, app, origins[app], round));
  return report(runs, from, new Date(), [loadAtStart, loadAverage()]);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));

try {
  const table = await bench();
  console.log(`\n${table}`);
  writeBenchmarks('peers', table);
} finally {
  await stopAll();
}
