import { describe, expect, it } from 'vitest';
import { wantsFixedHeight } from './contentLayout';

describe('fixed-height layout', () => {
  it('applies when any matched route asks for it', () => {
    expect(wantsFixedHeight([{ handle: undefined }, { handle: { layout: 'fixed-height' } }])).toBe(true);
    expect(wantsFixedHeight([{ handle: { layout: 'fixed-height' } }, { handle: { title: 'x' } }])).toBe(true);
  });

  it('does not otherwise', () => {
    expect(wantsFixedHeight([])).toBe(false);
    expect(wantsFixedHeight([{ handle: undefined }, { handle: { crumb: 'a' } }])).toBe(false);
  });
});
