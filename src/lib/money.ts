/**
 * Amounts of money as the reader writes them (their language) in the organisation's currency
 * (its catalogue settings): `moneyFormat('fr', 'EUR')(1234.5)` is "1 234,50 €". Until the
 * currency is known (or if it is not one Intl knows) the amount shows alone with two decimals,
 * rather than in a currency that may be the wrong one.
 */
export function moneyFormat(
  language: string,
  currency: string | null | undefined,
): (amount: number) => string {
  const formatter = currencyFormatter(language, currency) ?? plainAmount(language);
  return (amount) => formatter.format(amount);
}

function currencyFormatter(language: string, currency: string | null | undefined) {
  if (!currency) return null;
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency });
  } catch {
    return null; // RangeError: not an ISO 4217 code
  }
}

const plainAmount = (language: string) =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in a currency named with it. */
export interface CurrencyAmount {
  currency: string;
  amount: number;
}

/**
 * Amounts in several currencies as the reader lists them (`en`: "€1,200.00, $30.00"): figures of
 * organisations that price in different currencies are shown side by side, never added.
 */
export function amountsFormat(language: string): (amounts: readonly CurrencyAmount[]) => string {
  const list = new Intl.ListFormat(language, { style: 'short', type: 'unit' });
  return (amounts) => list.format(amounts.map((a) => moneyFormat(language, a.currency)(a.amount)));
}
