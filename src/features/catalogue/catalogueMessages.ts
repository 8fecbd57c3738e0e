import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { catalogueMessages, IN_USE_SUBJECTS, type InUseSubject } from '../../../domain/catalogue/messages';
import { fieldMessages, messages } from '../../../domain/common/messages';
import { generalMessages } from '../../../domain/common/messages';
import { translateValidation } from '../../lib/validationText';

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
  wholeNumber: messages.integer,
  number: messages.number,
} as const;

/**
 * English message → its name under `catalogue.messages`, which also holds the texts of the
 * shared field rules (names, codes, dates, files) the catalogue's forms show.
 */
const NAMES = new Map<string, string>(
  Object.entries({ ...fieldMessages, ...catalogueMessages, ...OTHER_MESSAGES }).flatMap(([name, message]) =>
    typeof message === 'string' ? [[message, name] as const] : [],
  ),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A limit's message (domain/common/zodMessages) as a pattern that captures the limit. */
function limitPattern(message: (limit: number) => string) {
  const MARK = 7_654_321;
  const [before, after] = message(MARK).split(String(MARK)) as [string, string];
  return new RegExp(`^${escapeRegExp(before)}(-?\\d+(?:\\.\\d+)?)${escapeRegExp(after)}$`);
}

/** A number's limits ("Ensure this value is … 1."), with the limit as a value. */
const LIMITS: [pattern: RegExp, name: 'min' | 'max'][] = [
  [limitPattern(generalMessages.minValue), 'min'],
  [limitPattern(generalMessages.maxValue), 'max'],
];
/** `inUse`'s row names (as the API writes them) → their key, also their name under `catalogue.subjects`. */
const SUBJECT_OF = new Map<string, InUseSubject>(
  Object.entries(IN_USE_SUBJECTS).map(([key, name]) => [name, key as InUseSubject]),
);

/** The catalogue's messages built from values: a count, and the row named (`what`) for some. */
const TEMPLATES = {
  inUse: (what: string, n: number) => catalogueMessages.inUse(what, n),
  hasChildren: (_what: string, n: number) => catalogueMessages.hasChildren(n),
} satisfies Record<string, (what: string, n: number) => string>;

/** Stands for `what` when a template is written out to find where its values go. */
const WHAT_MARK = '\u0001';
/**
 * The counts each template is written out with: the English words around a count may change with
 * it ('1 product', '2 products'); a large one stands for "many". Each way of writing gives a pattern.
 */
const SAMPLE_COUNTS = [0, 1, 2, 7_654_321];

/**
 * Patterns of the templates, found by calling them with marker values rather than copying their
 * English: the `what` marker becomes a group, the count's digits another.
 */
const TEMPLATE_PATTERNS = Object.entries(TEMPLATES).flatMap(([name, render]) => {
  const sources = new Set(
    SAMPLE_COUNTS.map((n) =>
      escapeRegExp(render(WHAT_MARK, n))
        .replace(WHAT_MARK, '(?<what>.+?)')
        .replace(String(n), '(?<count>\\d+)'),
    ),
  );
  return [...sources].map((source) => ({
    name: name as keyof typeof TEMPLATES,
    render,
    pattern: new RegExp(`^${source}$`),
  }));
});

/** A message built by one of TEMPLATES: its name, count and `what`, or undefined. */
function templateKey(message: string): CatalogueMessageKey | undefined {
  for (const { name, render, pattern } of TEMPLATE_PATTERNS) {
    const match = pattern.exec(message);
    if (!match?.groups) continue;
    const what = match.groups.what ?? '';
    const count = Number(match.groups.count);
    // Written out again with what was read, it must be the message itself.
    if (!Number.isSafeInteger(count) || render(what, count) !== message) continue;
    if (name === 'hasChildren') return { key: 'catalogue.messages.hasChildren', count };
    const subject = SUBJECT_OF.get(what);
    return subject ? { key: `catalogue.messages.${name}`, count, what: subject } : undefined;
  }
  return undefined;
}

export type CatalogueMessageKey = {
  key: `catalogue.messages.${string}`;
  /** Numbers of the text, by their names in it. */
  values?: Record<string, number>;
  /** The count the text's plural forms follow (i18next `count`; shown as `{{n}}`). */
  count?: number;
  /** The row the text names (`{{what}}`), by its name under `catalogue.subjects`. */
  what?: InUseSubject;
};

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
  return templateKey(message);
}

/**
 * A message from a schema or the API in `t`'s language: the catalogue's (with their numbers
 * written the reader's way, the plural form their count calls for, and the row they name), then
 * the shared validation texts; anything else (a server message of its own) as it is written.
 */
export function translateCatalogueMessage(
  t: TFunction,
  language: string,
  message: string | null | undefined,
): string | undefined {
  if (!message) return undefined;
  const known = catalogueMessageKey(message);
  if (!known) return translateValidation(t, message);
  const number = new Intl.NumberFormat(language);
  const values: Record<string, string | number> = Object.fromEntries(
    Object.entries(known.values ?? {}).map(([name, value]) => [name, number.format(value)]),
  );
  if (known.count !== undefined) Object.assign(values, { count: known.count, n: number.format(known.count) });
  if (known.what) values.what = t(`catalogue.subjects.${known.what}`);
  // A catalogue message without a text of its own yet reads as written.
  return t(known.key, { ...values, defaultValue: message });
}

/** `translateCatalogueMessage` in the reader's language. */
export function useCatalogueMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | null | undefined) => translateCatalogueMessage(t, i18n.language, message),
    [t, i18n.language],
  );
}
