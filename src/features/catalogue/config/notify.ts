import { toaster } from '../../../components/feedback/Toaster';

/** The spec's notices of a change (§8): 'Brand created successfully', 'Failed to create brand'… */
export const notify = {
  success: (title: string) => toaster.create({ type: 'success', title, duration: 5000 }),
  failure: (title: string, description?: string) =>
    toaster.create({ type: 'error', title, description, duration: 8000, closable: true }),
};

/** The fields of `values` whose value differs from `row` (what an update sends). */
export function changedFields<T extends object>(values: Partial<T>, row: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([field, value]) => value !== undefined && value !== (row as Record<string, unknown>)[field],
    ),
  ) as Partial<T>;
}
