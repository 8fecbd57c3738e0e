import { useApi } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';

/**
 * The sellers the client list filters by, as the reader may read them (a sales rep: their own
 * profile; support, who reads no sellers: none, and the filter is left out). A client's dialog
 * searches its seller instead (ReferencePicker).
 */
export function useSellerChoices() {
  const ability = useAppAbility();
  const query = useApi().useQuery(
    'get',
    '/api/sellers/',
    { params: { query: { page_size: 100, ordering: 'name' } } },
    { enabled: !!ability?.can('read', 'Sale') },
  );
  const sellers = query.data?.results ?? [];
  return { options: sellers.map((s) => ({ value: String(s.id), label: s.name })) };
}
