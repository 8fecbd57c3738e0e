import { useEffect, useMemo } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUTH_FAILED_KEY, authErrorDisplay } from '../../../api/errors';

/**
 * Spec §8 display of a failed auth call: messages for the form's own fields go under those
 * fields; the general message, and messages about anything else (e.g. a reset link's `token`),
 * are returned for one alert above the form. `fields` must be a stable (module-level) array.
 */
export function useServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined {
  const { t } = useTranslation();
  const display = useMemo(() => (error == null ? null : authErrorDisplay(error)), [error]);

  useEffect(() => {
    for (const field of fields) {
      const message = display?.fields[field];
      if (message) setError(field, { type: 'server', message });
    }
  }, [display, setError, fields]);

  if (!display) return undefined;
  const others = Object.entries(display.fields)
    .filter(([field]) => !(fields as readonly string[]).includes(field))
    .map(([, message]) => message);
  // Server text is shown as it is; only the fallback is a translation key.
  const general = display.general === AUTH_FAILED_KEY ? t(AUTH_FAILED_KEY) : display.general;
  return [general, ...others].filter(Boolean).join(' ') || undefined;
}
