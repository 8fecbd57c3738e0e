/** One line of an audit entry's before/after comparison. */
export type DiffRow = {
  /** Dotted path of the value (`conditions.team`); '' for a value that is not an object. */
  path: string;
  before: unknown;
  after: unknown;
  change: 'added' | 'removed' | 'changed' | 'unchanged';
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The values of an audit entry's `before` and `after`, side by side: objects are walked down to
 * their leaves (arrays and other values compared whole), a missing side is `undefined`. A
 * creation has only `after` (every row added), a deletion only `before`.
 */
export function diffEntries(before: unknown, after: unknown, path = ''): DiffRow[] {
  if (isPlainObject(before) || isPlainObject(after)) {
    const b = isPlainObject(before) ? before : undefined;
    const a = isPlainObject(after) ? after : undefined;
    // A value that turned from an object into something else (or back) is one change.
    if ((before != null && !b) || (after != null && !a)) return [leaf(path, before, after)];
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])].sort();
    return keys.flatMap((key) => diffEntries(b?.[key], a?.[key], path ? `${path}.${key}` : key));
  }
  return before === undefined && after === undefined && path === '' ? [] : [leaf(path, before, after)];
}

function leaf(path: string, before: unknown, after: unknown): DiffRow {
  const change =
    before === undefined || before === null
      ? after === undefined || after === null
        ? 'unchanged'
        : 'added'
      : after === undefined || after === null
        ? 'removed'
        : same(before, after)
          ? 'unchanged'
          : 'changed';
  return { path, before, after, change };
}

/** A value as the diff shows it: text as is, anything else as JSON, nothing as an em dash. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
