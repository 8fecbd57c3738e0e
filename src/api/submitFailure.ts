import { toApiError } from './errors';

export interface SubmitFailure<F extends string> {
  /** Messages to show under the form's own fields. */
  fields: Partial<Record<F, string>>;
  /** Everything else, for an alert above the form (undefined: use the form's generic text). */
  general?: string;
}

/**
 * What a failed request threw (openapi-react-query throws the parsed error body; a network
 * failure throws a TypeError), split into messages for the form's fields and one for the rest.
 */
export function submitFailure<F extends string>(error: unknown, formFields: readonly F[]): SubmitFailure<F> {
  const failure: SubmitFailure<F> = { fields: {} };
  if (error instanceof Error) return failure;
  const apiError = toApiError({ status: 0 }, error);
  const others: string[] = [];
  for (const [field, list] of Object.entries(apiError.fields)) {
    if ((formFields as readonly string[]).includes(field)) failure.fields[field as F] = list.join(' ');
    else others.push(field === 'non_field_errors' ? list.join(' ') : `${field}: ${list.join(' ')}`);
  }
  if (apiError.detail) others.unshift(apiError.detail);
  if (others.length) failure.general = others.join(' ');
  return failure;
}
