import { useApi } from '../../lib/ApiProvider';
import type { ItemPath, RowOf } from '../resource/resource';
import type { SearchablePath } from './ReferencePicker';

/**
 * The row a saved or bookmarked choice names, for a picker to show by name before any search:
 * read at `item` (the record's own address) or, for a picker's own list, asked of the list
 * (`?id=`). Undefined while loading, or when the reader may not see it.
 */
export function useChosenRow<P extends SearchablePath>(path: P, id: number | null, item?: ItemPath<P>) {
  // The hooks are typed per path; either answer holds the chosen row (or nothing it may read).
  const one = useApi().useQuery(
    'get',
    (item ?? path) as '/api/clients/{id}/',
    { params: item ? { path: { id: id ?? 0 } } : ({ query: { id: id ?? 0 } } as never) },
    { enabled: id !== null, staleTime: 60_000, retry: false },
  );
  const answer = one.data as unknown as { results?: unknown[] } | undefined;
  const row = (answer?.results ? answer.results[0] : answer) as (RowOf<P> & { id: number }) | undefined;
  return row?.id === id ? row : undefined;
}
