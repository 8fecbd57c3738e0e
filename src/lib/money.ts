import { moneyFormat } from '../../domain/common/moneyFormat';

export { moneyFormat };

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
