import { useMemo } from 'react';
import { canListUsers } from '../../../domain/users/listAccess';
import { useAllPages } from '../../api/allPages';
import { useApiClient } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { fullName } from '../../lib/userName';

export type Choice = { value: string; label: string };

/** The organisation's users by name (employees and reviewers), for whoever may list them. */
export function useUserChoices(): Choice[] {
  const client = useApiClient();
  const readable = canListUsers(useAppAbility());
  const query = useAllPages(
    ['get', '/api/users/', { choices: true }],
    (page, page_size) => client.GET('/api/users/', { params: { query: { page, page_size } } }),
    { enabled: readable },
  );
  return useMemo(
    () => (query.data ?? []).map((user) => ({ value: String(user.id), label: fullName(user) })),
    [query.data],
  );
}

/** The organisation's teams by name, for whoever reads them. */
export function useTeamChoices(): Choice[] {
  const client = useApiClient();
  const readable = !!useAppAbility()?.can('read', 'Team');
  const query = useAllPages(
    ['get', '/api/teams/', { choices: true }],
    (page, page_size) => client.GET('/api/teams/', { params: { query: { page, page_size } } }),
    { enabled: readable },
  );
  return useMemo(
    () => (query.data ?? []).map((team) => ({ value: String(team.id), label: team.name })),
    [query.data],
  );
}
