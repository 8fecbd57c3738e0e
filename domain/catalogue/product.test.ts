import { describe, expect, it } from 'vitest';
import { generateLaunchCode } from './launch';
import {
  durationDays,
  ProductCreateSchema,
  profitMargin,
  saleBlocker,
  skuFromCode,
  slugify,
} from './product';

describe('derived product fields', () => {
  it('derives SKU, slug, duration and margin', () => {
    expect(skuFromCode('NOVA_X1')).toBe('SKU-NOVA_X1');
    expect(slugify('Café Crème  2 — Édition')).toBe('cafe-creme-2-edition');
    expect(durationDays('2026-02-27', '2026-03-01')).toBe(2);
    expect(durationDays('2024-02-27', '2024-03-01')).toBe(3);
    expect(durationDays('2026-03-28', '2026-03-30')).toBe(2); // across a DST change in Europe
    expect(durationDays(null, '2026-03-01')).toBeNull();
    expect(profitMargin(40, 100)).toBe(60);
    expect(profitMargin(120, 100)).toBe(-20);
    expect(profitMargin(10, 30)).toBe(66.67);
    expect(profitMargin(10, null)).toBeNull();
  });
});

describe('can this product be sold (spec §4)', () => {
  it('needs a status that allows sales and stock, unless the type takes backorders', () => {
    expect(saleBlocker({ allowsSales: true, stockQuantity: 3 })).toBeNull();
    expect(saleBlocker({ allowsSales: false, stockQuantity: 3 })).toBe('not_for_sale');
    expect(saleBlocker({ allowsSales: false, stockQuantity: 0 })).toBe('not_for_sale');
    expect(saleBlocker({ allowsSales: true, stockQuantity: 0 })).toBe('out_of_stock');
    expect(saleBlocker({ allowsSales: true, stockQuantity: 0, allowsBackorders: true })).toBeNull();
  });
});

describe('product create rules', () => {
  const valid = {
    code: 'P1',
    name: 'P',
    status: 1,
    product_type: 1,
    brand: 1,
    priority: 'low',
    cost_basis: 1,
    stock_quantity: 1,
  };
  it('accepts the minimum and refuses a third decimal or a duplicated category', () => {
    expect(ProductCreateSchema.safeParse(valid).success).toBe(true);
    expect(ProductCreateSchema.safeParse({ ...valid, cost_basis: 1.005 }).success).toBe(false);
    expect(ProductCreateSchema.safeParse({ ...valid, categories: [1, 1] }).success).toBe(false);
  });
});

describe('launch codes', () => {
  it('are LCH, the date and four unambiguous characters', () => {
    const code = generateLaunchCode(new Date('2026-11-23T10:00:00Z'), () => 0);
    expect(code).toBe('LCH_20261123_AAAA');
    expect(generateLaunchCode(new Date('2026-11-23T10:00:00Z'))).toMatch(/^LCH_20261123_[A-HJ-NP-Z2-9]{4}$/);
  });
});
