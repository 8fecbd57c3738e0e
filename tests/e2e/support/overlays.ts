import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo12345';

/** Fills and submits the login form on the current page. */
export async function submitLogin(page: Page, email = 'admin@demo.local', password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until an opening overlay (menu, dialog, drawer) has finished animating: until then a click
 * can land beside a moving item, and axe measures contrast on half-transparent text.
 */
export async function opened(overlay: Locator) {
  await overlay.waitFor();
  await overlay.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/**
 * Picks an item of the user menu, once the menu has finished opening: a click during its opening
 * animation can land beside the moving item.
 */
export async function chooseFromUserMenu(page: Page, item: string) {
  // With a hidden navbar the menu sits in the side bar; the header's copy is not displayed.
  await page.getByTestId('current-user').filter({ visible: true }).click();
  const menu = page.getByRole('menu');
  await opened(menu);
  await menu.getByRole('menuitem', { name: item }).click();
}

/** Signs out through the user menu (spec §4: profile, settings, logout). */
export const signOut = (page: Page) => chooseFromUserMenu(page, 'Sign out');

/** axe's serious and critical findings on the page as it is, each as "rule: targets". */
export async function seriousViolations(page: Page, context = '') {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${context}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
