import { expect, test } from '@playwright/test';

// What each demo role's navigation shows (spec §2 "Menu routes by right"), from its real abilities.
const ALL = ['eCommerce dashboard', 'CRM dashboard', 'Account settings', 'Access control'];
const STAFF = ['eCommerce dashboard', 'CRM dashboard', 'Account settings'];
const MENUS: [string, string[]][] = [
  ['superuser@demo.local', ALL],
  ['super_admin@demo.local', ALL],
  ['admin@demo.local', STAFF],
  ['manager@demo.local', STAFF],
  ['brand_manager@demo.local', STAFF],
  ['team_manager@demo.local', STAFF],
  ['client_admin@demo.local', STAFF],
  ['sales@demo.local', STAFF],
  ['sales_rep@demo.local', STAFF],
  ['support@demo.local', STAFF],
  ['hr@demo.local', STAFF],
  ['user@demo.local', STAFF],
  ['admin@acme.local', STAFF],
];

for (const [email, expected] of MENUS) {
  test(`${email} sees ${expected.length} menu entries`, async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('demo12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboards\/ecommerce$/);
    const menu = page.getByRole('navigation').getByRole('link');
    await expect(menu).toHaveText(expected);
  });
}
