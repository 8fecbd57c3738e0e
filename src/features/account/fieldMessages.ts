import type { TFunction } from 'i18next';
import { messages, PASSWORD_MIN_LENGTH } from '../../../domain/common/messages';
import { toApiError } from '../../api/errors';

/**
 * The shared validation texts (domain/common/messages, used by the zod schemas in the browser
 * and by the API) in the reader's language. Any other text is the server's own and is shown as
 * it is.
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  switch (message) {
    case messages.required:
      return t('account.validation.required');
    case messages.email:
      return t('account.validation.email');
    case messages.passwordsMismatch:
      return t('account.validation.passwordsMismatch');
    case messages.date:
      return t('account.validation.date');
    case messages.invalid:
      return t('account.validation.invalid');
    case messages.unknownField:
      return t('account.validation.unknownField');
    case messages.passwordMin(PASSWORD_MIN_LENGTH):
      return t('account.validation.passwordMin', { min: PASSWORD_MIN_LENGTH });
  }
  const n = /\d+/.exec(message)?.[0];
  if (n && message === messages.maxLength(Number(n))) return t('account.validation.maxLength', { max: n });
  return message;
}

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
