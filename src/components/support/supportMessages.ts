import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '../../../domain/common/messages';
import { supportMessages } from '../../../domain/support/ticket';
import { translateValidation } from '../../lib/validationText';

/** The API's and the forms' messages about tickets → their text's key. */
const EXACT = new Map<string, string>([
  [supportMessages.notFound, 'support.messages.notFound'],
  [supportMessages.assigneeNotFound, 'support.messages.assigneeNotFound'],
  [supportMessages.closed, 'support.messages.closed'],
  [fieldMessages.referenceNotFound, 'catalogue.messages.referenceNotFound'],
]);

/** A ticket's message (a form's rule, the API's refusal) in the reader's language; anything else as written. */
export function translateSupportMessage(t: TFunction, message: string | null | undefined) {
  if (!message) return undefined;
  const key = EXACT.get(message);
  return key ? t(key, { defaultValue: message }) : translateValidation(t, message);
}

/** `translateSupportMessage` in the reader's language. */
export function useSupportMessage() {
  const { t } = useTranslation();
  return useCallback((message: string | null | undefined) => translateSupportMessage(t, message), [t]);
}
