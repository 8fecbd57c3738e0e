import { moneyFormat } from '../common/moneyFormat';
import { invoiceNumberLabel } from './invoice';

/**
 * How an invoice's figures are written in a reader's language, on screen and in its PDF alike:
 * its number (or `draft`, the language's word for an unnumbered one), its amounts in its own
 * currency (the API's exact decimals, shown, never added up here), its dates.
 */
export function invoiceFormat(language: string, draft: string) {
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    number: (number: number | null) => (number === null ? draft : invoiceNumberLabel(number)),
    money: (amount: string, currency: string) => moneyFormat(language, currency)(Number(amount)),
    date: (date: string | null) => (date ? dates.format(new Date(`${date}T00:00:00Z`)) : '—'),
  };
}
