import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers and dates in the reader's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language);
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (n: number) => number.format(n),
      dateTime: (iso: string) => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
      },
    };
  }, [i18n.language]);
}
