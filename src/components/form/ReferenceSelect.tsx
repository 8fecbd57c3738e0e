import { NativeSelect } from '@chakra-ui/react';

/** One row a reference may name: its id as the select's value, and its name. */
export type ReferenceOption = { value: string; label: string };

const toOption = (id: number | null | undefined) => (id === null || id === undefined ? '' : String(id));

/**
 * A reference picked by name (`null`: none, when `optional`; otherwise the empty choice only asks
 * for one). A chosen row missing from `options` (the reader may not read that list, or it is still
 * loading) stays chosen under `fallback`'s text. Translated texts; for react-hook-form's Controller.
 */
export function ReferenceSelect({
  name,
  value,
  onChange,
  onBlur,
  options,
  optional,
  emptyLabel,
  fallback,
  invalid,
  disabled,
  testId,
}: {
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
  options: ReferenceOption[];
  optional: boolean;
  /** The empty choice: "None" when optional, "Choose…" when not. */
  emptyLabel: string;
  fallback: (id: number) => string;
  invalid?: boolean;
  /** Shown but not changeable (a field the reader's rights do not reach). */
  disabled?: boolean;
  testId?: string;
}) {
  const missing = value != null && !options.some((o) => o.value === String(value));
  return (
    <NativeSelect.Root invalid={invalid} disabled={disabled}>
      <NativeSelect.Field
        name={name}
        value={toOption(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        onBlur={onBlur}
        data-testid={testId}
      >
        <option value="" disabled={!optional}>
          {emptyLabel}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {missing && <option value={toOption(value)}>{fallback(value)}</option>}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
