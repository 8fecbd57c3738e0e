// `npm run screenshots [baseUrl] [name filter]`: every screen in en and ar, light and dark, into
// .tmp/screens/, for a person to look at. Start the app first (`npm start`).
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:8000';
const only = process.argv[3];
const outDir = '.tmp/screens';

type Screen = {
  name: string;
  path: string;
  /** Stored preferences (localStorage) the page starts with. */
  storage?: Record<string, string>;
  prepare?: (page: Page) => Promise<void>;
};

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
  {
    name: 'customizer',
    path: '/login',
    prepare: async (page) => {
      await signIn('admin@demo.local')(page);
      await page
        .locator('header')
        .getByRole('button', { name: /layout|التخطيط/i })
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await drawer.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    },
  },
  {
    name: 'horizontal-full-teal',
    path: '/login',
    storage: {
      'backoffice-navigation-layout': 'horizontal',
      'backoffice-content-width': 'full',
      'backoffice-primary-color': 'teal',
    },
    prepare: signIn('admin@demo.local'),
  },
  {
    name: 'collapsed-bordered-hidden-navbar',
    path: '/login',
    storage: {
      'backoffice-navigation-collapsed': 'true',
      'backoffice-skin': 'bordered',
      'backoffice-navbar-type': 'hidden',
    },
    prepare: signIn('manager@demo.local'),
  },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'not-authorized', path: '/not-authorized' },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
});
for (const screen of screens.filter((s) => !only || s.name.includes(only))) {
  for (const lang of ['en', 'ar']) {
    for (const theme of ['light', 'dark']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      if (screen.storage) {
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, screen.storage);
      }
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
