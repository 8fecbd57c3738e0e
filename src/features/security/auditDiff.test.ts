import { describe, expect, it } from 'vitest';
import { diffEntries, formatValue } from './auditDiff';

describe('diffEntries', () => {
  it('compares two objects key by key, nested keys dotted', () => {
    const rows = diffEntries(
      { name: 'Sales', level: 'team', conditions: { team: '${user.team}' }, fields: ['a'] },
      { name: 'Sales EU', level: 'team', conditions: { brand: '${user.brand}' }, fields: ['a', 'b'] },
    );
    expect(rows).toEqual([
      { path: 'conditions.brand', before: undefined, after: '${user.brand}', change: 'added' },
      { path: 'conditions.team', before: '${user.team}', after: undefined, change: 'removed' },
      { path: 'fields', before: ['a'], after: ['a', 'b'], change: 'changed' },
      { path: 'level', before: 'team', after: 'team', change: 'unchanged' },
      { path: 'name', before: 'Sales', after: 'Sales EU', change: 'changed' },
    ]);
  });

  it('lists everything as added for a creation and removed for a deletion', () => {
    expect(diffEntries(null, { code: 'X' })).toEqual([
      { path: 'code', before: undefined, after: 'X', change: 'added' },
    ]);
    expect(diffEntries({ code: 'X' }, null).map((r) => r.change)).toEqual(['removed']);
  });

  it('handles values that are not objects', () => {
    expect(diffEntries(1, 2)).toEqual([{ path: '', before: 1, after: 2, change: 'changed' }]);
    expect(diffEntries({ a: 1 }, 'text')).toEqual([
      { path: '', before: { a: 1 }, after: 'text', change: 'changed' },
    ]);
    expect(diffEntries(undefined, undefined)).toEqual([]);
    expect(diffEntries({ a: null }, { a: null })[0]!.change).toBe('unchanged');
  });
});

describe('formatValue', () => {
  it('shows text as is and the rest as JSON', () => {
    expect(formatValue('a')).toBe('a');
    expect(formatValue(3)).toBe('3');
    expect(formatValue(false)).toBe('false');
    expect(formatValue({ a: [1] })).toBe('{"a":[1]}');
    expect(formatValue(null)).toBe('—');
    expect(formatValue(undefined)).toBe('—');
  });
});
