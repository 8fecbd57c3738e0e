import { useMemo } from 'react';
import type { Launch } from '../../../../domain/catalogue/launch';
import { useAllPages } from '../../../api/allPages';
import { useApiClient } from '../../../lib/ApiProvider';

type User = { id: number; first_name: string; last_name: string; email: string };
const userName = (u: User) => `${u.first_name} ${u.last_name}`.trim() || u.email;

/** The people a manager or a team member can be: every user the signed-in user may list. */
export function usePeople(launch: Launch | undefined) {
  const client = useApiClient();
  const users = useAllPages<User>(['get', '/api/users/'], (page, page_size) =>
    client.GET('/api/users/', { params: { query: { page, page_size, ordering: 'first_name' } } }),
  );
  return useMemo(() => {
    const people = new Map((users.data ?? []).map((u) => [u.id, userName(u)]));
    // Someone already on the launch stays choosable even if the list leaves them out.
    if (launch?.manager && launch.manager_name && !people.has(launch.manager)) {
      people.set(launch.manager, launch.manager_name);
    }
    for (const member of launch?.team ?? [])
      if (!people.has(member.user)) people.set(member.user, member.name);
    return [...people].map(([id, name]) => ({ id, name }));
  }, [users.data, launch]);
}
