import { z } from 'zod';
import { catalogueMessages as m } from './messages';

// The search-engine texts of categories and products: hard limits, and the lengths the forms
// recommend.
export const META_TITLE_MAX = 199;
export const META_DESCRIPTION_MAX = 499;
export const META_TITLE_HINT = [50, 60] as const;
export const META_DESCRIPTION_HINT = [150, 160] as const;

export const metaTitle = () =>
  z.string({ error: 'Expected a string.' }).trim().max(META_TITLE_MAX, m.metaTitleMax);
export const metaDescription = () =>
  z.string({ error: 'Expected a string.' }).trim().max(META_DESCRIPTION_MAX, m.metaDescriptionMax);

/** Readable hint when a meta text is outside the recommended length, else null. */
export function metaLengthHint(text: string, [min, max]: readonly [number, number], hint: string) {
  const n = text.trim().length;
  return n > 0 && (n < min || n > max) ? hint : null;
}
