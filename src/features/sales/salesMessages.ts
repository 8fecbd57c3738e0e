import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '../../../domain/common/messages';
import { environmentMessages } from '../../../domain/sales/environment';
import {
  INVOICE_ACTIONS,
  invoiceMessages,
  QUANTITY_MAX,
  type InvoiceAction,
} from '../../../domain/sales/invoice';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../../domain/sales/kinds';
import { salesMessages } from '../../../domain/sales/messages';
import { translateValidation } from '../../lib/validationText';

/**
 * Messages said as they are (the forms' rules, the API's refusals) → their text's key and values;
 * the shared field rules are the catalogue's texts, as every form's shared fields use them.
 */
type Known = [key: string, values?: Record<string, unknown>];
const EXACT = new Map<string, Known>([
  ...Object.entries(fieldMessages).map(
    ([rule, message]) => [message, [`catalogue.messages.${rule}`]] as [string, Known],
  ),
  [salesMessages.sellerNotFound, ['sellers.messages.notFound']],
  [salesMessages.sellerCodeTaken, ['sellers.messages.codeTaken']],
  [salesMessages.userIsSeller, ['sellers.messages.userIsSeller']],
  [salesMessages.sellerOwnProfileOnly, ['sellers.messages.ownProfileOnly']],
  [salesMessages.clientCodeTaken, ['clients.messages.codeTaken']],
  [salesMessages.portalEmailTaken, ['clients.messages.portalEmailTaken']],
  [salesMessages.fieldNotYours, ['clients.messages.fieldNotYours']],
  [invoiceMessages.notFound, ['invoices.preview.notFound']],
  [invoiceMessages.notDeletable, ['invoices.messages.notDeletable']],
  [invoiceMessages.notYetDue, ['invoices.messages.notYetDue']],
  [invoiceMessages.linesRequired, ['invoices.messages.linesRequired']],
  [invoiceMessages.tooManyLines, ['invoices.messages.tooManyLines']],
  [invoiceMessages.money, ['invoices.messages.money']],
  [invoiceMessages.taxRate, ['invoices.messages.taxRate']],
  [invoiceMessages.totalTooLarge, ['invoices.messages.totalTooLarge']],
  [invoiceMessages.dueBeforeIssue, ['invoices.messages.dueBeforeIssue']],
  [invoiceMessages.orderOfAnotherClient, ['invoices.messages.orderOfAnotherClient']],
  ['Enter a whole number.', ['validation.integer']],
  ['Must be at least 1.', ['invoices.messages.quantityMin']],
  [`Must be at most ${QUANTITY_MAX}.`, ['invoices.messages.quantityMax', { max: QUANTITY_MAX }]],
  ...INVOICE_STATUSES.map(
    (status) =>
      [invoiceMessages.notEditable(status), ['invoices.messages.notEditable', { status }]] as [string, Known],
  ),
  ...INVOICE_STATUSES.flatMap((status) =>
    INVOICE_ACTIONS.map(
      (action) =>
        [
          invoiceMessages.moveRefused(action, status),
          ['invoices.messages.moveRefused', { action, status }],
        ] as [string, Known],
    ),
  ),
  [environmentMessages.notFound, ['environments.view.notFound']],
  [environmentMessages.nameTaken, ['environments.messages.nameTaken']],
]);

/** Messages with a count, found by writing each out with the count read from the message. */
const COUNTED: { render: (n: number) => string; key: string }[] = [
  { render: salesMessages.clientInUse, key: 'clients.messages.inUse' },
  { render: salesMessages.sellerInUse, key: 'sellers.messages.inUse' },
];

/** A message of the sales forms or the API in the reader's language; anything else as written. */
export function translateSalesMessage(t: TFunction, language: string, message: string | null | undefined) {
  if (!message) return undefined;
  const known = EXACT.get(message);
  if (known) {
    const [key, values = {}] = known;
    // A status or an action inside a message is said with its own word.
    const words = {
      ...values,
      ...(values.status ? { status: t(`invoices.status.${values.status as InvoiceStatus}`) } : {}),
      ...(values.action ? { action: t(`invoices.actions.${values.action as InvoiceAction}`) } : {}),
    };
    return t(key, { ...words, defaultValue: message });
  }
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
