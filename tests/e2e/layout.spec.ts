import { expect, test } from '@playwright/test';

test('below the lg breakpoint the navigation is an overlay drawer', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@demo.local');
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();

  await expect(page.getByRole('link', { name: 'CRM dashboard' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'CRM dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
});

test('from the lg breakpoint the navigation is a side bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Email').fill('manager@demo.local');
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'CRM dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
});
