import { expect, test } from '@playwright/test';
import { appearances, opened, seriousViolations } from './support';

for (const [lang, theme] of appearances) {
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

    const customize = { en: 'Customize the layout', ar: 'تخصيص التخطيط' }[lang]!;
    await page.locator('header').getByRole('button', { name: customize }).click();
    await opened(page.getByRole('dialog'));
    expect(await seriousViolations(page, 'customizer ')).toEqual([]);
  });
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
