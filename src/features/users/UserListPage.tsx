import { useMemo, useState } from 'react';
import { Avatar, Badge, Box, Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../../domain/access/vocabulary';
import type { User } from '../../../domain/users/schemas';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { DataTable, type Column } from '../../components/data/DataTable';
import { DebouncedInput } from '../../components/data/DebouncedInput';
import { FilterSelect } from '../../components/data/FilterSelect';
import { useListState } from '../../components/data/useListState';
import { userViewPath } from './paths';
import { UserCreateDialog } from './UserCreateDialog';
import { fullName, useRoleLabel, useUserDates } from './userFormat';
import { apiListQuery } from '../../components/data/listQuery';

const FILTERS = ['role', 'is_active', 'team'] as const;
/** The API's default ordering of GET /users/. */
const DEFAULT_ORDERING = 'email';

/** The list filters as the API takes them; malformed values from the URL are left out. */
function apiFilters({ role, is_active, team }: Partial<Record<(typeof FILTERS)[number], string>>) {
  return {
    ...(role && { role }),
    ...((is_active === 'true' || is_active === 'false') && { is_active }),
    ...(team && /^\d{1,9}$/.test(team) && { team: Number(team) }),
  } as { role?: string; is_active?: 'true' | 'false'; team?: number };
}

/** /apps/user/list (read on User): the users the caller may read, searched, filtered and paged. */
export function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const roleLabel = useRoleLabel();
  const dates = useUserDates();
  const [creating, setCreating] = useState(false);
  const list = useListState({ filters: FILTERS, defaultOrdering: DEFAULT_ORDERING });
  const query = useApi().useQuery(
    'get',
    '/api/users/',
    {
      params: {
        query: {
          ...apiListQuery(list.state),
          ...apiFilters(list.state.filters),
        },
      },
    },
    // The rows stay while the next page loads: no flash of an empty table.
    { placeholderData: keepPreviousData },
  );

  const columns = useMemo<Column<User>[]>(
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
            t('users.teamValue', { id: user.team })
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
    <Stack gap="6" maxW="7xl">
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('users.list.title')}
          </Heading>
          <Text color="fg.muted">{t('users.list.subtitle')}</Text>
        </Stack>
        {ability?.can('create', 'User') && (
          <Button colorPalette="primary" onClick={() => setCreating(true)} data-testid="add-user">
            <UserPlus aria-hidden />
            {t('users.list.add')}
          </Button>
        )}
      </Flex>

      <DataTable
        label={t('users.list.tableLabel')}
        columns={columns}
        rowKey={(user) => user.id}
        list={list}
        query={query}
        onRowClick={(user) => navigate(userViewPath(user.id))}
        searchLabel={t('users.list.search')}
        emptyText={t('users.list.empty')}
        errorText={t('users.list.loadFailed')}
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
            <DebouncedInput
              label={t('users.filters.team')}
              placeholder={t('users.filters.anyTeam')}
              visibleLabel
              type="text"
              inputMode="numeric"
              width="9rem"
              value={list.state.filters.team ?? ''}
              onCommit={(value) => list.setFilter('team', value)}
            />
          </>
        }
      />

      <UserCreateDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(user, linkSent) =>
          navigate(userViewPath(user.id), { state: { notice: linkSent ? 'createdWithLink' : 'created' } })
        }
      />
    </Stack>
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
