/**
 * An invoice's amounts in exact decimal arithmetic: money is a decimal string with at most two
 * places ("1234.50"), read into integer cents (BigInt, so no product of a quantity and a price
 * can lose a digit) and written back as a string. A line's tax is its total times its rate,
 * rounded half up to the cent, line by line; the invoice's tax is the sum of its lines' taxes, so
 * the lines printed add up to the total printed.
 */

/** A money amount as the API takes it: digits, and at most two decimals. */
export const MONEY_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
/** A tax rate in percent, at most two decimals (0 to 100). */
export const TAX_RATE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
/** numeric(14,2): the largest amount a column holds. */
export const MONEY_LIMIT_CENTS = 99_999_999_999_999n;

/** "12.5" → 1250n. The input is assumed to match MONEY_PATTERN (or TAX_RATE_PATTERN). */
export function toHundredths(decimal: string): bigint {
  const [whole, fraction = ''] = decimal.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** 1250n → "12.50". */
export function fromHundredths(value: bigint): string {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export type LineInput = { quantity: number; unit_price: string; tax_rate: string };
export type LineAmounts = { line_total: string; tax_amount: string };
export type InvoiceAmounts = { subtotal: string; tax_total: string; total: string };

function lineCents(line: LineInput) {
  const total = BigInt(line.quantity) * toHundredths(line.unit_price);
  // rate in hundredths of a percent: tax = total × rate / 10 000, half up (amounts are never negative).
  const tax = (total * toHundredths(line.tax_rate) + 5_000n) / 10_000n;
  return { total, tax };
}

export function lineAmounts(line: LineInput): LineAmounts {
  const { total, tax } = lineCents(line);
  return { line_total: fromHundredths(total), tax_amount: fromHundredths(tax) };
}

/** The invoice's totals, and whether each fits the columns that keep them. */
export function invoiceAmounts(lines: readonly LineInput[]): InvoiceAmounts & { fits: boolean } {
  let subtotal = 0n;
  let tax = 0n;
  let fits = true;
  for (const line of lines) {
    const cents = lineCents(line);
    if (cents.total > MONEY_LIMIT_CENTS) fits = false;
    subtotal += cents.total;
    tax += cents.tax;
  }
  const total = subtotal + tax;
  if (total > MONEY_LIMIT_CENTS) fits = false;
  return {
    subtotal: fromHundredths(subtotal),
    tax_total: fromHundredths(tax),
    total: fromHundredths(total),
    fits,
  };
}
