import { useCallback } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { UNIT_SUBJECT } from '../../../../domain/units/access';
import { UNIT_KINDS, UNIT_PARENT_FIELD, type UnitKind } from '../../../../domain/units/kinds';
import { submitFailure } from '../../../api/submitFailure';
import { useApiClient } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import type { TreeUnit } from './orgTree';

/** Each kind's list on the API. */
const UNIT_PATHS = {
  group: '/api/groups/',
  company: '/api/companies/',
  establishment: '/api/establishments/',
  service: '/api/services/',
  team: '/api/teams/',
  workplace: '/api/workplaces/',
} as const satisfies Record<UnitKind, string>;

/** The largest page the lists give: the tree reads them whole. */
const PAGE_SIZE = 100;

type UnitRow = { id: number; id_organization: number; code: string; name: string } & Record<string, unknown>;
type Page = { results: UnitRow[]; next: string | null };
/** One call of the typed client, as every list path has it (its types are per literal path). */
type Get = (
  path: string,
  init: { params: { query: { page: number; page_size: number } } },
) => Promise<{ data?: unknown; error?: unknown }>;
type Patch = (
  path: string,
  init: { params: { path: { id: number } }; body: Record<string, unknown> },
) => Promise<{ data?: unknown; error?: unknown }>;

/** A row of a kind's list as the tree reads it. */
export function toTreeUnit(kind: UnitKind, row: UnitRow): TreeUnit {
  const field = UNIT_PARENT_FIELD[kind];
  const parent = field === null ? null : row[field];
  return {
    kind,
    id: row.id,
    code: row.code,
    name: row.name,
    parent: typeof parent === 'number' ? parent : null,
    organization: row.id_organization,
    ...(kind === 'team' ? { brand: typeof row.brand === 'number' ? row.brand : null } : {}),
  };
}

/**
 * Every unit the reader may read, of each kind its rights reach (a team manager reads teams, not
 * the structure above them), every page of each list. Each kind is a query under its list's key,
 * so a change made anywhere to a kind's rows (the unit pages, a move) refreshes the tree too.
 */
export function useTreeUnits() {
  const client = useApiClient();
  const ability = useAppAbility();
  const get = client.GET as unknown as Get;
  const kinds = UNIT_KINDS.filter((kind) => ability?.can('read', UNIT_SUBJECT[kind]));
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: ['get', UNIT_PATHS[kind], 'tree'] as const,
      queryFn: async () => {
        const rows: TreeUnit[] = [];
        for (let page = 1; ; page++) {
          const { data, error } = await get(UNIT_PATHS[kind], {
            params: { query: { page, page_size: PAGE_SIZE } },
          });
          if (error !== undefined) throw error;
          const answer = data as Page;
          rows.push(...answer.results.map((row) => toTreeUnit(kind, row)));
          if (!answer.next) return rows;
        }
      },
    })),
    combine: (results) => ({
      data: results.every((r) => r.data !== undefined) ? results.flatMap((r) => r.data!) : undefined,
      isError: results.some((r) => r.isError),
      isFetching: results.some((r) => r.isFetching),
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  });
}

/**
 * Moves a unit under another parent (null: none) by changing its parent reference, then has its
 * kind's lists and rows asked again. Rejects with the API's error body, as the forms expect.
 */
export function useMoveUnit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (unit: TreeUnit, parent: number | null) => {
      const field = UNIT_PARENT_FIELD[unit.kind];
      if (field === null) throw new Error(`A ${unit.kind} has no parent to change`);
      const patch = client.PATCH as unknown as Patch;
      const path = UNIT_PATHS[unit.kind];
      const { error } = await patch(`${path}{id}/`, {
        params: { path: { id: unit.id } },
        body: { [field]: parent },
      });
      if (error !== undefined) throw error;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['get', path] }),
        queryClient.invalidateQueries({ queryKey: ['get', `${path}{id}/`] }),
      ]);
    },
    [client, queryClient],
  );
}

/** What a refused move said: the message about the new parent (or the server's detail), and whether a retry may help. */
export function moveFailure(error: unknown): { message?: string; retry: boolean } {
  const failure = submitFailure<string>(error, ['group_id', 'company_id', 'establishment_id', 'service_id']);
  const message = Object.values(failure.fields).find(Boolean) ?? failure.others[0]?.message;
  return { message, retry: failure.retry };
}
