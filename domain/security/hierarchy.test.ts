import { describe, expect, it } from 'vitest';
import { ancestorsOf, wouldCreateCycle } from './hierarchy';

// 1 ← 2 ← 3 (3's parent is 2, 2's parent is 1); 4 alone; 5 ↔ 6 already loop.
const tree = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, null],
  [5, 6],
  [6, 5],
]);

describe('wouldCreateCycle', () => {
  it.each([
    [1, 3, true], // a root under its own grandchild
    [1, 2, true], // under its own child
    [2, 3, true],
    [3, 3, true], // its own parent
    [3, 1, false], // a branch moved higher
    [3, 4, false],
    [4, 3, false],
    [1, null, false], // no parent never loops
  ])('role %s under %s → %s', (role, parent, expected) => {
    expect(wouldCreateCycle(role, parent, tree)).toBe(expected);
  });

  it('a new role cannot close a loop', () => {
    expect(wouldCreateCycle(null, 3, tree)).toBe(false);
  });

  it('an existing loop above the new parent counts as a cycle, and the walk ends', () => {
    expect(wouldCreateCycle(4, 5, tree)).toBe(true);
    expect(wouldCreateCycle(null, 6, tree)).toBe(true);
  });

  it('an unknown parent has no ancestors', () => {
    expect(wouldCreateCycle(1, 99, tree)).toBe(false);
  });
});

describe('ancestorsOf', () => {
  it('lists parents nearest first and stops at a loop', () => {
    expect(ancestorsOf(3, tree)).toEqual([2, 1]);
    expect(ancestorsOf(1, tree)).toEqual([]);
    expect(ancestorsOf(5, tree)).toEqual([6]);
  });
});
