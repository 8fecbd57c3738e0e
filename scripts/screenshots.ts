// `npm run screenshots [baseUrl]`: every screen in en and ar, light and dark, into .tmp/screens/,
// for a person to look at. Start the app first (`npm start`).
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:8000';
const outDir = '.tmp/screens';

type Screen = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

const screens: Screen[] = [
  { name: 'sign-in', path: '/' },
  {
    name: 'sign-in-error',
    path: '/',
    prepare: async (page) => {
      await page.locator('input[type=email]').fill('admin@demo.local');
      await page.locator('input[type=password]').fill('wrong-password');
      await page.locator('button[type=submit]').click();
      await page.getByRole('alert').waitFor();
    },
  },
  {
    name: 'signed-in',
    path: '/',
    prepare: async (page) => {
      await page.locator('input[type=email]').fill('admin@demo.local');
      await page.locator('input[type=password]').fill('demo12345');
      await page.locator('button[type=submit]').click();
      await page.getByTestId('signed-in-as').waitFor();
    },
  },
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
      await screen.prepare?.(page);
      const file = `${outDir}/${screen.name}-${lang}-${theme}.png`;
      await page.screenshot({ path: file });
      await page.close();
      console.log(file);
    }
  }
}
await browser.close();
