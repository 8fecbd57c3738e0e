import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { catalogueMessages } from '../../../../domain/catalogue/messages';
import { OrderEventRefusalSchema, orderMessages } from '../../../../domain/sales/order';
import { submitFailure } from '../../../api/submitFailure';
import { translateValidation } from '../../../lib/validationText';

/**
 * English message (the schemas' and the API's) → its name under `orders.messages`: the order's
 * own and the sale rule's, which the API puts on an order's line.
 */
const NAMES = new Map<string, string>([
  ...Object.entries(orderMessages).flatMap(([name, message]) =>
    typeof message === 'string' ? [[message, name] as const] : [],
  ),
  [catalogueMessages.notForSale, 'notForSale'],
  [catalogueMessages.outOfStock, 'outOfStock'],
]);

/** An order's message in `t`'s language; a message of no rule known here reads as written. */
export function translateOrderMessage(t: TFunction, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const name = NAMES.get(message);
  return name ? t(`orders.messages.${name}`) : translateValidation(t, message);
}

/** `translateOrderMessage` in the reader's language, for form fields. */
export function useOrderMessage() {
  const { t } = useTranslation();
  return useCallback((message: string | null | undefined) => translateOrderMessage(t, message), [t]);
}

/**
 * Why a status change failed, in the reader's language: a refusal by the order's machine (409,
 * which names the order's status and the event) in words; any other reason as the API gave it;
 * without one, an invitation to retry only when that can help.
 */
export function refusalText(t: TFunction, failure: unknown): string {
  const refusal = OrderEventRefusalSchema.safeParse(failure);
  if (refusal.success) {
    return t('orders.messages.refusedEvent', {
      status: t(`orders.statuses.${refusal.data.status}`),
      event: t(`orders.events.${refusal.data.event}`),
    });
  }
  const { general, retry } = submitFailure(failure, []);
  return translateOrderMessage(t, general) ?? t(retry ? 'data.form.saveFailed' : 'data.form.saveRefused');
}
