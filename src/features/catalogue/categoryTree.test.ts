import { describe, expect, it } from 'vitest';
import {
  buildTree,
  inTreeOrder,
  parentOptions,
  type CategoryNode,
  type CategoryNodeData,
} from './categoryTree';

const c = (id: number, parent: number | null, path: string): CategoryNodeData => ({
  id,
  parent,
  name: path.split('/').pop()!,
  path,
});
// ELECTRONICS > PHONES, AUDIO > HEADPHONES; SPORTS > CAMPING; given out of order.
const categories = [
  c(5, 4, 'SPORTS/CAMPING'),
  c(2, 1, 'ELECTRONICS/PHONES'),
  c(4, null, 'SPORTS'),
  c(1, null, 'ELECTRONICS'),
  c(3, 1, 'ELECTRONICS/AUDIO'),
  c(6, 3, 'ELECTRONICS/AUDIO/HEADPHONES'),
];
const shape = (nodes: CategoryNode<CategoryNodeData>[]): unknown =>
  nodes.map((n) => (n.children.length ? { [n.category.path]: shape(n.children) } : n.category.path));

describe('buildTree', () => {
  it('nests the categories under their parents, each level ordered by path', () => {
    expect(shape(buildTree(categories))).toEqual([
      {
        ELECTRONICS: [{ 'ELECTRONICS/AUDIO': ['ELECTRONICS/AUDIO/HEADPHONES'] }, 'ELECTRONICS/PHONES'],
      },
      { SPORTS: ['SPORTS/CAMPING'] },
    ]);
  });

  it('shows a category whose parent is missing, or that would loop, as a root', () => {
    expect(shape(buildTree([c(7, 99, 'X/ORPHAN')]))).toEqual(['X/ORPHAN']);
    expect(buildTree([c(1, 2, 'A'), c(2, 1, 'B')]).length).toBeGreaterThan(0);
    expect(buildTree([c(1, 1, 'SELF')]).map((n) => n.category.id)).toEqual([1]);
  });

  it('is empty for no categories', () => {
    expect(buildTree([])).toEqual([]);
  });
});

describe('inTreeOrder', () => {
  it('lists every category after its parent, indented by its depth (the product forms)', () => {
    expect(inTreeOrder(categories).map(({ category, level }) => [category.path, level])).toEqual([
      ['ELECTRONICS', 0],
      ['ELECTRONICS/AUDIO', 1],
      ['ELECTRONICS/AUDIO/HEADPHONES', 2],
      ['ELECTRONICS/PHONES', 1],
      ['SPORTS', 0],
      ['SPORTS/CAMPING', 1],
    ]);
  });
});

describe('parentOptions', () => {
  const ids = (editing: number | null) => parentOptions(categories, editing).map((o) => o.category.id);

  it('offers every category in tree order, with its depth, for a new category', () => {
    expect(parentOptions(categories, null).map((o) => [o.category.path, o.level])).toEqual([
      ['ELECTRONICS', 0],
      ['ELECTRONICS/AUDIO', 1],
      ['ELECTRONICS/AUDIO/HEADPHONES', 2],
      ['ELECTRONICS/PHONES', 1],
      ['SPORTS', 0],
      ['SPORTS/CAMPING', 1],
    ]);
  });

  it('never offers the category itself nor its descendants (no circular reference)', () => {
    expect(ids(1)).toEqual([4, 5]);
    expect(ids(3)).toEqual([1, 2, 4, 5]);
    expect(ids(6)).toEqual([1, 3, 2, 4, 5]);
  });
});
