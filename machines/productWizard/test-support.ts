// Fixtures for the product wizard's tests. Not imported by the app.
import type { ProductImage } from '../../domain/catalogue/product';
import type { CostQuantityFields, LaunchFields, ProductDetailsFields } from './requiredFields';

export const TODAY = new Date(Date.UTC(2025, 5, 15, 9, 0, 0));
export const input = { now: () => TODAY, random: () => 0 };
/** generateLaunchCode(TODAY, () => 0). */
export const GENERATED_CODE = 'LCH_20250615_AAAA';

export const completeDetails: Partial<ProductDetailsFields> = {
  code: 'TEA_01',
  name: 'Green tea',
  status: 1,
  product_type: 2,
  brand: 3,
  priority: 'high',
  owner: 4,
  start_date: '2025-07-01',
  end_date: '2025-12-31',
};
export const completeCost: Partial<CostQuantityFields> = {
  cost_basis: 4.5,
  suggested_retail_price: 9.9,
  stock_quantity: 100,
};
export const completeLaunch: Partial<LaunchFields> = { code: 'LCH_TEA', name: 'Tea launch' };

export const image = (id: number, position = 0): ProductImage => ({
  id,
  url: `/api/catalogue/images/${id}/`,
  content_type: 'image/png',
  size: 1234,
  alt: '',
  position,
});
