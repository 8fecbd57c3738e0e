import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '../../../domain/common/messages';
import { organizationMessages } from '../../../domain/organizations/messages';
import { translateValidation } from '../../lib/validationText';

/** English message (the API's and the forms' rules) → its name under `organizations.messages`. */
const NAMES = new Map<string, string>(
  Object.entries({ ...fieldMessages, ...organizationMessages }).map(([name, message]) => [message, name]),
);

/** The organisations' messages in the reader's language; shared validation texts as everywhere. */
export function useOrganizationMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const name = NAMES.get(message);
      return name ? t(`organizations.messages.${name}`) : translateValidation(t, message);
    },
    [t],
  );
}
