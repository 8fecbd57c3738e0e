import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '../data/FormDialog';
import type { ListApiQuery, RowOf } from '../resource/resource';
import { ReferencePicker, type SearchablePath } from './ReferencePicker';

/**
 * A reference of a react-hook-form form, searched on the server by name under its label
 * (ReferencePicker), with its error (translated). Required unless `optional`, which offers
 * "none" (`emptyLabel`) as a first choice. What the form holds for no choice is `undefined`
 * (a required reference left out, or an optional one the API takes as "leave it"), or `null`
 * when `nullable` (a field whose "none" is written as null, such as a ticket's assignee).
 * `disabled`: shown, kept in the values (still sent), not changed here (a ticket opened from a
 * client's page). `onPicked` runs after a pick, with the row picked (a unit's batch is cleared
 * when its product changes; an order takes its client's addresses).
 */
export function ReferenceField<
  T extends FieldValues,
  P extends SearchablePath,
  // The form's values once its schema has run (they do not matter here).
  R = T,
>({
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
  optional = false,
  nullable = false,
  disabled,
  testId,
  onPicked,
}: {
  control: Control<T, unknown, R>;
  name: Path<T>;
  label: string;
  error: string | undefined;
  /** The list searched. */
  path: P;
  filters?: Partial<Omit<ListApiQuery<P>, 'page' | 'page_size' | 'ordering' | 'search'>>;
  ordering?: string;
  optionLabel?: (row: RowOf<P> & { id: number }) => string;
  /** Shown while nothing is chosen, and as the "none" choice when `optional`. Translated. */
  emptyLabel: string;
  /** The name of a chosen row not met yet (a saved draft's client). */
  fallback?: (id: number) => string;
  /** Not required: "none" is a choice, and the label is not marked required. */
  optional?: boolean;
  /** No choice is `null` in the form's values (else `undefined`). */
  nullable?: boolean;
  disabled?: boolean;
  testId: string;
  onPicked?: (value: number | null, row: (RowOf<P> & { id: number }) | null) => void;
}) {
  return (
    <FormField label={label} error={error} required={!optional}>
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
              field.onChange(value ?? (nullable ? null : undefined));
              onPicked?.(value, row);
            }}
            onBlur={field.onBlur}
            optional={optional}
            emptyLabel={emptyLabel}
            fallback={fallback}
            invalid={!!fieldState.error}
            disabled={disabled}
            testId={testId}
          />
        )}
      />
    </FormField>
  );
}
