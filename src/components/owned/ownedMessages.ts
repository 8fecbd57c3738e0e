import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { unitMessages } from '../../../domain/units/messages';
import { translateValidation } from '../../lib/validationText';

const OWNED_NAMES = ['address', 'contact'] as const;

/** The API's messages about the main address or contact, said as they are → their key. */
const MAIN_MESSAGES = new Map<string, string>(
  OWNED_NAMES.flatMap((what) => [
    [unitMessages.mainKept(what), `owned.messages.mainKept.${what}`] as const,
    [unitMessages.mainTaken(what), `owned.messages.mainTaken.${what}`] as const,
  ]),
);

/**
 * A message about an address or a contact in the reader's language: the main flag's refusals,
 * then the shared validation texts; anything else as written.
 */
export function translateOwnedMessage(t: TFunction, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const key = MAIN_MESSAGES.get(message);
  return key ? t(key, { defaultValue: message }) : translateValidation(t, message);
}

/** `translateOwnedMessage` in the reader's language. */
export function useOwnedMessage() {
  const { t } = useTranslation();
  return useCallback((message: string | null | undefined) => translateOwnedMessage(t, message), [t]);
}
