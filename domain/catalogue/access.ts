import type { SubjectName } from '../access';

/**
 * The CASL subject that governs each catalogue resource. Brand, Category and Product are the
 * spec's subjects; product types and statuses structure the catalogue as categories do, so the
 * Category right governs them (CLIENT_ADMIN reads them but cannot change them). Launches and
 * images belong to a product: the product's right governs them, row by row.
 */
export const CATALOGUE_SUBJECT = {
  brand: 'Brand',
  category: 'Category',
  productType: 'Category',
  productStatus: 'Category',
  product: 'Product',
  launch: 'Product',
} as const satisfies Record<string, SubjectName>;
