import { useMemo } from 'react';
import type { Organization } from '../../domain/organizations/organization';
import { ALL_PAGE_SIZE } from '../api/allPages';
import { useApi } from './ApiProvider';
import { useAppAbility } from './session/SessionProvider';

/** Organisations change rarely: one read serves every screen of a sign-in for a while. */
const ORGANIZATIONS_STALE_TIME = 5 * 60_000;

export type Organizations = {
  /** The organisations the signed-in user may read, by name. */
  list: Organization[];
  /**
   * Whether they may read more than one: then lists name each row's organisation and offer to
   * filter by it, and totals say whether they are one organisation's or combined.
   */
  several: boolean;
  /** An organisation's name, when it is one of theirs. */
  nameOf: (id: number) => string | undefined;
};

/**
 * The organisations the signed-in user may read (`GET /api/organizations/`), asked only of those
 * whose ability reads organisations at all: a superuser gets every tenant, a CLIENT_ADMIN their
 * own, anyone else none (they see one organisation, their own).
 */
export function useOrganizations(): Organizations {
  const readsOrganizations = useAppAbility()?.can('read', 'Organization') ?? false;
  const { data } = useApi().useQuery(
    'get',
    '/api/organizations/',
    { params: { query: { page_size: ALL_PAGE_SIZE } } },
    { enabled: readsOrganizations, staleTime: ORGANIZATIONS_STALE_TIME },
  );
  const list = useMemo(() => (readsOrganizations ? (data?.results ?? []) : []), [readsOrganizations, data]);
  return useMemo(() => {
    const names = new Map(list.map((o) => [o.id, o.name]));
    return { list, several: list.length > 1, nameOf: (id) => names.get(id) };
  }, [list]);
}
