import { isApiFailure, mayRetry } from '../../domain/common/apiFailure';
import { toApiError } from './errors';

/** A server message the form shows above its fields, with the field it is about when it names one. */
export interface OtherMessage {
  field?: string;
  message: string;
}

export interface SubmitFailure<F extends string> {
  /** Messages to show under the form's own fields. */
  fields: Partial<Record<F, string>>;
  /** Everything else, for an alert above the form (undefined: use the form's generic text). */
  general?: string;
  /** The messages `general` joins: the detail, body-wide ones, then those about other fields. */
  others: OtherMessage[];
  /**
   * Whether trying again can help (no answer came, or the server failed): only then may the
   * form's text invite a retry. A refusal with its reason would be refused again.
   */
  retry: boolean;
}

/**
 * What a failed request threw, split into messages for the form's fields and the rest. It may be
 * the parsed error body (what openapi-react-query throws; its status is unknown), an `ApiFailure`
 * (status and body, what the wizard's actors throw), or an Error (no answer: a network failure).
 */
export function submitFailure<F extends string>(error: unknown, formFields: readonly F[]): SubmitFailure<F> {
  const failure: SubmitFailure<F> = { fields: {}, others: [], retry: false };
  if (error instanceof Error) return { ...failure, retry: true };
  const status = isApiFailure(error) ? error.status : undefined;
  const apiError = toApiError({ status: status ?? 0 }, isApiFailure(error) ? error.body : error);
  const others = failure.others;
  if (apiError.detail) others.push({ message: apiError.detail });
  for (const [field, list] of Object.entries(apiError.fields)) {
    if ((formFields as readonly string[]).includes(field)) failure.fields[field as F] = list.join(' ');
    else if (field === 'non_field_errors') others.push({ message: list.join(' ') });
    else others.push({ field, message: list.join(' ') });
  }
  if (others.length) {
    failure.general = others.map((o) => (o.field ? `${o.field}: ${o.message}` : o.message)).join(' ');
  }
  failure.retry = status === undefined ? false : mayRetry(status);
  return failure;
}
