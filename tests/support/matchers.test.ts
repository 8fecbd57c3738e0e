import { describe, expect, it } from 'vitest';

describe('toAllSatisfy', () => {
  const positive = (n: number) => n > 0;

  it('passes when every item satisfies the predicate', () => {
    expect([1, 2, 3]).toAllSatisfy(positive);
  });

  it('fails on an empty list, which `.every` would let through', () => {
    expect(() => expect([]).toAllSatisfy(positive)).toThrow(/non-empty/);
  });

  it('names the first item that does not satisfy it', () => {
    expect(() => expect([1, -2, 3]).toAllSatisfy(positive)).toThrow(/item 1 .*-2/);
  });
});
