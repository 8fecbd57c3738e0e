import { useId } from 'react';
import { Box, chakra, NativeSelect } from '@chakra-ui/react';
import { useHydrated } from '../../ssr/serverDrawn';

/** A labelled list filter: one choice among `options`, '' for "all" (`allLabel`; without it, one must be chosen). */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  /** Translated texts. */
  label: string;
  allLabel?: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  // On a page the server drew, a choice made before the app has taken over would change the
  // select and not the list.
  const hydrated = useHydrated();
  return (
    <Box minW="10rem">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.label>
      <NativeSelect.Root disabled={!hydrated}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
