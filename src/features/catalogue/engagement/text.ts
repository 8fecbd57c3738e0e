import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '../config/text';

/** The engagement schemas' own messages (domain/catalogue/engagement) → their i18n keys. */
const KEYS: Record<string, string> = {
  'A commission is from 0 to 100 %.': 'catalogueEngagement.messages.commissionRange',
  'At most two decimal places.': 'catalogueEngagement.messages.twoDecimals',
  'A rating is from 1 to 5.': 'catalogueEngagement.messages.ratingRange',
  'Invalid input: expected int, received number': 'catalogueEngagement.messages.wholeNumber',
  'Invalid input: expected number, received NaN': 'catalogueEngagement.messages.number',
};
/** zod's number limits ("Too small: expected number to be >=1"), with the limit as a value. */
const LIMITS: [RegExp, string, string][] = [
  [/^Too small: expected number to be >=(-?\d+(?:\.\d+)?)$/, 'catalogueEngagement.messages.min', 'min'],
  [/^Too big: expected number to be <=(-?\d+(?:\.\d+)?)$/, 'catalogueEngagement.messages.max', 'max'],
];

/**
 * The i18n key (and its values) of a message of the engagement forms, or undefined when it has
 * none (exported for tests).
 */
export function engagementMessage(
  message: string,
): { key: string; values?: Record<string, number> } | undefined {
  const key = KEYS[message];
  if (key) return { key };
  for (const [pattern, limitKey, name] of LIMITS) {
    const match = pattern.exec(message);
    if (match) return { key: limitKey, values: { [name]: Number(match[1]) } };
  }
  return undefined;
}

/**
 * A message from a schema or the API in the reader's language: the engagement forms' own, then
 * the catalogue's (code format, code in use) and the shared ones; anything else as written.
 */
export function useEngagementText() {
  const { t, i18n } = useTranslation();
  const catalogueText = useCatalogueText();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const known = engagementMessage(message);
      if (!known) return catalogueText(message);
      const number = new Intl.NumberFormat(i18n.language);
      const values = Object.fromEntries(
        Object.entries(known.values ?? {}).map(([name, value]) => [name, number.format(value)]),
      );
      return t(known.key, values);
    },
    [t, i18n.language, catalogueText],
  );
}
