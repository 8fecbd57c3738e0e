import { Stack } from '@chakra-ui/react';
import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '../../../domain/access';
import { SectionNav, type SectionNavItem } from '../../components/SectionNav';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { HR_DASHBOARD_PATH, INDIVIDUALS_PATH, INDIVIDUALS_SECTION, REVIEWS_PATH } from './paths';

const runsHr = (a: AppAbility) => a.can('read', 'apps-hr');

/** The HR screens, each shown to those its route lets in (routes.tsx). */
const SECTIONS: (SectionNavItem & { allowed: (ability: AppAbility) => boolean })[] = [
  { path: HR_DASHBOARD_PATH, label: 'hr.nav.dashboard', allowed: runsHr },
  { path: REVIEWS_PATH, label: 'hr.nav.reviews', allowed: (a) => a.can('read', 'Performance') },
  {
    path: INDIVIDUALS_PATH,
    section: INDIVIDUALS_SECTION,
    label: 'hr.nav.individuals',
    allowed: (a) => runsHr(a) && a.can('read', 'Employee'),
  },
];

/**
 * Every HR screen under one navigation of the area; someone who reaches only their own reviews
 * has one screen, and no navigation.
 */
export function HrLayout() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const items = SECTIONS.filter((s) => !ability || s.allowed(ability)).map((s) => ({
    path: s.path,
    section: s.section,
    label: t(s.label),
  }));
  return (
    <Stack gap="6">
      {items.length > 1 && <SectionNav label={t('hr.nav.label')} items={items} />}
      <Outlet />
    </Stack>
  );
}

/** /apps/hr: HR's dashboard for those who run HR, their reviews for everyone else. */
export function HrHome() {
  const ability = useAppAbility();
  return <Navigate to={ability && runsHr(ability) ? HR_DASHBOARD_PATH : REVIEWS_PATH} replace />;
}
