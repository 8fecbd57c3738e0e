import { describe, expect, it } from 'vitest';
import { fromCents, lineTotal, sumAmounts, toCents } from './money';

describe('exact money', () => {
  it('reads and writes decimals with two places', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.07')).toBe(7n);
    expect(fromCents(1250n)).toBe('12.50');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('1e3')).toThrow();
  });

  it('adds and multiplies without floating-point error', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(lineTotal('19.99', 7)).toBe('139.93');
    expect(lineTotal('999999999.99', 2000)).toBe('1999999999980.00');
  });
});
