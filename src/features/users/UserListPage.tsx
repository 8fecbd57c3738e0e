import { useMemo, useState } from 'react';
import { Avatar, Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../domain/access/vocabulary';
import type { UserItem } from '../../../domain/users/schemas';
import type { Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import { useResourceList } from '../../components/resource/useResourceList';
import { userViewPath } from './paths';
import { UserCreateDialog } from './UserCreateDialog';
import { useRoleLabel } from '../../lib/roleLabel';
import { fullName, useUserDates } from './userFormat';
import { userResource } from './userResource';
import { useTeamChoices } from './UserReferences';
import { useOrganizations } from '../../lib/organizations';
import { useOrganizationLabel } from '../../lib/organizationLabel';
import { useAppAbility } from '../../lib/session/SessionProvider';

/** /apps/user/list (read on User): the users the caller may read, searched, filtered and paged. */
export function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roleLabel = useRoleLabel();
  const dates = useUserDates();
  const [creating, setCreating] = useState(false);
  const { list, query } = useResourceList(userResource);
  // The team filter offers the teams the caller may read (a team manager: their own).
  const readsTeams = useAppAbility()?.can('read', 'Team') ?? false;
  const { data: teams = [] } = useTeamChoices(undefined);
  const { several } = useOrganizations();
  const organizationLabel = useOrganizationLabel();

  const columns = useMemo<Column<UserItem>[]>(
    () => [
      {
        id: 'user',
        header: 'users.columns.user',
        sortField: 'email',
        cell: (user) => (
          <HStack gap="3" minW="14rem">
            <Avatar.Root size="sm" colorPalette="primary" variant="subtle">
              <Avatar.Fallback name={fullName(user)} />
            </Avatar.Root>
            <Stack gap="0" minW="0">
              <Link asChild fontWeight="medium" color="fg" focusRing="outside">
                <RouterLink to={userViewPath(user.id)}>{fullName(user)}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted" truncate dir="ltr" textAlign="start">
                {user.email}
              </Text>
            </Stack>
          </HStack>
        ),
      },
      {
        id: 'role',
        header: 'users.columns.role',
        sortField: 'role',
        cell: (user) => (
          <Badge variant="subtle" colorPalette="primary">
            {roleLabel(user.role)}
          </Badge>
        ),
      },
      {
        id: 'team',
        header: 'users.columns.team',
        hideBelow: 'md',
        cell: (user) =>
          user.team === null ? (
            <>
              <Text as="span" color="fg.muted" aria-hidden>
                —
              </Text>
              <Box as="span" srOnly>
                {t('users.view.none')}
              </Box>
            </>
          ) : (
            (user.team_name ?? t('users.teamValue', { id: user.team }))
          ),
      },
      {
        id: 'status',
        header: 'users.columns.status',
        sortField: 'is_active',
        cell: (user) => <StatusBadge active={user.is_active} />,
      },
      {
        id: 'last_login',
        header: 'users.columns.lastLogin',
        sortField: 'last_login',
        hideBelow: 'lg',
        cell: (user) =>
          user.last_login ? (
            dates.dateTime(user.last_login)
          ) : (
            <Text as="span" color="fg.muted">
              {t('users.never')}
            </Text>
          ),
      },
    ],
    [t, roleLabel, dates],
  );

  return (
    <ResourceListPage
      resource={userResource}
      create={{ onClick: () => setCreating(true) }}
      columns={columns}
      rowKey={(user) => user.id}
      list={list}
      query={query}
      onRowClick={(user) => navigate(userViewPath(user.id))}
      filters={
        <>
          <FilterSelect
            label={t('users.filters.role')}
            allLabel={t('users.filters.allRoles')}
            value={list.state.filters.role ?? ''}
            onChange={(value) => list.setFilter('role', value)}
            options={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
          />
          <FilterSelect
            label={t('users.filters.status')}
            allLabel={t('users.filters.allStatuses')}
            value={list.state.filters.is_active ?? ''}
            onChange={(value) => list.setFilter('is_active', value)}
            options={[
              { value: 'true', label: t('users.status.active') },
              { value: 'false', label: t('users.status.inactive') },
            ]}
          />
          {readsTeams && (
            <FilterSelect
              label={t('users.filters.team')}
              allLabel={t('users.filters.anyTeam')}
              value={list.state.filters.team ?? ''}
              onChange={(value) => list.setFilter('team', value)}
              options={teams.map((team) => ({
                value: String(team.id),
                // Whoever reads several organisations meets several "Team 1": each says whose it is.
                label: several
                  ? t('users.teamOfOrganization', {
                      name: team.name,
                      organization: organizationLabel(team.id_organization),
                    })
                  : team.name,
              }))}
            />
          )}
        </>
      }
    >
      <UserCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(user, linkSent) =>
          navigate(userViewPath(user.id), { state: { notice: linkSent ? 'createdWithLink' : 'created' } })
        }
      />
    </ResourceListPage>
  );
}

/** Active or inactive, in words as well as colour. */
export function StatusBadge({ active, testId }: { active: boolean; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={active ? 'green' : 'gray'} gap="1.5" data-testid={testId}>
      <span aria-hidden>{active ? '●' : '○'}</span>
      {t(active ? 'users.status.active' : 'users.status.inactive')}
    </Badge>
  );
}
