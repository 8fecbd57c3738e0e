import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parameterMessages } from '../../../domain/parameters/applicationParameters';
import { translateValidation } from '../../lib/validationText';

/** The parameters' own messages (domain/parameters) → their text's key under `parameters.messages`. */
const NAMES = new Map<string, string>(
  Object.entries(parameterMessages).map(([name, message]) => [message, name]),
);

/** A message of the parameters' forms or of the API about them, in the reader's language. */
export function useParameterMessage() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      const name = message === undefined ? undefined : NAMES.get(message);
      return name ? t(`parameters.messages.${name}`) : translateValidation(t, message);
    },
    [t],
  );
}
