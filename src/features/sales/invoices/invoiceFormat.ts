import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceFormat } from '../../../../domain/sales/invoiceFormat';

/** How the invoice screens write an invoice's figures in the reader's language (domain/sales/invoiceFormat). */
export function useInvoiceFormat() {
  const { t, i18n } = useTranslation();
  return useMemo(() => invoiceFormat(i18n.language, t('invoices.draftNumber')), [t, i18n.language]);
}
