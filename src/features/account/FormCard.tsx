import type { FormEventHandler, ReactNode } from 'react';
import { Box, chakra } from '@chakra-ui/react';
import { SectionHeader } from '../../components/SectionHeader';

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
      <Box mb="5">
        <SectionHeader title={title} subtitle={subtitle} />
      </Box>
      {children}
    </chakra.form>
  );
}
