/**
 * Amounts of money as exact decimals: written as strings with two decimals ("1234.50", as
 * PostgreSQL's numeric(14,2) reads), computed in integer cents (bigint), never in floating point.
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "12.5" → 1250n. Throws on anything that is not a decimal with at most two places. */
export function toCents(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not an amount of money: ${JSON.stringify(amount)}`);
  const [, minus, whole, fraction = ''] = match;
  const cents = BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 1250n → "12.50". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Unit price × quantity, exactly. */
export const lineTotal = (unitPrice: string, quantity: number) =>
  fromCents(toCents(unitPrice) * BigInt(quantity));

/** The sum of amounts, exactly. */
export const sumAmounts = (amounts: readonly string[]) =>
  fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));
