/**
 * Amounts of money as the reader writes them (their language) in the organisation's currency
 * (its catalogue settings): `moneyFormat('fr', 'EUR')(1234.5)` is "1 234,50 €". Until the
 * currency is known (or if it is not one Intl knows) the amount shows alone with two decimals,
 * rather than in a currency that may be the wrong one. Here in domain/ so the server's documents
 * (the invoice PDF) write amounts as the screens do.
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
