// `npm run screenshots [baseUrl]`: every screen in en and ar, light and dark, into .tmp/screens/,
// for a person to look at. Start the app first (`npm start`).
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:8000';
const outDir = '.tmp/screens';

type Screen = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

const signIn = (email: string) => async (page: Page) => {
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill('demo12345');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/dashboards/);
  await page.getByTestId('signed-in-as').waitFor();
};

const screens: Screen[] = [
  { name: 'login', path: '/login' },
  {
    name: 'login-error',
    path: '/login',
    prepare: async (page) => {
      await page.locator('input[type=email]').fill('admin@demo.local');
      await page.locator('input[type=password]').fill('wrong-password');
      await page.locator('button[type=submit]').click();
      await page.getByRole('alert').waitFor();
    },
  },
  { name: 'dashboard', path: '/login', prepare: signIn('admin@demo.local') },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'not-authorized', path: '/not-authorized' },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
for (const screen of screens) {
  for (const lang of ['en', 'ar']) {
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${base}${screen.path}?lang=${lang}&theme=${theme}`);
      await page.waitForLoadState('networkidle');
      await screen.prepare?.(page);
      const file = `${outDir}/${screen.name}-${lang}-${theme}.png`;
      await page.screenshot({ path: file });
      await page.close();
      console.log(file);
    }
  }
}
await browser.close();
