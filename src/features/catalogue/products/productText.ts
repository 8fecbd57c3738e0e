import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Priority } from '../../../../domain/catalogue/product';
import { useMoney } from '../../../lib/useMoney';

/** Numbers, money (in the organisation's currency), dates and priorities in the reader's language. */
export function useProductFormat() {
  const { t, i18n } = useTranslation();
  const formatMoney = useMoney();
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language);
    const twoDecimals = new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      number: (n: number) => number.format(n),
      money: (n: number | null | undefined) => (n === null || n === undefined ? '—' : formatMoney(n)),
      percent: (n: number | null | undefined) =>
        n === null || n === undefined ? '—' : t('products.format.percent', { value: twoDecimals.format(n) }),
      /** A calendar date (YYYY-MM-DD), the same day wherever the reader is. */
      day: (d: string | null | undefined) => (d ? date.format(new Date(`${d.slice(0, 10)}T00:00:00Z`)) : '—'),
      dateTime: (d: string) => dateTime.format(new Date(d)),
      priority: (p: Priority) => t(`products.priority.${p}`),
      bytes: (n: number) =>
        n >= 1024 * 1024
          ? t('products.format.megabytes', { value: twoDecimals.format(n / 1024 / 1024) })
          : t('products.format.kilobytes', { value: number.format(Math.max(1, Math.round(n / 1024))) }),
    };
  }, [t, i18n.language, formatMoney]);
}
