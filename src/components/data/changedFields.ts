/** The fields of `values` whose value differs from `row` (what an update sends). */
export function changedFields<T extends object>(values: Partial<T>, row: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => value !== undefined && value !== (row as Record<string, unknown>)[field],
    ),
  ) as Partial<T>;
}
