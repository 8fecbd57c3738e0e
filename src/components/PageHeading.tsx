import type { ReactNode } from 'react';
import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';

/** A screen's title (its h1), its one-line explanation and its actions (Add…). */
export function PageHeading({
  title,
  subtitle,
  actions,
}: {
  /** Translated texts. */
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{subtitle}</Text>
      </Stack>
      {actions && <HStack gap="2">{actions}</HStack>}
    </Flex>
  );
}
