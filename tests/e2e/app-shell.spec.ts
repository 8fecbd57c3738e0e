import { expect, test, type Page } from '@playwright/test';
import { openMenu, signInOncePerAccount } from './support';

// The app's frame: its first load, its header on a phone, and the page a denied user meets.

const { openAs } = signInOncePerAccount();

/** Every console message of `page` from now on. */
function consoleOf(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  return messages;
}

test('a fresh load of the login page and of a signed-in page logs no router warning', async ({ page }) => {
  const messages = consoleOf(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await openAs(page, 'manager@demo.local', '/security/dashboard');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Security dashboard' })).toBeVisible();
  expect(messages.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
  expect(
    messages.filter((message) => message.startsWith('warning:') || message.startsWith('error:')),
  ).toEqual([]);
});

/** Picks `item` in the header's menu named `menu` (an icon button on a phone). */
async function chooseInHeaderMenu(page: Page, menu: string, item: string) {
  const choices = await openMenu(page.getByRole('banner').getByRole('button', { name: menu, exact: true }));
  await choices.getByRole('menuitemradio', { name: item }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test('at 390 px the header offers language and theme as named icon menus, not cramped selects', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'manager@demo.local', '/dashboards/crm');
  const header = page.getByRole('banner');
  await expect(header.getByRole('combobox')).toHaveCount(0);
  for (const name of ['Language', 'Theme', 'Open navigation']) {
    const button = header.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    // The menus' code loads with the signed-in screens: until then a stand-in button holds their
    // place, and while one replaces the other there is no box to measure.
    const rightEdge = async () => {
      const box = await button.boundingBox();
      return box ? box.x + box.width : Infinity;
    };
    await expect.poll(rightEdge, { message: name }).toBeLessThanOrEqual(390);
  }
  // Nothing in the header runs past the screen's edge.
  await expect.poll(() => header.evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(390);

  await chooseInHeaderMenu(page, 'Theme', 'Dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await chooseInHeaderMenu(page, 'Language', 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The menus keep their names in the new language, and mark the current choice.
  const language = await openMenu(
    page.getByRole('banner').getByRole('button', { name: 'اللغة', exact: true }),
  );
  await expect(language.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
  await chooseInHeaderMenu(page, 'اللغة', 'English');
  await chooseInHeaderMenu(page, 'Theme', 'Light');
});

test('the sign-in page at 390 px has the same compact header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Language', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Theme', exact: true })).toBeVisible();
  await expect(header.getByRole('combobox')).toHaveCount(0);
});

test('a page the user may not open says 403 and offers a way back and home', async ({ page }) => {
  await openAs(page, 'user@demo.local', '/dashboards/crm');
  await page.goto('/security/dashboard');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page.getByText('401', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await page.goto('/security/dashboard');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
});
