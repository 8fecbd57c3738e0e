import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountsFormat, moneyFormat } from '../../lib/money';

/**
 * Figures in the reader's language: counts, days, changes in percent ("+12 %", "−5 %") and
 * amounts of money in their currencies, side by side when there are several.
 */
export function useFigureFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const percent = new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'exceptZero' });
    const amounts = amountsFormat(language);
    return {
      number: (n: number) => number.format(n),
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00`)),
      percent: (whole: number) => percent.format(whole / 100),
      money: (amount: string | number, currency: string) => moneyFormat(language, currency)(Number(amount)),
      amounts: (list: readonly { currency: string; amount: string | number }[]) =>
        amounts(list.map((a) => ({ currency: a.currency, amount: Number(a.amount) }))),
    };
  }, [language]);
}
export type FigureFormats = ReturnType<typeof useFigureFormats>;
