import { useApi } from '../../lib/ApiProvider';

/** What the tracking forms and filters choose from: products, establishments, batches, orders. */
export function useTrackingChoices() {
  return useApi().useQuery('get', '/api/tracking/choices/');
}
