import { messages } from './messages';

/** A refusal's messages by field, as the API answers a 400 (`{"field": ["message"]}`). */
export type FieldErrors = Record<string, string[]>;

export type ZodIssueLike = { path?: PropertyKey[]; code?: string; keys?: string[]; message: string };

/** Zod issues → `{"field": ["message"]}`; unknown keys each get their own entry. */
export function issuesToFieldErrors(issues: ZodIssueLike[]): FieldErrors {
  // Without a prototype: a client's key may be `constructor` or `__proto__`.
  const out: FieldErrors = Object.create(null) as FieldErrors;
  const add = (field: string, message: string) => (out[field] ??= []).push(message);
  for (const issue of issues) {
    const path = (issue.path ?? []).map(String);
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) add([...path, key].join('.'), messages.unknownField);
    } else {
      add(path.length ? path.join('.') : 'non_field_errors', issue.message);
    }
  }
  return out;
}
