import type { Locator, Page } from '@playwright/test';

/** A form field by its label, whether or not the label carries the required mark. */
export const field = (scope: Locator | Page, label: string) =>
  scope.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** A 1×1 PNG, for uploads: the server checks an image by its content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
