import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '../../../domain/common/messages';
import { salesMessages } from '../../../domain/sales/messages';
import { translateValidation } from '../../lib/validationText';

/**
 * The sales area's messages (in English from the API and the schemas) → their keys; the shared
 * field rules are the catalogue's texts, as every form's shared fields use them.
 */
const EXACT = new Map<string, string>([
  ...Object.entries(fieldMessages).map(([rule, message]) => [message, `catalogue.messages.${rule}`] as const),
  [salesMessages.sellerNotFound, 'sellers.messages.notFound'],
  [salesMessages.sellerCodeTaken, 'sellers.messages.codeTaken'],
  [salesMessages.userIsSeller, 'sellers.messages.userIsSeller'],
  [salesMessages.sellerOwnProfileOnly, 'sellers.messages.ownProfileOnly'],
  [salesMessages.clientCodeTaken, 'clients.messages.codeTaken'],
  [salesMessages.portalEmailTaken, 'clients.messages.portalEmailTaken'],
  [salesMessages.fieldNotYours, 'clients.messages.fieldNotYours'],
]);

/** Messages with a count, found by writing each out with the count read from the message. */
const COUNTED: { render: (n: number) => string; key: string }[] = [
  { render: salesMessages.clientInUse, key: 'clients.messages.inUse' },
  { render: salesMessages.sellerInUse, key: 'sellers.messages.inUse' },
];

/** A message of a sales form or of the API in the reader's language; anything else as written. */
export function translateSalesMessage(t: TFunction, language: string, message: string | null | undefined) {
  if (!message) return undefined;
  const exact = EXACT.get(message);
  if (exact) return t(exact, { defaultValue: message });
  const digits = /\d+/.exec(message)?.[0];
  const counted =
    digits === undefined ? undefined : COUNTED.find(({ render }) => render(Number(digits)) === message);
  if (counted) {
    const count = Number(digits);
    return t(counted.key, { count, n: new Intl.NumberFormat(language).format(count), defaultValue: message });
  }
  return translateValidation(t, message);
}

/** `translateSalesMessage` in the reader's language. */
export function useSalesMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | null | undefined) => translateSalesMessage(t, i18n.language, message),
    [t, i18n.language],
  );
}
