import { z } from 'zod';
import { fieldMessages, messages, PASSWORD_MIN_LENGTH } from './messages';

/** A missing key reads "required"; a wrong type names what was expected. */
const requiredError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required : `Expected ${expected}.`;

export const requiredString = (max: number) =>
  z
    .string({ error: requiredError('a string') })
    .trim()
    .min(1, messages.required)
    .max(max, messages.maxLength(max));

export const optionalString = (max: number) =>
  z.string({ error: 'Expected a string.' }).trim().max(max, messages.maxLength(max));

export const email = () =>
  z
    .string({ error: requiredError('a string') })
    .trim()
    .min(1, messages.required)
    .max(254, messages.maxLength(254))
    // Stored and compared in lower case: one person, one account, however they type it.
    .toLowerCase()
    .pipe(z.email({ error: messages.email }))
    // The pipe's input side (a trimmed string) is what the document shows: say what it must hold.
    .meta({ format: 'email' });

export const password = () =>
  z
    .string({ error: requiredError('a string') })
    .min(1, messages.required)
    .min(PASSWORD_MIN_LENGTH, messages.passwordMin(PASSWORD_MIN_LENGTH))
    .max(128, messages.maxLength(128));

/** Any non-empty password: used where the server compares, not where it sets one. */
export const existingPassword = () =>
  z
    .string({ error: requiredError('a string') })
    .min(1, messages.required)
    .max(128, messages.maxLength(128));

export const isoDate = () => z.iso.date({ error: messages.date });
export const optionalDate = () => isoDate().nullable();

/** Ids are PostgreSQL `integer` columns: a larger number names no row and would make the query fail. */
export const MAX_ID = 2_147_483_647;

export const id = () =>
  z
    .number({ error: requiredError('an integer') })
    // Without their own message these would fall back to the type's ("Expected an integer." for -3).
    .int(messages.idNumber)
    .positive(messages.idNumber)
    .max(MAX_ID);

/** Adds the "passwords do not match" rule on the second field of a pair. */
export function passwordsMatch<T extends Record<string, unknown>>(
  first: keyof T & string,
  second: keyof T & string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[first] !== value[second]) {
      ctx.addIssue({ code: 'custom', path: [second], message: messages.passwordsMismatch });
    }
  };
}

/** `/{id}/` path parameters: a positive id within the database's int range. */
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

// The name and code most resources have (brands, categories, product types and statuses,
// products, launches, organisation units).
export const NAME_MIN = 2;
export const NAME_MAX = 99; // "under 100"
export const CODE_MIN = 2;
export const CODE_MAX = 49; // "under 50"
export const DESCRIPTION_MAX = 499;

/** Letters of any script, digits, spaces and the punctuation names really use. */
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} &'’().,/+\-_]+$/u;
export const CODE_PATTERN = /^[A-Z0-9_]+$/;

const present = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required : messages.invalid;

export const resourceName = () =>
  z
    .string({ error: present })
    .trim()
    .min(1, messages.required)
    .min(NAME_MIN, fieldMessages.nameMin)
    .max(NAME_MAX, fieldMessages.nameMax)
    .regex(NAME_PATTERN, fieldMessages.nameInvalid);

export const resourceCode = () =>
  z
    .string({ error: present })
    .trim()
    .min(1, messages.required)
    .min(CODE_MIN, fieldMessages.codeMin)
    .max(CODE_MAX, fieldMessages.codeMax)
    .regex(CODE_PATTERN, fieldMessages.codeFormat);

export const description = () =>
  z.string({ error: 'Expected a string.' }).trim().max(DESCRIPTION_MAX, fieldMessages.descriptionMax);

export const website = () =>
  z
    .string({ error: 'Expected a string.' })
    .trim()
    .max(200, messages.maxLength(200))
    .refine((v) => v === '' || isHttpUrl(v), fieldMessages.website);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Adds "end date after start date" on `end_date` when both are set. */
export function endAfterStart(
  value: { start_date?: string | null; end_date?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.start_date && value.end_date && value.end_date <= value.start_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: fieldMessages.endBeforeStart });
  }
}

/**
 * A code typed or derived from a name, made valid: upper case, accents dropped, anything else
 * an underscore, runs collapsed, trimmed to the maximum. `changed` says whether the text had to
 * be altered (the form then says the code has been sanitized).
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

/** Query-string booleans (`?is_active=true`). */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');
export const queryId = z.coerce.number({ error: 'Expected an integer.' }).int().positive().max(MAX_ID);
