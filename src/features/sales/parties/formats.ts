import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Amounts (exact decimals as strings) in their currency, and ISO days, in the reader's language. */
export function useSalesFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const days = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const count = new Intl.NumberFormat(i18n.language);
    return {
      money: (amount: string, currency: string) => {
        try {
          return new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(Number(amount));
        } catch {
          // A currency code Intl does not know: the amount and the code as they are.
          return `${amount} ${currency}`;
        }
      },
      day: (iso: string | null) => (iso ? days.format(new Date(`${iso}T00:00:00`)) : null),
      count: (n: number) => count.format(n),
    };
  }, [i18n.language]);
}
