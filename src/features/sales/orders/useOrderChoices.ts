import { useApi } from '../../../lib/ApiProvider';

/** The most rows a choice list asks for (the API's largest page). */
const CHOICES = { page: 1, page_size: 100, ordering: 'name' } as const;
// Choices change seldom while a screen is open.
const CHOICES_STALE_TIME = 60_000;

/**
 * The clients, sellers and brands the reader may see, for the list's filters (the order dialog
 * searches its client and seller: ReferencePicker). Each loads beside the rows, never before them;
 * a reader who may not read one of them gets no choices there (the API refuses), and the screen
 * still works.
 */
export function useOrderChoices() {
  const api = useApi();
  const options = { staleTime: CHOICES_STALE_TIME, retry: false };
  const clients = api.useQuery('get', '/api/clients/', { params: { query: CHOICES } }, options);
  const sellers = api.useQuery('get', '/api/sellers/', { params: { query: CHOICES } }, options);
  const brands = api.useQuery('get', '/api/brands/', { params: { query: CHOICES } }, options);
  const byId = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));
  return {
    clientOptions: byId(clients.data?.results),
    sellerOptions: byId(sellers.data?.results),
    brandOptions: byId(brands.data?.results),
  };
}
