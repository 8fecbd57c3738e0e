import { describe, expect, it } from 'vitest';
import { wantsBoxed, wantsFixedHeight } from './contentLayout';

describe('fixed-height layout', () => {
  it('applies when any matched route asks for it', () => {
    expect(wantsFixedHeight([{ handle: undefined }, { handle: { layout: 'fixed-height' } }])).toBe(true);
    expect(wantsFixedHeight([{ handle: { layout: 'fixed-height' } }, { handle: { title: 'x' } }])).toBe(true);
  });

  it('does not otherwise', () => {
    expect(wantsFixedHeight([])).toBe(false);
    expect(wantsFixedHeight([{ handle: undefined }, { handle: { crumb: 'a' } }])).toBe(false);
    expect(wantsFixedHeight([{ handle: { layout: 'boxed' } }])).toBe(false);
  });
});

describe('boxed content', () => {
  it('applies when a matched route asks for it, and only then', () => {
    expect(wantsBoxed([{ handle: undefined }, { handle: { layout: 'boxed' } }])).toBe(true);
    expect(wantsBoxed([{ handle: { layout: 'fixed-height' } }])).toBe(false);
    expect(wantsBoxed([])).toBe(false);
  });
});
