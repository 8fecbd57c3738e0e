import { z } from 'zod';
import { messages, PASSWORD_MIN_LENGTH } from './messages';

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
    .pipe(z.email({ error: messages.email }));

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

/** Ids are PostgreSQL `integer` columns: a larger number names no row and would make the query fail. */
export const MAX_ID = 2_147_483_647;

export const id = () =>
  z
    .number({ error: requiredError('an integer') })
    .int()
    .positive()
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
