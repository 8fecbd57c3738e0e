import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyFormat } from '../../../lib/money';

/**
 * Dates and amounts of orders as the reader writes them. An amount is in the order's own
 * currency (it keeps the one it was priced in) and arrives as an exact decimal string.
 */
export function useOrderFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return {
      /** An ISO day ("2026-03-04"), read as that day wherever the reader is. */
      day: (iso: string) => dates.format(new Date(`${iso}T00:00:00`)),
      money: (amount: string | number, currency: string | null | undefined) =>
        moneyFormat(i18n.language, currency)(Number(amount)),
      number: (n: number) => new Intl.NumberFormat(i18n.language).format(n),
    };
  }, [i18n.language]);
}
