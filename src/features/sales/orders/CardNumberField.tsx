import { Input } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cardSummary, type CardBrand } from '../../../../domain/sales/card';
import { FormField } from '../../../components/data/FormDialog';
import { cardBrandName } from './cardBrandName';

/**
 * The payment card's number, checked by the order's own schema (its checksum) before anything is
 * sent. Once the typed number is a card's, its brand and last four digits are shown: all the
 * order will keep of it. An order that has a card on file says which, until another is typed.
 */
export function CardNumberField({
  registration,
  typed,
  error,
  onFile,
}: {
  registration: UseFormRegisterReturn;
  typed: string | undefined;
  /** Translated. */
  error?: string;
  onFile?: { brand: CardBrand; last4: string } | null;
}) {
  const { t } = useTranslation();
  const summary = typed ? cardSummary(typed) : null;
  const brandText = (card: { brand: CardBrand; last4: string }) => ({
    brand: cardBrandName(t, card.brand),
    last4: card.last4,
  });
  const helper = summary
    ? t('orders.dialog.cardRecognised', brandText(summary))
    : onFile
      ? t('orders.dialog.cardKept', brandText(onFile))
      : t('orders.dialog.cardHint');
  return (
    <FormField label={t('orders.fields.cardNumber')} error={error} helper={helper}>
      <Input
        {...registration}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        placeholder="4242 4242 4242 4242"
        data-testid="order-card-number"
      />
    </FormField>
  );
}
