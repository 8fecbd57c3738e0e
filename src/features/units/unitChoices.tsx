import { useMemo } from 'react';
import type { AppAbility } from '../../../domain/access/app-ability';
import type { UnitKind } from '../../../domain/units/kinds';
import { canListUsers } from '../../../domain/users/listAccess';
import { useAllPages } from '../../api/allPages';
import type { ReferenceOption } from '../../components/form/ReferenceSelect';
import { canOnResource } from '../../components/resource/resourceAbility';
import { useApiClient } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { fullName } from '../../lib/userName';
import { sender } from '../../lib/computedPaths';
import { parentKind, type UnitReference } from './unitKinds';
import { UNIT_RESOURCES } from './unitResource';

/** Where a reference's choices come from: a list of the API, its order, who may read it, a row's name. */
type Source = {
  path: string;
  ordering: string;
  readable: (ability: AppAbility | null) => boolean;
  label: (row: Record<string, unknown>) => string;
};

const named = (row: Record<string, unknown>) => String(row.name);
const readsOrganization = (ability: AppAbility | null) => !!ability?.can('read', 'Organization');

const SOURCES: Record<Exclude<UnitReference, 'parent'>, Source> = {
  status_id: { path: '/api/unit-statuses/', ordering: 'name', readable: readsOrganization, label: named },
  type_id: { path: '/api/unit-types/', ordering: 'name', readable: readsOrganization, label: named },
  niveau_id: {
    path: '/api/niveaux/',
    ordering: 'level',
    readable: readsOrganization,
    label: (row) => `${String(row.name)} (${String(row.level)})`,
  },
  manager_id: {
    path: '/api/users/',
    ordering: 'email',
    readable: canListUsers,
    label: (row) => fullName(row as { first_name: string; last_name: string; email: string }),
  },
  brand: {
    path: '/api/brands/',
    ordering: 'name',
    readable: (ability) => !!ability?.can('read', 'Brand'),
    label: named,
  },
};

/** A kind without a parent (a group) has no choices of one. */
const NO_SOURCE: Source = { path: '', ordering: '', readable: () => false, label: named };

function sourceOf(kind: UnitKind, reference: UnitReference): Source {
  if (reference !== 'parent') return SOURCES[reference];
  const parent = parentKind(kind);
  if (!parent) return NO_SOURCE;
  const resource = UNIT_RESOURCES[parent];
  return {
    path: resource.path,
    ordering: 'name',
    readable: (ability) => canOnResource(ability, resource, 'read'),
    label: named,
  };
}

export type Choices = {
  /** Every row the reader may choose, by name, in the list's order. */
  options: ReferenceOption[];
  /** A chosen row's name, or undefined while loading or when the reader cannot see it. */
  labelOf: (id: number | null | undefined) => string | undefined;
  isPending: boolean;
};

/**
 * The rows a kind's reference may name (`organization`: of that organisation only, as the server
 * requires of a unit's references), when the reader may read them; none otherwise.
 */
export function useChoices(
  kind: UnitKind,
  reference: UnitReference,
  { organization, enabled = true }: { organization?: number; enabled?: boolean } = {},
): Choices {
  const client = useApiClient();
  const ability = useAppAbility();
  const source = useMemo(() => sourceOf(kind, reference), [kind, reference]);
  const readable = enabled && source.readable(ability);
  const query = useAllPages(
    ['get', source.path, { organization, choices: true }],
    (page, pageSize) =>
      sender(client, 'GET')(source.path, {
        params: { query: { organization, page, page_size: pageSize, ordering: source.ordering } },
      }) as never,
    { enabled: readable },
  );
  const rows = query.data as Record<string, unknown>[] | undefined;
  return useMemo(() => {
    const options = (rows ?? []).map((row) => ({ value: String(row.id), label: source.label(row) }));
    const byId = new Map(options.map((o) => [o.value, o.label]));
    return {
      options,
      labelOf: (id) => (id === null || id === undefined ? undefined : byId.get(String(id))),
      isPending: readable && query.isPending,
    };
  }, [rows, source, readable, query.isPending]);
}
