import { describe, expect, it } from 'vitest';
import type { UnitKind } from '../../../../domain/units/kinds';
import {
  ancestorsOf,
  branchKeys,
  buildOrgTree,
  countByKind,
  dropTargets,
  filterTree,
  foldText,
  isMovable,
  nextTarget,
  parentAfterDrop,
  UNPLACED,
  type OrgNode,
  type TreeUnit,
} from './orgTree';

const u = (kind: UnitKind, id: number, name: string, parent: number | null, organization = 1): TreeUnit => ({
  kind,
  id,
  code: name.toUpperCase().replace(/\W+/g, '_'),
  name,
  parent,
  organization,
});

// Demo Group → Demo Retail → Paris (Sales, Support; Paris desk) and Lyon (Logistics);
// a standalone company; an unplaced team and workplace; a team whose service is not readable.
const UNITS = [
  u('team', 1, 'Closers', 10),
  u('service', 11, 'Support', 20),
  u('service', 10, 'Sales', 20),
  u('workplace', 5, 'Paris desk', 20),
  u('establishment', 20, 'Paris', 30),
  u('establishment', 21, 'Lyon', 30),
  u('service', 12, 'Logistics', 21),
  u('company', 30, 'Demo Retail', 40),
  u('group', 40, 'Demo Group', null),
  u('company', 31, 'Standalone', null),
  u('establishment', 22, 'Standalone HQ', 31),
  u('team', 2, 'Newcomers', null),
  u('workplace', 6, 'Spare desk', null),
  u('team', 3, 'Hidden placement', 99),
];

const shape = (nodes: OrgNode[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.key]: shape(n.children) } : n.key));

describe('buildOrgTree', () => {
  const tree = buildOrgTree(UNITS);

  it('nests each unit under its parent, each level by kind then name', () => {
    expect(shape(tree.placed)).toEqual([
      {
        'group:40': [
          {
            'company:30': [
              { 'establishment:21': ['service:12'] },
              { 'establishment:20': [{ 'service:10': ['team:1'] }, 'service:11', 'workplace:5'] },
            ],
          },
        ],
      },
      'team:3',
    ]);
  });

  it('puts units with an empty optional parent in the unplaced section, with their subtrees', () => {
    expect(shape(tree.unplaced)).toEqual([{ 'company:31': ['establishment:22'] }, 'team:2', 'workplace:6']);
  });

  it('keeps a unit whose parent is not readable at the top of the placed section', () => {
    expect(tree.byKey.get('team:3')?.parentKey).toBeNull();
    expect(tree.placed.map((n) => n.key)).toContain('team:3');
  });

  it('orders names with the collation it is given', () => {
    const reversed = buildOrgTree([u('group', 1, 'A', null), u('group', 2, 'B', null)], (a, b) =>
      b.localeCompare(a),
    );
    expect(reversed.placed.map((n) => n.unit.name)).toEqual(['B', 'A']);
  });

  it('knows each node’s ancestors and the nodes with children', () => {
    expect(ancestorsOf(tree, 'team:1')).toEqual(['service:10', 'establishment:20', 'company:30', 'group:40']);
    expect(ancestorsOf(tree, 'group:40')).toEqual([]);
    expect(branchKeys(tree).sort()).toEqual(
      ['company:30', 'company:31', 'establishment:20', 'establishment:21', 'group:40', 'service:10'].sort(),
    );
  });
});

describe('countByKind', () => {
  it('counts every kind, zero included', () => {
    expect(countByKind(UNITS)).toEqual({
      group: 1,
      company: 2,
      establishment: 3,
      service: 3,
      team: 3,
      workplace: 2,
    });
    expect(countByKind([])).toEqual({
      group: 0,
      company: 0,
      establishment: 0,
      service: 0,
      team: 0,
      workplace: 0,
    });
  });
});

