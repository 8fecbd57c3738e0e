import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

/** Fills and submits the login form on the current page. */
export async function submitLogin(page: Page, email = 'admin@demo.local', password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the user menu (spec §4: profile, settings, logout). */
export async function signOut(page: Page) {
  // With a hidden navbar the menu sits in the side bar; the header's copy is not displayed.
  await page.getByTestId('current-user').filter({ visible: true }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** axe's serious and critical findings on the page as it is, each as "rule: targets". */
export async function seriousViolations(page: Page, context = '') {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${context}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
