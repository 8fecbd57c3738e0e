import { Stack } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { SectionNav } from '../../../components/SectionNav';
import {
  CONFIG_BRANDS_PATH,
  CONFIG_CATEGORIES_PATH,
  CONFIG_STATUSES_PATH,
  CONFIG_TYPES_PATH,
} from '../paths';

const SECTIONS = [
  { path: CONFIG_BRANDS_PATH, label: 'catalogueConfig.nav.brands', subject: CATALOGUE_SUBJECT.brand },
  {
    path: CONFIG_CATEGORIES_PATH,
    label: 'catalogueConfig.nav.categories',
    subject: CATALOGUE_SUBJECT.category,
  },
  {
    path: CONFIG_STATUSES_PATH,
    label: 'catalogueConfig.nav.statuses',
    subject: CATALOGUE_SUBJECT.productStatus,
  },
  { path: CONFIG_TYPES_PATH, label: 'catalogueConfig.nav.types', subject: CATALOGUE_SUBJECT.productType },
] as const;

/** The four configuration screens of the catalogue, with links between those the user may read. */
export function ConfigLayout() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const items = SECTIONS.filter((s) => !ability || ability.can('read', s.subject)).map((s) => ({
    path: s.path,
    label: t(s.label),
  }));
  return (
    <Stack gap="6">
      <SectionNav label={t('catalogueConfig.nav.label')} items={items} />
      <Outlet />
    </Stack>
  );
}
