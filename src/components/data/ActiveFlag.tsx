import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Active or inactive, in words as well as colour. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={active ? 'green' : 'gray'} gap="1.5">
      <span aria-hidden>{active ? '●' : '○'}</span>
      {t(active ? 'catalogueConfig.common.active' : 'catalogueConfig.common.inactive')}
    </Badge>
  );
}

/** The list's filter on the active flag, as the API takes it. */
export const activeFilter = (value: string | undefined): { is_active?: 'true' | 'false' } =>
  value === 'true' || value === 'false' ? { is_active: value } : {};
