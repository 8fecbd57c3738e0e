import { describe, expect, it } from 'vitest';
import { orderBrand } from './orderLines';

describe("an order's brand", () => {
  it('is the brand of the largest line, the first one on a tie', () => {
    expect(
      orderBrand([
        { brand: 1, line_total: '90.00' },
        { brand: 2, line_total: '100.00' },
      ]),
    ).toBe(2);
    expect(
      orderBrand([
        { brand: 1, line_total: '100.00' },
        { brand: 2, line_total: '100.00' },
      ]),
    ).toBe(1);
    // Compared as exact decimals, not as text ("9.00" > "10.00" as strings).
    expect(
      orderBrand([
        { brand: 1, line_total: '9.00' },
        { brand: 2, line_total: '10.00' },
      ]),
    ).toBe(2);
    expect(orderBrand([])).toBeNull();
  });
});
