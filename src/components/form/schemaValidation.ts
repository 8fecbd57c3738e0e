// Forms validate by the domain's zod schemas through this module alone, so the sentences of
// domain/common/zodMessages are in place before any form validates, and zod stays out of the
// entry (/login's first download).
import type { z } from 'zod';
import { issuesToFieldErrors } from '../../../domain/common/fieldErrors';
import { installIssueMessages } from '../../../domain/common/zodMessages';

installIssueMessages();

// eslint-disable-next-line no-restricted-imports -- the one place that may
export { zodResolver } from '@hookform/resolvers/zod';

export type FieldMessages<T> = Partial<Record<keyof T & string, string>>;

/**
 * For a form without react-hook-form (the sign-in form, kept light): the schema's output when
 * `values` pass, else each field's first message, as a resolver would put them on the fields.
 */
export function checkFields<S extends z.ZodType<object>>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; messages: FieldMessages<z.input<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  // Named as the API names them in its refusal, each field's first message.
  const fields = Object.entries(issuesToFieldErrors(result.error.issues));
  const messages = Object.fromEntries(fields.map(([field, [first]]) => [field, first]));
  return { ok: false, messages: messages as FieldMessages<z.input<S>> };
}