describe('filterTree', () => {
  const tree = buildOrgTree(UNITS);

  it('shows everything without a search', () => {
    expect(filterTree(tree, '  ')).toEqual({ visible: null, matches: new Set(), opened: new Set() });
  });

  it('shows the matches, their ancestors opened and their subtrees', () => {
    const found = filterTree(tree, 'sales');
    expect([...found.matches]).toEqual(['service:10']);
    expect([...found.opened].sort()).toEqual(['company:30', 'establishment:20', 'group:40']);
    expect([...found.visible!].sort()).toEqual(
      ['company:30', 'establishment:20', 'group:40', 'service:10', 'team:1'].sort(),
    );
  });

  it('finds codes too, whatever the case and accents', () => {
    expect(foldText('  Établissement ')).toBe('etablissement');
    const holding = buildOrgTree([{ ...u('group', 1, 'Über Holding', null), code: 'UH_01' }]);
    expect([...filterTree(holding, 'uh_0').matches]).toEqual(['group:1']);
    expect([...filterTree(holding, 'ÜBER').matches]).toEqual(['group:1']);
    expect([...filterTree(holding, 'uber').matches]).toEqual(['group:1']);
  });

  it('finds nothing for a text no unit holds', () => {
    const none = filterTree(tree, 'zzz');
    expect(none.visible!.size).toBe(0);
    expect(none.matches.size).toBe(0);
  });

  it('leaves the hidden kinds out, with or without a search', () => {
    const hidden = new Set<UnitKind>(['workplace']);
    const all = filterTree(tree, '', hidden);
    expect(all.visible!.has('workplace:5')).toBe(false);
    expect(all.visible!.has('team:1')).toBe(true);
    const paris = filterTree(tree, 'paris', hidden);
    expect([...paris.matches]).toEqual(['establishment:20']);
    expect(paris.visible!.has('workplace:5')).toBe(false);
    expect(paris.visible!.has('service:11')).toBe(true);
  });
});

describe('dropTargets', () => {
  const tree = buildOrgTree([...UNITS, u('establishment', 70, 'Other tenant', 71, 2)]);

  it('offers a service the other establishments of its organisation, nothing else', () => {
    expect([...dropTargets(tree, 'service:10')].sort()).toEqual(['establishment:21', 'establishment:22']);
  });

  it('offers a placed team the other services and the unplaced section', () => {
    expect([...dropTargets(tree, 'team:1')].sort()).toEqual(['service:11', 'service:12', UNPLACED].sort());
  });

  it('offers an unplaced unit every parent of its kind, not the unplaced section', () => {
    expect([...dropTargets(tree, 'team:2')].sort()).toEqual(['service:10', 'service:11', 'service:12']);
    expect([...dropTargets(tree, 'company:31')]).toEqual(['group:40']);
    expect([...dropTargets(tree, 'workplace:6')].sort()).toEqual([
      'establishment:20',
      'establishment:21',
      'establishment:22',
    ]);
  });

  it('offers an establishment, whose company is required, no unplaced section', () => {
    expect([...dropTargets(tree, 'establishment:20')]).toEqual(['company:31']);
  });

  it('offers nothing for a group or an unknown unit', () => {
    expect(isMovable('group')).toBe(false);
    expect(isMovable('service')).toBe(true);
    expect(dropTargets(tree, 'group:40').size).toBe(0);
    expect(dropTargets(tree, 'service:999').size).toBe(0);
  });

  it('gives the new parent of an allowed drop only', () => {
    expect(parentAfterDrop(tree, 'service:10', 'establishment:21')).toBe(21);
    expect(parentAfterDrop(tree, 'team:1', UNPLACED)).toBeNull();
    expect(parentAfterDrop(tree, 'service:10', 'establishment:20')).toBeUndefined();
    expect(parentAfterDrop(tree, 'service:10', 'company:30')).toBeUndefined();
    expect(parentAfterDrop(tree, 'service:10', 'establishment:70')).toBeUndefined();
  });
});

describe('nextTarget', () => {
  const targets = [
    { id: 'c', top: 200, height: 20 },
    { id: 'a', top: 0, height: 20 },
    { id: 'b', top: 100, height: 20 },
  ];

  it('goes to the nearest target below or above, in screen order', () => {
    expect(nextTarget(targets, 50, 'down')?.id).toBe('b');
    expect(nextTarget(targets, 50, 'up')?.id).toBe('a');
    expect(nextTarget(targets, 110, 'down')?.id).toBe('c');
    expect(nextTarget(targets, 110, 'up')?.id).toBe('a');
  });

  it('stays put at either end', () => {
    expect(nextTarget(targets, 210, 'down')).toBeUndefined();
    expect(nextTarget(targets, 10, 'up')).toBeUndefined();
    expect(nextTarget([], 0, 'down')).toBeUndefined();
  });
});
