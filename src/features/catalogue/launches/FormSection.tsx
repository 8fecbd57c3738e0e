import type { ReactNode } from 'react';
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { SectionHeader } from '../../../components/SectionHeader';

/** A titled part of the form, its fields in two columns from medium screens up. */
export function FormSection({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
      <SectionHeader title={title} subtitle={subtitle} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** The `<option>`s of one of the domain's value lists, each named in the reader's language. */
export function EnumOptions({
  values,
  label,
}: {
  values: readonly string[];
  label: (value: string) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
