import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LaunchTiming } from '../../../../domain/catalogue/launchTiming';
import { amountsFormat, type CurrencyAmount } from '../../../lib/money';
import { useMoney } from '../../../lib/useMoney';
import { timingText } from './launchFormat';

/** Launch texts in the reader's language: enum labels, timing, dates, numbers, money. */
export function useLaunchText() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return useMemo(() => {
    const language = i18n.language;
    const number = new Intl.NumberFormat(language);
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
    const dateFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    /** A calendar date (YYYY-MM-DD) as the reader writes it; the day itself, whatever the time zone. */
    const date = (iso: string | null | undefined) => {
      if (!iso) return '';
      const value = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(value.getTime()) ? iso : dateFormat.format(value);
    };
    return {
      type: (value: string) => t(`launches.types.${value}`, { defaultValue: value }),
      status: (value: string) => t(`launches.statuses.${value}`, { defaultValue: value }),
      scope: (value: string) => t(`launches.scopes.${value}`, { defaultValue: value }),
      role: (value: string) => t(`launches.roles.${value}`, { defaultValue: value }),
      timing: (timing: LaunchTiming) => {
        const text = timingText(timing);
        const values = {
          ...(text.values.count !== undefined && {
            count: text.values.count,
            n: number.format(text.values.count),
          }),
          ...(text.values.date !== undefined && { date: date(text.values.date) }),
        };
        return { text: t(text.key, values), palette: text.palette };
      },
      date,
      number: (n: number) => number.format(n),
      /** In the organisation's currency. */
      money,
      /** Amounts each in its own currency, as a list ("€1,200.00, $30.00"); none is money(0). */
      amounts: (amounts: readonly CurrencyAmount[]) =>
        amounts.length ? amountsFormat(language)(amounts) : money(0),
      /** Whole percent (12 → "12 %" in French). */
      percent: (n: number) => percent.format(n / 100),
    };
  }, [t, i18n.language, money]);
}
