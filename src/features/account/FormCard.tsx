import type { FormEventHandler, ReactNode } from 'react';
import { Heading, Stack, Text, chakra } from '@chakra-ui/react';

/** A titled settings form in a card: the frame both account forms share. */
export function FormCard({
  title,
  subtitle,
  onSubmit,
  children,
}: {
  title: string;
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="1" mb="5">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {subtitle}
        </Text>
      </Stack>
      {children}
    </chakra.form>
  );
}
