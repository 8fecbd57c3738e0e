import createClient from 'openapi-fetch';
import type { paths } from './schema';

/** The one typed client of the API; every screen goes through it. */
export const api = createClient<paths>({ baseUrl: '/' });

/** The API's error shapes as one readable message per field (or `detail`). */
export function errorMessages(error: unknown): Record<string, string> {
  if (!error || typeof error !== 'object') return { detail: String(error ?? '') };
  return Object.fromEntries(
    Object.entries(error as Record<string, unknown>).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.join(' ') : String(value),
    ]),
  );
}
