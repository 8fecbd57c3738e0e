import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '../data/FormDialog';
import type { ListApiQuery, RowOf } from '../resource/resource';
import { ReferencePicker, type SearchablePath } from './ReferencePicker';

/**
 * A required reference of a react-hook-form form, searched on the server by name under its
 * label (ReferencePicker), with its error (translated). `onPicked` runs after a pick, with the
 * row picked (a unit's batch is cleared when its product changes).
 */
export function ReferenceField<T extends FieldValues, P extends SearchablePath>({
  control,
  name,
  label,
  error,
  path,
  filters,
  ordering,
  optionLabel,
  emptyLabel,
  fallback,
  testId,
  onPicked,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error: string | undefined;
  /** The list searched. */
  path: P;
  filters?: Partial<Omit<ListApiQuery<P>, 'page' | 'page_size' | 'ordering' | 'search'>>;
  ordering?: string;
  optionLabel?: (row: RowOf<P> & { id: number }) => string;
  emptyLabel: string;
  /** The name of a chosen row not met yet (a saved draft's client). */
  fallback?: (id: number) => string;
  testId: string;
  onPicked?: (value: number | null, row: (RowOf<P> & { id: number }) | null) => void;
}) {
  return (
    <FormField label={label} error={error} required>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <ReferencePicker
            path={path}
            filters={filters}
            ordering={ordering}
            optionLabel={optionLabel}
            name={field.name}
            value={field.value}
            onChange={(value, row) => {
              field.onChange(value ?? undefined);
              onPicked?.(value, row);
            }}
            onBlur={field.onBlur}
            emptyLabel={emptyLabel}
            fallback={fallback}
            invalid={!!fieldState.error}
            testId={testId}
          />
        )}
      />
    </FormField>
  );
}
