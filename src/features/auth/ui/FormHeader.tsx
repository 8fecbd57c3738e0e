import { Heading, Stack, Text } from '@chakra-ui/react';

/** The title and one line of explanation at the top of every auth form. */
export function FormHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
}
