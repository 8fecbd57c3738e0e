import { Switch } from '@chakra-ui/react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** An on/off field of a form (active, allows sales…). */
export function FlagSwitch<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  /** Translated. */
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          checked={!!field.value}
          onCheckedChange={(e) => field.onChange(e.checked)}
          colorPalette="primary"
        >
          <Switch.HiddenInput onBlur={field.onBlur} name={field.name} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}
