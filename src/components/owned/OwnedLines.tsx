import { Badge, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UnitAddress, UnitContact } from '../../../domain/units/addresses';
import { Nothing } from '../data/Nothing';

/** The "Main" badge of the main address or contact. */
export function MainBadge() {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="green" variant="subtle">
      <Star size={12} aria-hidden />
      {t('owned.main')}
    </Badge>
  );
}

/** An address on lines: the street, then city and postal code, then state and country. */
export function AddressLines({ address }: { address: UnitAddress }) {
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  const region = [address.state, address.country].filter(Boolean).join(', ');
  return (
    <Stack gap="0">
      <Text fontWeight="medium">{address.address}</Text>
      {place && (
        <Text fontSize="sm" color="fg.muted">
          {place}
        </Text>
      )}
      {region && (
        <Text fontSize="sm" color="fg.muted">
          {region}
        </Text>
      )}
    </Stack>
  );
}

/** A contact's ways of being reached, each on its line (left to right whatever the language). */
export function ContactLines({ contact }: { contact: UnitContact }) {
  const { t } = useTranslation();
  const lines: [string, string][] = [
    ['email', contact.email],
    ['phone', contact.phone],
    ['mobile', contact.mobile],
  ];
  const shown = lines.filter(([, value]) => value);
  if (!shown.length) return <Nothing />;
  return (
    <Stack gap="0" fontSize="sm">
      {shown.map(([field, value]) => (
        <Text key={field}>
          <Text as="span" color="fg.muted">
            {t(`owned.fields.${field}`)}:{' '}
          </Text>
          <Text as="span" dir="ltr">
            {value}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
