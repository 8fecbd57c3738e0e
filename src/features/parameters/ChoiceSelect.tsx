import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A parameter chosen from a fixed list: its registered field and the choices, translated. */
export function ChoiceSelect({
  registration,
  choices,
}: {
  registration: UseFormRegisterReturn;
  choices: readonly { value: string; label: string }[];
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
