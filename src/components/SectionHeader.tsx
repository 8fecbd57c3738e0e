import { Heading, Stack, Text } from '@chakra-ui/react';

/** A section's title with its one-line explanation under it. */
export function SectionHeader({
  title,
  subtitle,
  level = 'h2',
}: {
  title: string;
  subtitle: string;
  level?: 'h2' | 'h3';
}) {
  return (
    <Stack gap="1">
      <Heading as={level} size={level === 'h2' ? 'lg' : 'md'}>
        {title}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
