import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until an opening overlay (menu, dialog, drawer) has finished animating: until then a click
 * can land beside a moving item, and axe measures contrast on half-transparent text.
 */
export async function opened(overlay: Locator) {
  await overlay.waitFor();
  await overlay.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/**
 * Opens the menu of `trigger` and waits until it has finished opening. First, until no menu is on
 * the page: one still fading out after a choice is a second element, whose items take no clicks.
 */
export async function openMenu(trigger: Locator) {
  const page = trigger.page();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await trigger.click();
  const menu = page.getByRole('menu');
  await opened(menu);
  return menu;
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
