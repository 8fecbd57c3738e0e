import { useApi } from './ApiProvider';

/** The query key of the organisation's application parameters, to drop after they change. */
export const APPLICATION_PARAMETERS_KEY = ['get', '/api/application-parameters/'] as const;

// The parameters seldom change: asked once per few minutes, and at once after their screen saves
// (it invalidates this same query).
const PARAMETERS_STALE_TIME = 5 * 60_000;

/**
 * The organisation's application parameters (its currency, the forms' starting values, the
 * low-stock threshold), readable by every signed-in member of it.
 */
export function useApplicationParameters() {
  return useApi().useQuery('get', '/api/application-parameters/', undefined, {
    staleTime: PARAMETERS_STALE_TIME,
  });
}
