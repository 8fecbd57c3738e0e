import type { Locator, Page } from '@playwright/test';

/**
 * Waits until an opening overlay (menu, dialog, drawer) has finished animating: until then a click
 * can land beside a moving item, and axe measures contrast on half-transparent text.
 */
export async function opened(overlay: Locator) {
  await overlay.waitFor();
  await overlay.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** Picks an item of the user menu, once the menu has finished opening. */
export async function chooseFromUserMenu(page: Page, item: string) {
  // With a hidden navbar the menu sits in the side bar; the header's copy is not displayed.
  await page.getByTestId('current-user').filter({ visible: true }).click();
  const menu = page.getByRole('menu');
  await opened(menu);
  await menu.getByRole('menuitem', { name: item }).click();
}

/** Signs out through the user menu. */
export const signOut = (page: Page) => chooseFromUserMenu(page, 'Sign out');
