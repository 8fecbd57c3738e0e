import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Building2, LogIn, ShieldAlert, ShieldX, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '../../../domain/dashboards/admin';
import { changePercent, type DashboardDatePreset } from '../../../domain/dashboards/period';
import { SIGN_IN_FAILED } from '../../../domain/security/eventWords';
import { BarList } from '../../components/charts/BarList';
import { DashboardPanel, MoreLink } from '../../components/dashboard/DashboardPanel';
import { StatCard } from '../../components/dashboard/StatCard';
import { useFigureFormats } from '../../components/dashboard/useFigureFormats';
import { useApi } from '../../lib/ApiProvider';
import { useRoleLabel } from '../../lib/roleLabel';
import {
  filteredPath,
  ORGANIZATIONS_PATH,
  SECURITY_DASHBOARD_PATH,
  SECURITY_EVENTS_PATH,
  USER_LIST_PATH,
} from '../../lib/recordPaths';
import { useVocabulary } from '../../lib/vocabularyText';
import { DashboardFigures, DashboardFrame, useDashboardPreset } from './DashboardFrame';

/**
 * /admin/dashboard (read on AdminPanel): the organisations, the users by role, the sign-ins and
 * the security incidents of the period against the one before, from one aggregate request
 * (GET /api/dashboards/admin/) over what the reader may see. Every figure links to the list it
 * counts, filtered the same way.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const [asked, choose] = useDashboardPreset();
  const query = useApi().useQuery('get', '/api/dashboards/admin/', {
    params: { query: { date_preset: asked } },
  });
  return (
    <DashboardFrame
      title={t('admin.dashboard.title')}
      subtitle={t('admin.dashboard.subtitle')}
      preset={asked ?? query.data?.period.date_preset}
      onPreset={choose}
    >
      <DashboardFigures query={query} stats={4} panels={2}>
        {(figures) => <AdminContent data={figures} preset={figures.period.date_preset} />}
      </DashboardFigures>
    </DashboardFrame>
  );
}

function AdminContent({ data, preset }: { data: AdminDashboard; preset: DashboardDatePreset }) {
  const { t } = useTranslation();
  const f = useFigureFormats();
  const roleLabel = useRoleLabel();
  const vocabulary = useVocabulary();
  const { organizations, users, sign_ins: signIns, incidents } = data;
  const period = t('dashboards.inPreset', { days: f.number(Number(preset)) });
  const incidentsOfPeriod = { incident: 'true', date_preset: preset };
  return (
    <Stack gap="6" data-testid="admin-dashboard">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {organizations && (
          <StatCard
            label={t('admin.dashboard.organizations', { total: f.number(organizations.total) })}
            value={f.number(organizations.active)}
            to={filteredPath(ORGANIZATIONS_PATH, { is_active: 'true' })}
            icon={Building2}
            palette="purple"
            testId="stat-organizations"
          />
        )}
        {users && (
          <>
            <StatCard
              label={t('admin.dashboard.users', { total: f.number(users.total) })}
              value={f.number(users.active)}
              to={filteredPath(USER_LIST_PATH, { is_active: 'true' })}
              icon={Users}
              palette="blue"
              testId="stat-users"
            />
            <StatCard
              label={t('admin.dashboard.newUsers', { period })}
              value={f.number(users.new)}
              change={changePercent(users.new, users.previous_new)}
              to={filteredPath(USER_LIST_PATH, { ordering: '-date_joined' })}
              icon={UserPlus}
              palette="teal"
              testId="stat-new-users"
            />
          </>
        )}
        {signIns && (
          <>
            <StatCard
              label={t('admin.dashboard.signIns', {
                period,
                count: signIns.users,
                users: f.number(signIns.users),
              })}
              value={f.number(signIns.succeeded)}
              change={changePercent(signIns.succeeded, signIns.previous_succeeded)}
              to={filteredPath(USER_LIST_PATH, { ordering: '-last_login' })}
              icon={LogIn}
              palette="green"
              testId="stat-sign-ins"
            />
            <StatCard
              label={t('admin.dashboard.failedSignIns', { period })}
              value={f.number(signIns.failed)}
              change={changePercent(signIns.failed, signIns.previous_failed)}
              to={filteredPath(SECURITY_EVENTS_PATH, { type: SIGN_IN_FAILED, date_preset: preset })}
              icon={ShieldX}
              palette="orange"
              testId="stat-failed-sign-ins"
            />
          </>
        )}
        {incidents && (
          <StatCard
            label={t('admin.dashboard.incidents', { period })}
            value={f.number(incidents.count)}
            change={changePercent(incidents.count, incidents.previous_count)}
            to={filteredPath(SECURITY_EVENTS_PATH, incidentsOfPeriod)}
            icon={ShieldAlert}
            palette="red"
            testId="stat-incidents"
          />
        )}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {users && (
          <DashboardPanel
            title={t('admin.dashboard.byRole')}
            action={<MoreLink to={USER_LIST_PATH}>{t('admin.dashboard.toUsers')}</MoreLink>}
            testId="panel-roles"
          >
            <BarList
              label={t('admin.dashboard.byRole')}
              items={users.by_role.map(({ role, count }) => ({
                key: role,
                name: roleLabel(role),
                value: count,
                to: filteredPath(USER_LIST_PATH, { role }),
              }))}
              emptyText={t('admin.dashboard.noUsers')}
              palette="blue"
              testId="roles-chart"
            />
          </DashboardPanel>
        )}
        {incidents && (
          <DashboardPanel
            title={t('admin.dashboard.incidentsByType', { period })}
            action={<MoreLink to={SECURITY_DASHBOARD_PATH}>{t('admin.dashboard.toSecurity')}</MoreLink>}
            testId="panel-incidents"
          >
            {incidents.count === 0 ? (
              <Text color="fg.muted">{t('admin.dashboard.noIncidents', { period })}</Text>
            ) : (
              <BarList
                label={t('admin.dashboard.incidentsByType', { period })}
                items={incidents.by_type.map(({ type, count }) => ({
                  key: type,
                  name: vocabulary.securityEvent(type),
                  value: count,
                  to: filteredPath(SECURITY_EVENTS_PATH, { ...incidentsOfPeriod, type }),
                }))}
                emptyText=""
                palette="red"
                testId="incidents-chart"
              />
            )}
          </DashboardPanel>
        )}
      </SimpleGrid>
    </Stack>
  );
}
