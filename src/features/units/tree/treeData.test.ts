import { describe, expect, it } from 'vitest';
import { buildOrgTree } from './orgTree';
import { fromNode, fromTeam, moveFailure } from './treeData';

const node = (kind: 'group' | 'company' | 'team', id: number, parent: [string, number] | null) => ({
  kind,
  id,
  code: `C${id}`,
  name: `Unit ${id}`,
  status_id: null,
  parent_kind: (parent?.[0] ?? null) as never,
  parent_id: parent?.[1] ?? null,
  children: 0,
  match: true,
});

describe('the tree’s data', () => {
  it('reads the hierarchy’s nodes: a root with no parent is unplaced unless it is a group', () => {
    const units = [node('group', 1, null), node('company', 2, ['group', 1]), node('team', 3, null)].map((n) =>
      fromNode(n, 7),
    );
    expect(units[1]).toEqual({
      kind: 'company',
      id: 2,
      code: 'C2',
      name: 'Unit 2',
      parent: 1,
      organization: 7,
    });
    const tree = buildOrgTree(units);
    expect(tree.placed.map((n) => n.key)).toEqual(['group:1']);
    expect(tree.unplaced.map((n) => n.key)).toEqual(['team:3']);
  });

  it('keeps a team’s service when the reader cannot see it: placed, at the top', () => {
    const team = fromTeam({ id: 4, id_organization: 7, code: 'T4', name: 'Team 4', service_id: 9 });
    expect(team.parent).toBe(9);
    expect(buildOrgTree([team]).placed.map((n) => n.key)).toEqual(['team:4']);
    expect(buildOrgTree([fromTeam({ ...team, id_organization: 7, service_id: null })]).unplaced).toHaveLength(
      1,
    );
  });

  it('finds what a refused move said, about the parent or in general', () => {
    expect(moveFailure({ parent: ['Not found in this organisation.'] })).toEqual({
      message: 'Not found in this organisation.',
      retry: false,
    });
    expect(moveFailure({ detail: 'Service not found.' }).message).toBe('Service not found.');
    expect(moveFailure(new TypeError('Failed to fetch'))).toEqual({ message: undefined, retry: true });
  });
});
