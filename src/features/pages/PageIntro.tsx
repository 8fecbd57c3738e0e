import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';

/** The centred title and lead line that open a public page. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" textAlign="center" align="center">
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="xl">
        {children}
      </Text>
    </Stack>
  );
}
