import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountsFormat, moneyFormat } from '../../lib/money';

/**
 * Text set inside a sentence of the other direction (a Latin status name in an Arabic "A → B", a
 * product name beside a date) keeps its own direction and leaves the sentence's order alone:
 * wrapped in Unicode's first-strong isolate.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * Figures in the reader's language: counts, means, days, changes in percent ("+12 %", "−5 %") and
 * amounts of money in their currencies, side by side when there are several.
 */
export function useFigureFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 2 });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const percent = new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'exceptZero' });
    const amounts = amountsFormat(language);
    return {
      number: (n: number) => number.format(n),
      /** A mean (an average rating): one or two decimals. */
      decimal: (n: number) => decimal.format(n),
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00`)),
      percent: (whole: number) => percent.format(whole / 100),
      money: (amount: string | number, currency: string) => moneyFormat(language, currency)(Number(amount)),
      amounts: (list: readonly { currency: string; amount: string | number }[]) =>
        amounts(list.map((a) => ({ currency: a.currency, amount: Number(a.amount) }))),
    };
  }, [language]);
}
export type FigureFormats = ReturnType<typeof useFigureFormats>;
