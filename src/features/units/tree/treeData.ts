import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UNIT_PARENT, UNIT_PARENT_FIELD } from '../../../../domain/units/kinds';
import type { UnitNode } from '../../../../domain/units/tree';
import { submitFailure } from '../../../api/submitFailure';
import { useApiClient } from '../../../lib/ApiProvider';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { UNIT_PATHS } from '../paths';
import type { TreeUnit } from './orgTree';

const TREE_PATH = '/api/units/tree/';
/** The largest page a list gives: the teams-only reading reads the teams whole. */
const PAGE_SIZE = 100;

type TeamRow = { id: number; id_organization: number; code: string; name: string; service_id: number | null };

/** A node of `GET /units/tree/` as the tree reads it (the answer is one organisation's). */
export const fromNode = (node: UnitNode, organization: number): TreeUnit => ({
  kind: node.kind,
  id: node.id,
  code: node.code,
  name: node.name,
  parent: node.parent_id,
  organization,
});

/** A team of `GET /teams/` (its service may be one the reader cannot see). */
export const fromTeam = (team: TeamRow): TreeUnit => ({
  kind: 'team',
  id: team.id,
  code: team.code,
  name: team.name,
  parent: team.service_id,
  organization: team.id_organization,
});

/**
 * Every unit the reader may read in `organization`: the hierarchy in one answer for who reads
 * the organisation's structure; for who reads only teams (a team or brand manager), the teams,
 * every page of their list, each under a service it cannot see.
 */
export function useTreeUnits(organization: number) {
  const client = useApiClient();
  const ability = useAppAbility();
  const structure = !!ability?.can('read', 'Organization');
  return useQuery({
    queryKey: structure ? ['get', TREE_PATH, { organization }] : ['get', UNIT_PATHS.team, 'all'],
    queryFn: async (): Promise<TreeUnit[]> => {
      if (structure) {
        const { data, error } = await client.GET(TREE_PATH, { params: { query: { organization } } });
        if (error !== undefined) throw error;
        return data.nodes.map((node) => fromNode(node, organization));
      }
      const teams: TreeUnit[] = [];
      for (let page = 1; ; page++) {
        const { data, error } = await client.GET(UNIT_PATHS.team, {
          params: { query: { page, page_size: PAGE_SIZE } },
        });
        if (error !== undefined) throw error;
        teams.push(...data.results.map(fromTeam));
        if (!data.next) return teams;
      }
    },
  });
}

/**
 * Moves a unit under another parent of its parent kind (null: none), then has the tree and the
 * kind's lists and rows asked again. Rejects with the API's error body.
 */
export function useMoveUnit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (unit: TreeUnit, parent: number | null) => {
      const parentKind = UNIT_PARENT[unit.kind];
      if (parentKind === null) throw new Error(`A ${unit.kind} has no parent to change`);
      const { error } = await client.POST('/api/units/move/', {
        body: {
          kind: unit.kind,
          id: unit.id,
          parent: parent === null ? null : { kind: parentKind, id: parent },
        },
      });
      if (error !== undefined) throw error;
      const path = UNIT_PATHS[unit.kind];
      await Promise.all(
        [
          ['get', TREE_PATH],
          ['get', path],
          ['get', `${path}{id}/`],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
    [client, queryClient],
  );
}

/** The fields a move's refusal may name: the new parent, or (through a unit's own rules) its parent field. */
const MOVE_FIELDS = ['parent', ...Object.values(UNIT_PARENT_FIELD).filter((f) => f !== null)];

/** What a refused move said: the message about the new parent (or the server's detail), and whether a retry may help. */
export function moveFailure(error: unknown): { message?: string; retry: boolean } {
  const failure = submitFailure<string>(error, MOVE_FIELDS);
  const message = Object.values(failure.fields).find(Boolean) ?? failure.others[0]?.message;
  return { message, retry: failure.retry };
}
