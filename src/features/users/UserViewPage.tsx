import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  DataList,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Pencil, UserCheck, UserX } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { editableUserFields } from '../../../domain/users/editableFields';
import type { UserItem } from '../../../domain/users/schemas';
import { selectUser } from '../../../machines/session';
import { useAppAbility, useSession, useSessionActor } from '../../lib/session/SessionProvider';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { SectionHeader } from '../../components/SectionHeader';
import { DetailPage, useRouteRecord } from '../../components/resource/DetailPage';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { userResource } from './userResource';
import { USER_LIST_PATH } from './paths';
import { SecurityRolesSection } from './SecurityRolesSection';
import { UserEditDialog } from './UserEditDialog';
import { useOrganizationLabel } from '../../lib/organizationLabel';
import { useRoleLabel } from '../../lib/roleLabel';
import { fullName, useActor, useUserDates } from './userFormat';
import { StatusBadge } from './UserListPage';

type Notice = { status: 'success' | 'error'; text: string };

/** /apps/user/view/:id (read on User): the person's profile, edit, (de)activation, security roles. */
export function UserViewPage() {
  const { id, query } = useRouteRecord('/api/users/{id}/');
  return (
    <DetailPage texts="users.view" backTo={USER_LIST_PATH} id={id} query={query}>
      {(user) => <UserDetail user={user} />}
    </DetailPage>
  );
}

function UserDetail({ user }: { user: UserItem }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const actor = useActor();
  const me = useSession(selectUser);
  const session = useSessionActor();
  const roleLabel = useRoleLabel();
  const organizationLabel = useOrganizationLabel();
  const dates = useUserDates();
  const location = useLocation();
  const navigate = useNavigate();
  const { update } = useResourceMutations(userResource);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = fullName(user);

  // "User created" arrives with the navigation from the list; shown once, not again on reload.
  const [notice, setNotice] = useState<Notice | null>(() => {
    const kind = (location.state as { notice?: string } | null)?.notice;
    return kind === 'created' || kind === 'createdWithLink'
      ? { status: 'success', text: t(`users.create.${kind}`, { email: user.email }) }
      : null;
  });
  useEffect(() => {
    if (location.state) void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [location, navigate]);

  const editable = useMemo(
    () => (actor ? editableUserFields(ability, actor, user) : []),
    [ability, actor, user],
  );
  const canEdit = editable.some((f) => f !== 'is_active');
  const canToggleActive = editable.includes('is_active');

  const setActive = async (active: boolean) => {
    await update.mutateAsync({ id: user.id, body: { is_active: active } });
    setNotice({
      status: 'success',
      text: t(active ? 'users.reactivate.done' : 'users.deactivate.done', { name }),
    });
  };

  const rows: [string, ReactNode][] = [
    ['users.fields.email', <span dir="ltr">{user.email}</span>],
    ['users.fields.firstName', user.first_name || <None />],
    ['users.fields.lastName', user.last_name || <None />],
    ['users.fields.phoneNumber', user.phone_number ? <span dir="ltr">{user.phone_number}</span> : <None />],
    ['users.fields.birthday', user.birthday ? dates.day(user.birthday) : <None />],
    ['users.fields.department', user.department || <None />],
    ['users.fields.role', roleLabel(user.role)],
    ['users.fields.organization', organizationLabel(user.id_organization)],
    // By name for whoever may read the team or brand (the API says), by number otherwise.
    [
      'users.fields.team',
      user.team === null ? <None /> : (user.team_name ?? t('users.teamValue', { id: user.team })),
    ],
    [
      'users.fields.brand',
      user.brand === null ? <None /> : (user.brand_name ?? t('users.brandValue', { id: user.brand })),
    ],
    ['users.fields.isStaff', t(user.is_staff ? 'users.view.yes' : 'users.view.no')],
    ['users.fields.isSuperuser', t(user.is_superuser ? 'users.view.yes' : 'users.view.no')],
    ['users.fields.dateJoined', dates.dateTime(user.date_joined)],
    ['users.fields.lastLogin', user.last_login ? dates.dateTime(user.last_login) : t('users.never')],
  ];

  return (
    <Stack gap="6">
      <Flex
        bg="bg"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '5', md: '6' }}
        gap="5"
        wrap="wrap"
        align="center"
        justify="space-between"
      >
        <HStack gap="4" minW="0">
          <Avatar.Root size="2xl" colorPalette="primary" variant="subtle">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Stack gap="1.5" minW="0">
            <Heading as="h1" size="xl" truncate>
              {name}
            </Heading>
            <Text color="fg.muted" dir="ltr" textAlign="start" truncate>
              {user.email}
            </Text>
            <Wrap gap="2">
              <Badge variant="subtle" colorPalette="primary">
                {roleLabel(user.role)}
              </Badge>
              <StatusBadge active={user.is_active} testId="user-status" />
              {user.is_superuser && <Badge colorPalette="red">{t('users.fields.isSuperuser')}</Badge>}
              {user.is_staff && <Badge colorPalette="blue">{t('users.fields.isStaff')}</Badge>}
            </Wrap>
          </Stack>
        </HStack>
        <HStack gap="3" wrap="wrap">
          {canEdit && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              {t('users.view.edit')}
            </Button>
          )}
          {canToggleActive &&
            (user.is_active ? (
              <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                <UserX aria-hidden />
                {t('users.view.deactivate')}
              </Button>
            ) : (
              <Button variant="outline" colorPalette="green" onClick={() => setConfirming(true)}>
                <UserCheck aria-hidden />
                {t('users.view.reactivate')}
              </Button>
            ))}
        </HStack>
      </Flex>

      {notice && (
        <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{notice.text}</Alert.Title>
        </Alert.Root>
      )}
      {!canEdit && !canToggleActive && (
        <Text fontSize="sm" color="fg.muted">
          {t('users.view.readOnly')}
        </Text>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Box bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', md: '6' }}>
          <Box mb="5">
            <SectionHeader title={t('users.view.profile')} subtitle={t('users.view.profileSubtitle')} />
          </Box>
          <DataList.Root orientation="horizontal" gap="3" size="sm">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="9rem">{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
        <SecurityRolesSection user={user} />
      </SimpleGrid>

      <UserEditDialog
        user={user}
        fields={editable}
        open={editing}
        onOpenChange={setEditing}
        onSaved={(updated) => {
          if (!updated) return;
          // One's own record: the header (and the rest of the session) shows the new values.
          if (me && updated.id === me.id) session.send({ type: 'USER_UPDATED', user: { ...me, ...updated } });
          setNotice({ status: 'success', text: t('users.edit.saved') });
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(user.is_active ? 'users.deactivate.title' : 'users.reactivate.title', { name })}
        body={t(user.is_active ? 'users.deactivate.body' : 'users.reactivate.body')}
        confirmLabel={t(user.is_active ? 'users.deactivate.confirm' : 'users.reactivate.confirm')}
        destructive={user.is_active}
        onConfirm={() => setActive(!user.is_active)}
      />
    </Stack>
  );
}

function None() {
  const { t } = useTranslation();
  return (
    <Text as="span" color="fg.muted">
      {t('users.view.none')}
    </Text>
  );
}
