import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../domain/organizations/organization';
import { LogoOrInitials } from '../../components/data/LogoOrInitials';

/** An organisation's logo, or its code's first letters when it has none. */
export function OrganizationLogo({ organization, size }: { organization: Organization; size: string }) {
  const { t } = useTranslation();
  return (
    <LogoOrInitials
      logo={organization.logo}
      code={organization.code}
      alt={t('organizations.logoAlt', { name: organization.name })}
      size={size}
    />
  );
}
