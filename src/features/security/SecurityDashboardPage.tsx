import type { ReactNode } from 'react';
import { Box, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { FigureIcon } from '../../components/dashboard/StatCard';
import {
  Activity,
  KeyRound,
  ShieldAlert,
  ShieldCheck,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SecurityDashboard } from '../../../domain/security';
import { useApi } from '../../lib/ApiProvider';
import { useOrganizationLabel } from '../../lib/organizationLabel';
import { useOrganizations } from '../../lib/organizations';
import { OrganizationScope, useChosenOrganization } from '../../components/data/OrganizationFilter';
import { useVocabulary } from '../../lib/vocabularyText';
import { BarList } from '../../components/charts/BarList';
import { useFormats } from './format';
import { SecurityPage } from './SecurityPage';
import { LoadFailed } from '../../components/feedback/LoadFailed';
import { EventDetail, EventUser, SeverityBadge } from './eventParts';
import { useRoleLabel } from '../../lib/roleLabel';

/**
 * /security/dashboard (read on security): the organisation's security at a glance, all from real
 * data. Whoever reads several organisations sees them combined (each role naming its own) or
 * chooses one.
 */
export function SecurityDashboardPage() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const { chosen, choose } = useChosenOrganization(organizations);
  const query = useApi().useQuery('get', '/api/security/dashboard/', {
    params: { query: chosen === undefined ? {} : { id_organization: chosen } },
  });
  const { data, isError, isFetching, refetch } = query;
  return (
    <SecurityPage title={t('security.dashboard.title')} subtitle={t('security.dashboard.subtitle')}>
      <OrganizationScope organizations={organizations} chosen={chosen} onChange={choose} />
      {isError && !data ? (
        <LoadFailed
          message={t('security.errors.initialize')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : !data ? (
        <Text color="fg.muted" role="status">
          {t('security.loading')}
        </Text>
      ) : (
        <DashboardContent data={data} combined={organizations.several && chosen === undefined} />
      )}
    </SecurityPage>
  );
}

/** `combined`: the figures of several organisations, whose roles say which they belong to. */
function DashboardContent({ data, combined }: { data: SecurityDashboard; combined: boolean }) {
  const { t } = useTranslation();
  const organizationLabel = useOrganizationLabel();
  const f = useFormats();
  const words = useVocabulary();
  const roleLabel = useRoleLabel();
  const stats: { label: string; value: number; icon: LucideIcon; palette: string }[] = [
    { label: 'security.dashboard.totalUsers', value: data.total_users, icon: Users, palette: 'blue' },
    { label: 'security.dashboard.activeUsers', value: data.active_users, icon: UserCheck, palette: 'green' },
    { label: 'security.dashboard.totalRoles', value: data.total_roles, icon: ShieldCheck, palette: 'purple' },
    {
      label: 'security.dashboard.totalPermissions',
      value: data.total_permissions,
      icon: KeyRound,
      palette: 'cyan',
    },
    {
      label: 'security.dashboard.recentChanges',
      value: data.recent_permission_changes,
      icon: Activity,
      palette: 'orange',
    },
    {
      label: 'security.dashboard.incidents',
      value: data.security_incidents,
      icon: ShieldAlert,
      palette: 'red',
    },
  ];
  return (
    <Stack gap="6">
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {stats.map(({ label, value, icon: Icon, palette }) => (
          <Box as="li" key={label} borderWidth="1px" rounded="lg" p="4" bg="bg">
            <HStack gap="3" align="center">
              <FigureIcon icon={Icon} palette={palette} />
              <Stack gap="0">
                <Text fontSize="2xl" fontWeight="semibold" lineHeight="short">
                  {f.number(value)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(label)}
                </Text>
              </Stack>
            </HStack>
          </Box>
        ))}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title={t('security.dashboard.permissionDistribution')}>
          <BarList
            label={t('security.dashboard.permissionDistribution')}
            items={data.permission_distribution.map((d) => ({
              key: d.module,
              name: words.module(d),
              value: d.count,
            }))}
            emptyText={t('security.dashboard.noPermissions')}
            palette="primary"
          />
        </Panel>
        <Panel title={t('security.dashboard.roleDistribution')}>
          <BarList
            label={t('security.dashboard.roleDistribution')}
            items={data.role_distribution.map((d) => ({
              key: d.role,
              name: roleLabel(d.code, d.name),
              value: d.users_count,
              ...(combined && { detail: organizationLabel(d.id_organization) }),
            }))}
            emptyText={t('security.dashboard.noRoles')}
            palette="teal"
          />
        </Panel>
      </SimpleGrid>

      {/* One above the other: an incident names its time, type, what, who and severity. */}
      <Stack gap="4">
        <RecentPanel
          title={t('security.dashboard.recentLogs')}
          emptyText={t('security.dashboard.noLogs')}
          rows={data.recent_logs}
          columns={[
            {
              header: t('security.audit.columns.time'),
              cell: (log) => f.dateTime(log.created_at),
              nowrap: true,
            },
            {
              header: t('security.audit.columns.actor'),
              cell: (log) => (
                <Text as="span" dir="ltr">
                  {log.actor_email ?? t('security.audit.system')}
                </Text>
              ),
            },
            ...(combined
              ? [
                  {
                    header: t('data.organization.column'),
                    cell: (log: SecurityDashboard['recent_logs'][number]) =>
                      log.id_organization === null ? '' : organizationLabel(log.id_organization),
                  },
                ]
              : []),
            {
              header: t('security.audit.columns.action'),
              cell: (log) => words.auditAction(log.action),
            },
          ]}
        />
        <RecentPanel
          title={t('security.dashboard.recentIncidents')}
          emptyText={t('security.dashboard.noIncidents')}
          rows={data.recent_incidents}
          columns={[
            {
              header: t('security.audit.columns.time'),
              cell: (incident) => f.dateTime(incident.timestamp),
              nowrap: true,
            },
            {
              header: t('security.dashboard.incidentType'),
              cell: (incident) => words.securityEvent(incident.type),
            },
            {
              header: t('security.dashboard.incidentDetail'),
              cell: (incident) => <EventDetail event={incident} />,
            },
            {
              header: t('security.dashboard.incidentUser'),
              cell: (incident) => <EventUser event={incident} />,
            },
            ...(combined
              ? [
                  {
                    header: t('data.organization.column'),
                    cell: (incident: Incident) =>
                      incident.id_organization === null ? '' : organizationLabel(incident.id_organization),
                  },
                ]
              : []),
            {
              header: t('security.dashboard.severity'),
              cell: (incident) => <SeverityBadge severity={incident.severity} />,
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}

type Incident = SecurityDashboard['recent_incidents'][number];

type RecentColumn<T> = { header: string; cell: (row: T) => ReactNode; nowrap?: boolean };

/** A dashboard panel listing the latest rows of something, or saying there are none. */
function RecentPanel<T extends { id: number | string }>({
  title,
  emptyText,
  rows,
  columns,
}: {
  title: string;
  emptyText: string;
  rows: T[];
  columns: RecentColumn<T>[];
}) {
  return (
    <Panel title={title}>
      {rows.length === 0 ? (
        <Text color="fg.muted">{emptyText}</Text>
      ) : (
        // Focusable, so a keyboard can scroll a table wider than its panel.
        <Table.ScrollArea tabIndex={0}>
          <Table.Root size="sm" aria-label={title}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.header} scope="col">
                    {column.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} whiteSpace={column.nowrap ? 'nowrap' : undefined}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="lg" p="5" bg="bg" minW="0">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
