import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/ApiProvider';
import { useListState } from '../data/useListState';
import { listQueryOptions } from './listQueryOptions';
import { listOptions, type FilterOf, type ListPath, type Resource } from './resource';

/**
 * A resource's list as its page shows it: the page, ordering, search and filters in the URL, and
 * the query of those rows (the one its route's loader may already have started).
 */
export function useResourceList<P extends ListPath, F extends FilterOf<P>>(
  resource: Resource<P, F>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const list = useListState(listOptions(resource));
  const query = useQuery({ ...listQueryOptions(useApi(), resource, list.state), enabled });
  return { list, query };
}
