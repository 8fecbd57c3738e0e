import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceNumberLabel } from '../../../../domain/sales/invoice';
import { moneyFormat } from '../../../lib/money';

/**
 * How the invoice screens write an invoice's figures in the reader's language: its number (or
 * "Draft"), its amounts in its own currency (the API's exact decimals, shown, never added up
 * here), its dates.
 */
export function useInvoiceFormat() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      number: (number: number | null) =>
        number === null ? t('invoices.draftNumber') : invoiceNumberLabel(number),
      money: (amount: string, currency: string) => moneyFormat(i18n.language, currency)(Number(amount)),
      date: (date: string | null) => (date ? dates.format(new Date(`${date}T00:00:00Z`)) : '—'),
    };
  }, [t, i18n.language]);
}
