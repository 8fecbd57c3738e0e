import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, inspectInput, makeWellFormed, nulPaths } from './requestChecks';

describe('nulPaths', () => {
  it('names each field whose text holds a NUL, nested ones by their path', () => {
    expect(nulPaths({ name: 'a\u0000', tags: ['ok', 'b\u0000'], nested: { note: '\u0000' } })).toEqual([
      'name',
      'tags.1',
      'nested.note',
    ]);
  });

  it('finds one in a key, and in a body that is only text', () => {
    expect(nulPaths({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(nulPaths('x\u0000')).toEqual(['non_field_errors']);
  });

  it('leaves clean values and raw uploads alone', () => {
    expect(nulPaths({ name: 'clean', n: 1, none: null })).toEqual([]);
    expect(nulPaths(Buffer.from([0, 1, 2]))).toEqual([]);
  });
});

describe('inspectInput', () => {
  const nestedText = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it('tells a body nested past the limit, however deep, without running out of stack', () => {
    expect(inspectInput(JSON.parse(nestedText(MAX_BODY_DEPTH)), MAX_BODY_DEPTH).tooDeep).toBe(false);
    expect(inspectInput(JSON.parse(nestedText(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH).tooDeep).toBe(true);
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(inspectInput(deep, MAX_BODY_DEPTH).tooDeep).toBe(true);
    expect(nulPaths(deep)).toEqual([]);
  });
});

describe('makeWellFormed', () => {
  it('turns unpaired surrogates of strings and keys into U+FFFD, leaving pairs and the rest alone', () => {
    const body = JSON.parse(
      '{"a": "x\\ud800y", "k\\udfff": ["\\ud83d\\ude00", "\\udc00\\ud800"], "n": 1, "o": {"p": "\\ud800"}}',
    );
    makeWellFormed(body);
    expect(body).toEqual({ a: 'x\uFFFDy', 'k\uFFFD': ['😀', '\uFFFD\uFFFD'], n: 1, o: { p: '\uFFFD' } });
  });
});
