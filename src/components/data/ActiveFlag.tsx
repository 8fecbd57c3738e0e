import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from './FilterSelect';

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

/** The list filter on the active flag: all rows, the active ones or the inactive ones. */
export function ActiveFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('catalogueConfig.common.status')}
      allLabel={t('catalogueConfig.common.allStatuses')}
      value={value ?? ''}
      onChange={onChange}
      options={[
        { value: 'true', label: t('catalogueConfig.common.active') },
        { value: 'false', label: t('catalogueConfig.common.inactive') },
      ]}
    />
  );
}
