import { expect, type Locator, type Page } from '@playwright/test';

/** A form field by its label (its very words, brackets and all), with or without the required mark. */
export const field = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** A 1×1 PNG, for uploads: the server checks an image by its content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Picks the row named `name` in a searchable reference picker (ReferencePicker) by typing
 * `typed`, part of its name, and choosing it among what the server found.
 */
export async function pick(input: Locator, name: string, typed = name) {
  await search(input, typed);
  await input.page().getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

/**
 * Types `typed` in a reference picker and waits until its choices are the server's answer to it:
 * a click on the choices shown before would land on a row the answer moves or removes.
 */
export async function search(input: Locator, typed: string) {
  await input.fill(typed);
  const choices = input.page().locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  await expect(choices).toHaveAttribute('data-search', typed.trim());
  await expect(choices).toHaveAttribute('aria-busy', 'false');
}
