import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './support';

// Layout preferences: chosen in the customizer, kept in localStorage under app-prefixed keys, drawn
// by the default layout.

async function customize(page: Page, choose: (drawer: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: 'Customize the layout' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Layout preferences' });
  await choose(drawer);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

const sideNav = (page: Page) => page.locator('nav[aria-label="Main navigation"]:not(header nav)');
const headerNav = (page: Page) => page.locator('header').getByRole('navigation', { name: 'Main navigation' });

test.use({ viewport: { width: 1440, height: 900 } });

test('horizontal navigation moves the menu into the navbar, keeps it sticky, and survives a reload', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.local');
  await expect(sideNav(page).getByRole('link', { name: 'CRM dashboard' })).toBeVisible();

  await customize(page, async (drawer) => {
    await drawer.getByText('Horizontal', { exact: true }).click();
    // Horizontal navigation lives in the navbar: "hidden" is shown as kept sticky.
    await drawer.getByText('Hidden', { exact: true }).click();
    await expect(drawer.getByText('so it stays sticky')).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: 'Collapsed navigation' })).toBeDisabled();
  });
  await expect(sideNav(page)).toHaveCount(0);
  await expect(headerNav(page).getByRole('link', { name: 'CRM dashboard' })).toBeVisible();
  await expect(page.locator('header')).toHaveCSS('position', 'sticky');
  expect(await page.evaluate(() => localStorage.getItem('backoffice-navigation-layout'))).toBe('horizontal');

  await page.reload();
  await expect(headerNav(page).getByRole('link', { name: 'CRM dashboard' })).toBeVisible();
  await headerNav(page).getByRole('link', { name: 'CRM dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
});

test('collapsed navigation shows icons whose names stay accessible', async ({ page }) => {
  await signIn(page, 'manager@demo.local');
  const nav = sideNav(page);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThan(80);
  await expect(nav.getByRole('heading', { name: 'Back-office' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'CRM dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect.poll(async () => (await nav.boundingBox())?.width).toBeGreaterThan(200);
});

test('a hidden navbar puts the user menu in the side bar, and signing out still works', async ({ page }) => {
  await signIn(page, 'manager@demo.local');
  await customize(page, (drawer) => drawer.getByText('Hidden', { exact: true }).click());
  await expect(page.locator('header')).toBeHidden();
  await expect(sideNav(page).getByTestId('current-user')).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL(/\/login$/);
});

test('content is boxed at 1440 px by default and can use the full width', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 900 });
  await signIn(page, 'admin@demo.local');
  const card = page.getByTestId('signed-in-as').locator('xpath=ancestor::main/*[1]');
  expect((await card.boundingBox())!.width).toBeLessThanOrEqual(1440);
  await customize(page, (drawer) => drawer.getByText('Full', { exact: true }).click());
  expect((await card.boundingBox())!.width).toBeGreaterThan(1440);
});

test('primary colour and skin apply at once and before the first paint', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  const primarySolid = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-primary-solid'),
    );
  const purple = await primarySolid();
  await customize(page, async (drawer) => {
    await drawer.getByRole('radio', { name: 'Teal' }).click();
    await expect(drawer.getByRole('radio', { name: 'Teal' })).toHaveAttribute('aria-checked', 'true');
    await drawer.getByText('Bordered', { exact: true }).click();
  });
  await expect(page.locator('html')).toHaveAttribute('data-primary', 'teal');
  expect(await primarySolid()).not.toBe(purple);
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'bordered');
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--chakra-shadows-sm'),
    ),
  ).toMatch(/^\s*0 0 0 1px/);

  // Without the app's JavaScript, the stored colour and skin are already applied.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-primary', 'teal');
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'bordered');
});

test('reset brings back the defaults', async ({ page }) => {
  await signIn(page, 'admin@demo.local');
  await customize(page, async (drawer) => {
    await drawer.getByText('Horizontal', { exact: true }).click();
    await drawer.getByRole('radio', { name: 'Orange' }).click();
    await drawer.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(drawer.getByRole('radio', { name: 'Purple' })).toHaveAttribute('aria-checked', 'true');
  });
  await expect(sideNav(page).getByRole('link', { name: 'CRM dashboard' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-primary', 'purple');
});
