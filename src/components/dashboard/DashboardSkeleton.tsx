import { SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';

/** A dashboard's shape while its figures load: `stats` cards and `panels` panels, announced as loading. */
export function DashboardSkeleton({
  label,
  stats,
  panels,
  testId,
}: {
  /** Translated text: what is loading. */
  label: string;
  stats: number;
  panels: number;
  testId: string;
}) {
  return (
    <Stack gap="6" aria-busy="true" data-testid={testId}>
      <Text srOnly role="status">
        {label}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: stats }} gap="4">
        {Array.from({ length: stats }, (_, i) => (
          <Skeleton key={i} h="24" rounded="lg" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {Array.from({ length: panels }, (_, i) => (
          <Skeleton key={i} h="56" rounded="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
