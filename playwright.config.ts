import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/browser';

const port = Number(process.env.E2E_PORT ?? 8123);

// The model-based wizard paths (~250 browser runs, half the suite's time) run beside the other
// specs, against a server of their own. The other specs share one server and one worker: each
// makes what it reads, changes its own records (tests/e2e/support/records.ts) or puts back what
// it changed, so each passes alone and in any file order. A second worker would want a server of
// its own: some tests count what the organisation holds (users, roles) while another could add.
const WIZARD_MODEL = /product-wizard-model\.spec\.ts$/;
const wizardPort = port + 1;

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
  timeout: 60_000,
});

// Debian's chromium; Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // A stray `test.only` would let CI pass having run one test.
  forbidOnly: Boolean(process.env.CI),
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
    {
      name: 'app',
      testIgnore: WIZARD_MODEL,
      workers: 1,
      use: { baseURL: `http://localhost:${port}` },
    },
    {
      name: 'wizard-model',
      testMatch: WIZARD_MODEL,
      workers: 1,
      use: { baseURL: `http://localhost:${wizardPort}` },
    },
  ],
  webServer: [server(port), server(wizardPort)],
});
