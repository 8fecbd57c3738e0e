import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lang of ['en', 'ar']) {
  for (const theme of ['light', 'dark']) {
    test(`login and the shell have no serious accessibility violations (${lang}, ${theme})`, async ({
      page,
    }) => {
      await page.goto(`/login?lang=${lang}&theme=${theme}`);
      await page.locator('button[type=submit]').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await page.locator('input[type=email]').fill('admin@demo.local');
      await page.locator('input[type=password]').fill('demo12345');
      await page.locator('button[type=submit]').click();
      await page.getByTestId('signed-in-as').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('signing in works by keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[type=email]').focus();
  await page.keyboard.type('admin@demo.local');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo12345');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
});
