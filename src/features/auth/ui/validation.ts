import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messages, PASSWORD_MIN_LENGTH } from '../../../../domain/common/messages';

/** The length limits of the auth schemas (email 254, names 150, passwords 128, reset link 64/256). */
const LIMITS = [64, 128, 150, 254, 256];

/**
 * The shared schemas (and the server) speak English; this turns their messages into the user's
 * language. Anything else, e.g. a server message of its own, is shown as it is.
 */
export function useValidationText() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined): string | undefined => {
      switch (message) {
        case undefined:
        case '':
          return undefined;
        case messages.required:
          return t('auth.validation.required');
        case messages.email:
          return t('auth.validation.email');
        case messages.passwordsMismatch:
          return t('auth.validation.passwordsMismatch');
        case messages.passwordMin(PASSWORD_MIN_LENGTH):
          return t('auth.validation.passwordMin', { min: PASSWORD_MIN_LENGTH });
      }
      const max = LIMITS.find((n) => messages.maxLength(n) === message);
      return max ? t('auth.validation.maxLength', { max }) : message;
    },
    [t],
  );
}
