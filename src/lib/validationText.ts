import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { messages, PASSWORD_MIN_LENGTH } from '../../domain/common/messages';
import { generalMessages } from '../../domain/common/messages';

/**
 * The shared validation texts (domain/common/messages: the zod schemas in the browser and the
 * API speak them in English) in the reader's language. Any other text is a server message of
 * its own and is shown as it is.
 */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  switch (message) {
    case messages.required:
      return t('validation.required');
    case messages.email:
      return t('validation.email');
    case messages.passwordsMismatch:
      return t('validation.passwordsMismatch');
    case messages.date:
      return t('validation.date');
    case messages.invalid:
      return t('validation.invalid');
    case messages.unknownField:
      return t('validation.unknownField');
    case messages.idNumber:
      return t('validation.idNumber');
    case messages.number:
      return t('validation.number');
    case messages.integer:
      return t('validation.integer');
    case messages.nulCharacter:
      return t('validation.nulCharacter');
    case messages.badCredentials:
      return t('validation.badCredentials');
    case generalMessages.tooLarge:
      return t('validation.tooLarge');
    case generalMessages.blank:
      return t('validation.blank');
    case messages.passwordMin(PASSWORD_MIN_LENGTH):
      return t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH });
  }
  const n = /\d+/.exec(message)?.[0];
  if (n && message === messages.maxLength(Number(n))) return t('validation.maxLength', { max: n });
  return message;
}

/** `translateValidation` bound to the current language, for form fields. */
export function useValidationText() {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => translateValidation(t, message), [t]);
}
