/**
 * Payment cards as an order keeps them: the full number is read once, checked (Luhn) and
 * reduced to its brand and last four digits; it is never stored, logged or sent back.
 */

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'other',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What a typed number may hold besides digits: the spaces and dashes people group it with. */
const SEPARATORS = /[\s-]/g;

/** The digits of a typed card number, or null when it holds anything else. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(SEPARATORS, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const between = (prefix: string, length: number, low: number, high: number) => {
  const n = Number(prefix.slice(0, length));
  return n >= low && n <= high;
};

/** The card's network, from its leading digits (the issuers' published ranges). */
export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (between(digits, 2, 51, 55) || between(digits, 4, 2221, 2720)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65)/.test(digits) || between(digits, 3, 644, 649)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (between(digits, 4, 3528, 3589)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'other';
}

/** A valid typed number as the order keeps it; null when it is not a card number. */
export function cardSummary(typed: string): { brand: CardBrand; last4: string } | null {
  const digits = cardDigits(typed);
  if (!digits || !passesLuhn(digits)) return null;
  return { brand: cardBrandOf(digits), last4: digits.slice(-4) };
}
