import { Box, Fieldset, Input, SimpleGrid } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OrderAddressField } from '../../../../domain/sales/order';
import { FormField } from '../../../components/data/FormDialog';

/** The parts of an address, as an order (and a client) names its fields after the prefix. */
export const ADDRESS_PARTS = ['address', 'city', 'state', 'postal_code', 'country'] as const;
const PART_LABEL: Record<(typeof ADDRESS_PARTS)[number], string> = {
  address: 'orders.fields.address',
  city: 'orders.fields.city',
  state: 'orders.fields.state',
  postal_code: 'orders.fields.postalCode',
  country: 'orders.fields.country',
};

type AddressForm = Partial<Record<OrderAddressField, string>>;

/** One of the order's addresses (shipping or billing), its parts in a grid. */
export function OrderAddressFields({
  kind,
  register,
  errors,
  errorText,
}: {
  kind: 'shipping' | 'billing';
  register: UseFormRegister<AddressForm>;
  errors: FieldErrors<AddressForm>;
  errorText: (message: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="semibold">{t(`orders.fields.${kind}`)}</Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {ADDRESS_PARTS.map((part) => {
          const name = `${kind}_${part}` as OrderAddressField;
          return (
            // The street takes the whole width: it is the longest part.
            <Box key={part} gridColumn={part === 'address' ? { sm: 'span 2' } : undefined}>
              <FormField label={t(PART_LABEL[part])} error={errorText(errors[name]?.message)}>
                <Input {...register(name)} autoComplete={`${kind} ${autocomplete[part]}`} />
              </FormField>
            </Box>
          );
        })}
      </SimpleGrid>
    </Fieldset.Root>
  );
}

// What the browser may fill each part with.
const autocomplete: Record<(typeof ADDRESS_PARTS)[number], string> = {
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  postal_code: 'postal-code',
  country: 'country-name',
};
