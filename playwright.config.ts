import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/browser';

const port = Number(process.env.E2E_PORT ?? 8123);
const testDir = 'tests/e2e';

// The specs run in two halves side by side, each against a server and database of its own, with
// the model-based wizard paths interleaved. Within a half one worker runs the files in turn: each
// makes what it reads, changes its own records (tests/e2e/support/records.ts) or puts back what
// it changed, so each passes alone and in any file order; but some count what the organisation
// holds (users, roles), which another test of the same database could change meanwhile.
// One worker for all of them took 35 min of CI for ~300 tests; two share the machine's two cores.
// The halves are balanced by the specs' size, so a new spec needs no listing.
const WIZARD_MODEL = 'product-wizard-model.spec.ts';
const halves = balancedHalves(
  readdirSync(testDir).filter((name) => name.endsWith('.spec.ts') && name !== WIZARD_MODEL),
);

interface Half {
  specs: string[];
  size: number;
}

function balancedHalves(specs: string[]): [string[], string[]] {
  const bySize = specs
    .map((name) => ({ name, size: statSync(join(testDir, name)).size }))
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
  const halves: [Half, Half] = [
    { specs: [], size: 0 },
    { specs: [], size: 0 },
  ];
  for (const { name, size } of bySize) {
    const lighter = halves[0].size <= halves[1].size ? halves[0] : halves[1];
    lighter.specs.push(name);
    lighter.size += size;
  }
  return [halves[0].specs, halves[1].specs];
}

/** A fresh embedded database for every run, seeded with the demo accounts. */
const server = (at: number) => ({
  command: `rm -rf .tmp/e2e-data-${at} && tsx server/main.ts`,
  url: `http://localhost:${at}/api/health/`,
  // Every test signs in from 127.0.0.1, and the demo admin many times a minute: the per-IP and
  // per-account login limits are for real clients (the API suites prove both).
  env: {
    PORT: String(at),
    DATA_DIR: `.tmp/e2e-data-${at}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    LOGIN_RATE_LIMIT_IP: '1000',
    LOGIN_RATE_LIMIT_EMAIL: '1000',
  },
  reuseExistingServer: false,
  // Three servers migrate and seed at once; on a busy machine one took 58 s.
  timeout: 180_000,
});

// Debian's chromium; Playwright never downloads a browser here.
export default defineConfig({
  testDir,
  fullyParallel: false,
  // A stray `test.only` would let CI pass having run one test.
  forbidOnly: Boolean(process.env.CI),
  // Safety nets, not budgets (those are in the bench scripts): with the two halves side by side
  // the machine is shared, and a long flow (an order with its lines and refusals) took 30 s under
  // load where it takes 12 s alone.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    ...halves.map((specs, half) => ({
      name: half === 0 ? 'app' : 'app-2',
      testMatch: specs,
      workers: 1,
      use: { baseURL: `http://localhost:${port + 2 * half}` },
    })),
    {
      name: 'wizard-model',
      testMatch: WIZARD_MODEL,
      workers: 1,
      use: { baseURL: `http://localhost:${port + 1}` },
    },
  ],
  webServer: [server(port), server(port + 1), server(port + 2)],
});
