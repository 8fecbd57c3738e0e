import { Stack } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '../../../domain/access';
import { CATALOGUE_SUBJECT } from '../../../domain/catalogue/access';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { SectionNav, type SectionNavItem } from '../../components/SectionNav';
import {
  ANALYTICS_PATH,
  CATEGORY_LIST_PATH,
  CONFIG_BRANDS_PATH,
  LAUNCH_LIST_PATH,
  MANAGE_REVIEW_PATH,
  PRODUCT_LIST_PATH,
  REFERRALS_PATH,
} from './paths';

const configPath = CONFIG_BRANDS_PATH.replace(/\/brands$/, '');
// The product pages (list, view, add, edit) lie below it; it is no page of its own.
const productPages = PRODUCT_LIST_PATH.replace(/\/list$/, '');

/** The product management screens (spec §2), each shown to those its route lets in. */
const SECTIONS: (SectionNavItem & { allowed: (ability: AppAbility) => boolean })[] = [
  {
    path: PRODUCT_LIST_PATH,
    section: productPages,
    label: 'catalogue.nav.products',
    allowed: (a) => a.can('read', 'Product'),
  },
  { path: LAUNCH_LIST_PATH, label: 'catalogue.nav.launches', allowed: (a) => a.can('read', 'Product') },
  { path: ANALYTICS_PATH, label: 'catalogue.nav.analytics', allowed: (a) => a.can('read', 'Analytics') },
  { path: MANAGE_REVIEW_PATH, label: 'catalogue.nav.reviews', allowed: (a) => a.can('read', 'Product') },
  { path: REFERRALS_PATH, label: 'catalogue.nav.referrals', allowed: (a) => a.can('read', 'Product') },
  { path: CATEGORY_LIST_PATH, label: 'catalogue.nav.categories', allowed: (a) => a.can('read', 'Product') },
  {
    path: configPath,
    label: 'catalogue.nav.configuration',
    allowed: (a) => a.can('read', CATALOGUE_SUBJECT.brand) || a.can('read', CATALOGUE_SUBJECT.category),
  },
];

/** Every product management screen under one navigation of the area. */
export function CatalogueLayout() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const items = SECTIONS.filter((s) => !ability || s.allowed(ability)).map((s) => ({
    path: s.path,
    section: s.section,
    label: t(s.label),
  }));
  return (
    <Stack gap="6" maxW="7xl">
      <SectionNav label={t('catalogue.nav.label')} items={items} />
      <Outlet />
    </Stack>
  );
}
