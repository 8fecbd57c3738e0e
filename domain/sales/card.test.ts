import { describe, expect, it } from 'vitest';
import { cardBrandOf, cardSummary, passesLuhn } from './card';

describe('card numbers', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['30569309025904', 'diners'],
    ['3530111333300000', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'other'],
  ])('tells %s is %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it('keeps the brand and last four of a valid typed number, spaces and dashes allowed', () => {
    expect(cardSummary('4242 4242-4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
    expect(cardSummary('4242 4242 4242 4241')).toBeNull();
    expect(cardSummary('4242x4242424242424')).toBeNull();
    expect(cardSummary('42')).toBeNull();
  });
});
