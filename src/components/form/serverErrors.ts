import { useEffect, useMemo } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { submitFailure, type SubmitFailure } from '../../api/submitFailure';

export type ServerErrorRest = Omit<SubmitFailure<string>, 'fields'> & {
  /** Some messages went on the form's fields. */
  onFields: boolean;
};

/**
 * A failed save's messages on the react-hook-form fields they are about (`fields`: the ones the
 * form shows), and the rest for an alert: the server's detail (a 403's reason), body-wide
 * messages and messages about fields the form does not show, with whether a retry can help.
 */
export function putServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): ServerErrorRest {
  const { fields: messages, ...rest } = submitFailure<string>(error, fields);
  for (const [field, message] of Object.entries(messages)) {
    if (message) setError(field as Path<T>, { type: 'server', message });
  }
  return { ...rest, onFields: Object.keys(messages).length > 0 };
}

/**
 * The alert's lines for the rest of a failure: each message in the reader's language (`text`),
 * prefixed with its field's label when it names a field the form does not show (`label`: a field
 * without a label is named as the API names it; an empty label names none).
 */
export function otherMessages(
  rest: Pick<ServerErrorRest, 'others'>,
  text: (message: string) => string | undefined,
  label: (field: string) => string | undefined = () => undefined,
): string[] {
  return rest.others.map(({ field, message }) => {
    const said = text(message) ?? message;
    const name = field === undefined ? '' : (label(field) ?? field);
    return name ? `${name}: ${said}` : said;
  });
}

/**
 * A failed save reported the way every form reports it: the server's messages on the fields the
 * form shows, and the alert's text for the rest (null when the fields say it all). Without the
 * server's reason, the alert invites a retry only when one can help.
 */
export function saveFailureAlert<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  text: (message: string) => string | undefined,
  t: (key: 'data.form.saveFailed' | 'data.form.saveRefused') => string,
): string | null {
  const rest = putServerErrors(error, setError, fields);
  const said = otherMessages(rest, text).join(' ');
  if (said || !rest.onFields) return said || t(rest.retry ? 'data.form.saveFailed' : 'data.form.saveRefused');
  return null;
}

/**
 * `putServerErrors` for a failure kept in state (a mutation's `error`): the fields get their
 * messages when it changes; answers the rest's messages as one text (as the server wrote them),
 * `fallback` when the failure said nothing, or undefined without a failure. `fields` must be a
 * stable (module-level) array.
 */
export function useServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback?: string,
): string | undefined {
  const failure = useMemo(
    () => (error == null ? null : submitFailure<string>(error, fields)),
    [error, fields],
  );
  useEffect(() => {
    if (error != null) putServerErrors(error, setError, fields);
  }, [error, setError, fields]);
  if (!failure) return undefined;
  const saidNothing = !failure.others.length && !Object.keys(failure.fields).length;
  return failure.others.map((o) => o.message).join(' ') || (saidNothing ? fallback : undefined);
}

/** A failure's reasons for one message, without a form (a refused file, a refused action). */
export const failureReasons = (error: unknown, text: (message: string) => string | undefined) =>
  otherMessages(submitFailure<string>(error, []), text, () => '');
