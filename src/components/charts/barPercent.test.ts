import { describe, expect, it } from 'vitest';
import { barPercent } from './barPercent';

describe('barPercent', () => {
  it('is the share of the largest value, in whole percent', () => {
    expect(barPercent(50, 100)).toBe(50);
    expect(barPercent(100, 100)).toBe(100);
    expect(barPercent(1, 3)).toBe(33);
  });
  it('shows a sliver for a small value that is not zero, nothing for zero', () => {
    expect(barPercent(1, 1000)).toBe(2);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });
});
