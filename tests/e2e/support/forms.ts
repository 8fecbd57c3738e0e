import { expect, type Locator, type Page } from '@playwright/test';

/** A form field by its label, whether or not the label carries the required mark. */
export const field = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

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
  await input.fill(typed);
  await input.page().getByRole('option', { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}
