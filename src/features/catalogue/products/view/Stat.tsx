import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';

/** One figure of a tab's summary: a label, the value and an optional hint. */
export function Stat({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  testId?: string;
}) {
  return (
    <Stack gap="1" borderWidth="1px" rounded="lg" p="4" bg="bg" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
