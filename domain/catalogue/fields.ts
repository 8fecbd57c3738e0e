import { z } from 'zod';
import { MAX_ID } from '../common/fields';
import { messages } from '../common/messages';
import { catalogueMessages as m } from './messages';

// Spec §5 and §9: the limits of brand and category fields, shared by every catalogue resource
// that has a name and a code (types, statuses, products, launches).
export const NAME_MIN = 2;
export const NAME_MAX = 99; // "under 100"
export const CODE_MIN = 2;
export const CODE_MAX = 49; // "under 50"
export const DESCRIPTION_MAX = 499;
export const META_TITLE_MAX = 199;
export const META_DESCRIPTION_MAX = 499;
export const META_TITLE_HINT = [50, 60] as const;
export const META_DESCRIPTION_HINT = [150, 160] as const;

/** Letters of any script, digits, spaces and the punctuation names really use. */
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} &'’().,/+\-_]+$/u;
export const CODE_PATTERN = /^[A-Z0-9_]+$/;

const present = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required : messages.invalid;

export const catalogueName = () =>
  z
    .string({ error: present })
    .trim()
    .min(1, messages.required)
    .min(NAME_MIN, m.nameMin)
    .max(NAME_MAX, m.nameMax)
    .regex(NAME_PATTERN, m.nameInvalid);

export const catalogueCode = () =>
  z
    .string({ error: present })
    .trim()
    .min(1, messages.required)
    .min(CODE_MIN, m.codeMin)
    .max(CODE_MAX, m.codeMax)
    .regex(CODE_PATTERN, m.codeFormat);

export const description = () =>
  z.string({ error: 'Expected a string.' }).trim().max(DESCRIPTION_MAX, m.descriptionMax);

export const metaTitle = () =>
  z.string({ error: 'Expected a string.' }).trim().max(META_TITLE_MAX, m.metaTitleMax);
export const metaDescription = () =>
  z.string({ error: 'Expected a string.' }).trim().max(META_DESCRIPTION_MAX, m.metaDescriptionMax);

export const website = () =>
  z
    .string({ error: 'Expected a string.' })
    .trim()
    .max(200, messages.maxLength(200))
    .refine((v) => v === '' || isHttpUrl(v), m.website);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const optionalDate = () => z.iso.date({ error: messages.date }).nullable();

/** A reference to another row by id (null when optional and empty). */
export const ref = () =>
  z
    .number({
      error: (i) => (i.input === undefined || i.input === null ? messages.required : 'Expected an integer.'),
    })
    .int()
    .positive()
    .max(MAX_ID);

/** Adds "end date after start date" on `end_date` when both are set. */
export function endAfterStart(
  value: { start_date?: string | null; end_date?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.start_date && value.end_date && value.end_date <= value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: m.endBeforeStart });
  }
}

/**
 * A code typed or derived from a name, made valid: upper case, accents dropped, anything else
 * an underscore, runs collapsed, trimmed to the maximum. `changed` says whether the text had to
 * be altered (the form then shows "Brand code has been sanitized").
 */
export function sanitizeCode(input: string): { code: string; changed: boolean } {
  const code = input
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, CODE_MAX);
  return { code, changed: code !== input };
}

/** The code proposed for a name ("Acme Sports" → "ACME_SPORTS"). */
export const codeFromName = (name: string) => sanitizeCode(name.trim()).code;

/** Readable hint when a meta text is outside the recommended length, else null. */
export function metaLengthHint(text: string, [min, max]: readonly [number, number], hint: string) {
  const n = text.trim().length;
  return n > 0 && (n < min || n > max) ? hint : null;
}

/** Query-string booleans (`?is_active=true`). */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
export const queryId = z.coerce.number({ error: 'Expected an integer.' }).int().positive().max(MAX_ID);
