import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogueMessages } from '../../../domain/catalogue/messages';
import { translateValidation } from '../../app/validationText';

/**
 * The catalogue's messages beyond `catalogueMessages`, under the names of their texts: the
 * engagement schemas' own (domain/catalogue/engagement) and zod's number types there, the launch
 * schema's team rule (domain/catalogue/launch) and the API's product type and status names.
 */
const OTHER_MESSAGES = {
  typeNameTaken: 'A product type with this name already exists',
  statusNameTaken: 'A product status with this name already exists',
  teamOnce: 'Each person once.',
  commissionRange: 'A commission is from 0 to 100 %.',
  twoDecimals: 'At most two decimal places.',
  ratingRange: 'A rating is from 1 to 5.',
  wholeNumber: 'Invalid input: expected int, received number',
  number: 'Invalid input: expected number, received NaN',
} as const;

/**
 * English message → its name under `catalogue.messages`. Messages built from values (a count of
 * products in use) are not here: they are shown as the server wrote them.
 */
const NAMES = new Map<string, string>(
  Object.entries({ ...catalogueMessages, ...OTHER_MESSAGES }).flatMap(([name, message]) =>
    typeof message === 'string' ? [[message, name] as const] : [],
  ),
);

/** zod's number limits ("Too small: expected number to be >=1"), with the limit as a value. */
const LIMITS: [pattern: RegExp, name: 'min' | 'max'][] = [
  [/^Too small: expected number to be >=(-?\d+(?:\.\d+)?)$/, 'min'],
  [/^Too big: expected number to be <=(-?\d+(?:\.\d+)?)$/, 'max'],
];

export type CatalogueMessageKey = { key: `catalogue.messages.${string}`; values?: Record<string, number> };

/**
 * The i18n key (and its values) of a catalogue message from a schema or the API (they speak
 * English), or undefined when it is not one of the catalogue's.
 */
export function catalogueMessageKey(message: string): CatalogueMessageKey | undefined {
  const name = NAMES.get(message);
  if (name) return { key: `catalogue.messages.${name}` };
  for (const [pattern, limit] of LIMITS) {
    const match = pattern.exec(message);
    if (match) return { key: `catalogue.messages.${limit}`, values: { [limit]: Number(match[1]) } };
  }
  return undefined;
}

/**
 * A message from a schema or the API in the reader's language: the catalogue's, then the shared
 * validation texts; anything else (a server message of its own) as it is written.
 */
export function useCatalogueMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | null | undefined): string | undefined => {
      if (!message) return undefined;
      const known = catalogueMessageKey(message);
      if (!known) return translateValidation(t, message);
      const number = new Intl.NumberFormat(i18n.language);
      const values = Object.fromEntries(
        Object.entries(known.values ?? {}).map(([name, value]) => [name, number.format(value)]),
      );
      // A catalogue message without a text of its own yet reads as written.
      return t(known.key, { ...values, defaultValue: message });
    },
    [t, i18n.language],
  );
}
