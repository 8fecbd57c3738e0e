import { expect, test } from '@playwright/test';

test('a demo user signs in against the real API', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('admin@demo.local');
  await page.getByLabel('Password').fill('demo12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText('Signed in as admin@demo.local (admin)');
});

test('wrong credentials show the server message', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('admin@demo.local');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to log in with provided credentials.');
});

test('the form validates with the shared schema before calling the API', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toBeVisible();
});

test('Arabic switches the layout to right-to-left', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
});

test('client-side routes survive a reload (history fallback)', async ({ page }) => {
  const response = await page.goto('/some/deep/link');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
