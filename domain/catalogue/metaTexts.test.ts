import { describe, expect, it } from 'vitest';
import { metaLengthHint } from './metaTexts';

describe('meta texts', () => {
  it('hints when a meta text is outside its recommended length', () => {
    expect(metaLengthHint('', [50, 60], 'hint')).toBeNull();
    expect(metaLengthHint('x'.repeat(55), [50, 60], 'hint')).toBeNull();
    expect(metaLengthHint('short', [50, 60], 'hint')).toBe('hint');
    expect(metaLengthHint('x'.repeat(61), [50, 60], 'hint')).toBe('hint');
  });
});
