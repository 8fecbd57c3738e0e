import { describe, expect, it } from 'vitest';
import { allowedParents, isCircularMove, levelUnder } from './category';

// 1 ─ 2 ─ 3        5
//     └ 4
const tree = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, 2],
  [5, null],
]);

describe('category tree', () => {
  it('refuses a move under itself or a descendant', () => {
    expect(isCircularMove(1, 1, tree)).toBe(true);
    expect(isCircularMove(1, 3, tree)).toBe(true);
    expect(isCircularMove(2, 4, tree)).toBe(true);
    expect(isCircularMove(3, 1, tree)).toBe(false);
    expect(isCircularMove(2, 5, tree)).toBe(false);
    expect(isCircularMove(2, null, tree)).toBe(false);
  });

  it('offers every category but the subtree as parents', () => {
    expect(allowedParents(2, tree).sort()).toEqual([1, 5]);
    expect(allowedParents(null, tree)).toHaveLength(5);
  });

  it('computes the depth under a parent, and stops on a corrupt loop', () => {
    expect(levelUnder(null, tree)).toBe(0);
    expect(levelUnder(3, tree)).toBe(3);
    const loop = new Map<number, number | null>([
      [1, 2],
      [2, 1],
    ]);
    expect(isCircularMove(9, 1, loop)).toBe(false);
    expect(levelUnder(1, loop)).toBeLessThanOrEqual(3);
  });
});
