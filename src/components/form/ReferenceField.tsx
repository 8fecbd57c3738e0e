import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormField } from '../data/FormDialog';
import { ReferenceSelect, type ReferenceOption } from './ReferenceSelect';

/**
 * A required reference of a react-hook-form form, picked by name under its label, with its error
 * (translated). `onPicked` runs after a pick (a unit's batch is cleared when its product changes).
 */
export function ReferenceField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  options,
  emptyLabel,
  fallback = () => '',
  testId,
  onPicked,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error: string | undefined;
  options: ReferenceOption[];
  emptyLabel: string;
  fallback?: (id: number) => string;
  testId: string;
  onPicked?: (value: number | null) => void;
}) {
  return (
    <FormField label={label} error={error} required>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <ReferenceSelect
            name={field.name}
            value={field.value}
            onChange={(value) => {
              field.onChange(value ?? undefined);
              onPicked?.(value);
            }}
            onBlur={field.onBlur}
            options={options}
            optional={false}
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
