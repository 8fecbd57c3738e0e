import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '../../../domain/common/messages';
import { trackingMessages } from '../../../domain/tracking/messages';
import { UNIT_EVENT_TYPES, UNIT_STATUSES } from '../../../domain/tracking/unitStatus';
import { translateValidation } from '../../lib/validationText';

type Known = [key: string, values?: Record<string, string>];
const { wrongStatus, ...plain } = trackingMessages;

/** The tracking rules' messages (the forms' and the API's) → their text's key; a refused event names its words. */
const EXACT = new Map<string, Known>([
  ...Object.entries(fieldMessages).map(
    ([rule, message]) => [message, [`catalogue.messages.${rule}`]] as [string, Known],
  ),
  ...Object.entries(plain).map(
    ([rule, message]) => [message, [`tracking.messages.${rule}`]] as [string, Known],
  ),
  ['Enter a whole number from 1 to 100000.', ['tracking.messages.quantityRange']],
  ...UNIT_STATUSES.flatMap((status) =>
    UNIT_EVENT_TYPES.map(
      (event) =>
        [wrongStatus(event, status), ['tracking.messages.wrongStatus', { event, status }]] as [string, Known],
    ),
  ),
]);

/** A message of the tracking forms or the API in the reader's language; anything else as written. */
export function translateTrackingMessage(t: TFunction, message: string | null | undefined) {
  if (!message) return undefined;
  const known = EXACT.get(message);
  if (!known) return translateValidation(t, message);
  const [key, values = {}] = known;
  const words = {
    ...(values.event ? { event: t(`tracking.events.${values.event}`) } : {}),
    ...(values.status ? { status: t(`tracking.statuses.${values.status}`) } : {}),
  };
  return t(key, { ...words, defaultValue: message });
}

/** `translateTrackingMessage` in the reader's language. */
export function useTrackingMessage() {
  const { t } = useTranslation();
  return useCallback((message: string | null | undefined) => translateTrackingMessage(t, message), [t]);
}
