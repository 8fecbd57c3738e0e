import { describe, expect, it } from 'vitest';
import { amountsFormat, moneyFormat } from './money';

describe('moneyFormat', () => {
  it('writes an amount in euros as each language does', () => {
    expect(moneyFormat('en', 'EUR')(1234.5)).toBe('€1,234.50');
    // French groups with a narrow no-break space and puts the sign after a no-break space.
    expect(moneyFormat('fr', 'EUR')(1234.5)).toBe('1\u202f234,50\u00a0€');
    // Arabic starts with a right-to-left mark, so the amount reads correctly in a right-to-left line.
    expect(moneyFormat('ar', 'EUR')(1234.5)).toBe('\u200f1,234.50\u00a0€');
    expect(moneyFormat('zh', 'EUR')(1234.5)).toBe('€1,234.50');
  });

  it('follows the organisation’s currency, with its own decimals', () => {
    expect(moneyFormat('en', 'USD')(599)).toBe('$599.00');
    expect(moneyFormat('fr', 'CHF')(599)).toBe('599,00\u00a0CHF');
    expect(moneyFormat('en', 'JPY')(1234.5)).toBe('¥1,235');
  });

  it('shows the amount alone while the currency is unknown, never a guessed one', () => {
    expect(moneyFormat('fr', undefined)(1234.5)).toBe('1\u202f234,50');
    expect(moneyFormat('en', null)(12)).toBe('12.00');
    expect(moneyFormat('en', 'NOT A CODE')(12)).toBe('12.00');
  });

  it('lists amounts of several currencies side by side, each in its own, never added', () => {
    const amounts = [
      { currency: 'EUR', amount: 1200 },
      { currency: 'USD', amount: 30 },
    ];
    expect(amountsFormat('en')(amounts)).toBe('€1,200.00, $30.00');
    expect(amountsFormat('en')([{ currency: 'JPY', amount: 5 }])).toBe('¥5');
  });
});
