import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../domain/organizations/organization';
import { AuthImage } from '../../components/data/AuthImage';

/** An organisation's logo, or its code's first letters when it has none. */
export function OrganizationLogo({ organization, size }: { organization: Organization; size: string }) {
  const { t } = useTranslation();
  return organization.logo ? (
    <AuthImage
      src={organization.logo}
      alt={t('organizations.logoAlt', { name: organization.name })}
      boxSize={size}
      rounded="md"
      objectFit="contain"
    />
  ) : (
    <Box
      boxSize={size}
      rounded="md"
      bg="primary.subtle"
      color="primary.fg"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
      fontSize="sm"
      flexShrink={0}
      aria-hidden
    >
      {organization.code.slice(0, 2)}
    </Box>
  );
}
