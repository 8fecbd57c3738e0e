import type { ComponentProps } from 'react';
import { Card, Stack } from '@chakra-ui/react';
import { BackLink } from '../../components/BackLink';
import { FormPage } from '../../components/form/FormPage';

/** A tracking add page: back to its list, then the form page with its fields in one card. */
export function AddPageFrame({
  backTo,
  backLabel,
  children,
  ...form
}: Omit<ComponentProps<typeof FormPage>, 'cancelTo'> & { backTo: string; backLabel: string }) {
  return (
    <Stack gap="5" maxW="3xl">
      <BackLink to={backTo} label={backLabel} />
      <FormPage {...form} cancelTo={backTo}>
        <Card.Root variant="outline">
          <Card.Body gap="4">{children}</Card.Body>
        </Card.Root>
      </FormPage>
    </Stack>
  );
}
