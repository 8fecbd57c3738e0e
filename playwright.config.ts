import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8123);

// Debian's chromium; Playwright never downloads a browser here.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    // A fresh embedded database for every run, seeded with the demo accounts.
    command: `rm -rf .tmp/e2e-data-${port} && tsx server/main.ts`,
    url: `http://localhost:${port}/api/health/`,
    // Every test signs in from 127.0.0.1: the per-IP login limit is for real clients.
    env: {
      PORT: String(port),
      DATA_DIR: `.tmp/e2e-data-${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      LOGIN_RATE_LIMIT_IP: '1000',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
