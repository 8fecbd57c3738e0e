import { useMemo } from 'react';
import { Avatar, Badge, Box, Button, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buildUserRules } from '../../../domain/access';
import type { User } from '../../../domain/users/schemas';
import { selectAbilityRules, selectUser } from '../../../machines/session';
import { useOrganizationLabel } from '../../lib/organizationLabel';
import { useRoleLabel } from '../../lib/roleLabel';
import { useSession } from '../../lib/session/SessionProvider';
import { ACCOUNT_SETTINGS_PATH, USER_PROFILE_PATH } from './paths';
import { PermissionsTable } from './PermissionsTable';
import { QueryState } from '../../components/feedback/QueryState';
import { TabbedPage } from '../../components/TabbedPage';
import { useCurrentUser } from './useCurrentUser';
import { SectionHeader } from '../../components/SectionHeader';

const fullName = (user: User) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** Dates in the reader's language: a day (`date`), or a day and time (`dateTime`). */
function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
    // A calendar date (a birthday) is the same day everywhere: read and shown as UTC.
    const calendarDay = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
    const dayAndTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
    const format = (formatter: Intl.DateTimeFormat) => (value: string) => {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : formatter.format(date);
    };
    return {
      date: (value: string) => format(/^\d{4}-\d{2}-\d{2}$/.test(value) ? calendarDay : day)(value),
      dateTime: format(dayAndTime),
    };
  }, [i18n.language]);
}

/** /pages/user-profile/:tab — the user's card, then their profile or their permissions. */
export function UserProfilePage() {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();
  return (
    <TabbedPage
      base={USER_PROFILE_PATH}
      title={t('account.userProfile.title')}
      header={<QueryState query={currentUser}>{(user) => <ProfileCard user={user} />}</QueryState>}
      tabs={[
        {
          value: 'profile',
          label: t('account.tabs.profile'),
          content: currentUser.data ? <AboutPanel user={currentUser.data} /> : null,
        },
        { value: 'permissions', label: t('account.tabs.permissions'), content: <PermissionsPanel /> },
      ]}
    />
  );
}

function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const roleLabel = useRoleLabel();
  const organizationLabel = useOrganizationLabel();
  const none = t('account.userProfile.notSet');
  const name = fullName(user);
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" overflow="hidden" data-testid="profile-card">
      <Box h="20" bgGradient="to-r" gradientFrom="primary.solid" gradientTo="primary.muted" />
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '3', md: '5' }}
        px="6"
        pb="5"
        align="flex-start"
      >
        <Avatar.Root size="2xl" mt="-10" borderWidth="4px" borderColor="bg" colorPalette="primary">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Stack gap="1" flex="1" pt={{ md: '3' }} minW="0">
          <Heading as="h2" size="xl">
            {name}
          </Heading>
          <Flex gap="2" align="center" wrap="wrap">
            <Text color="fg.muted">{user.email}</Text>
            <Badge colorPalette="primary" variant="subtle">
              {roleLabel(user.role)}
            </Badge>
          </Flex>
        </Stack>
        <Text fontSize="sm" color="fg.muted" alignSelf={{ md: 'flex-end' }}>
          {t('account.userProfile.joined', { date: formatDate.date(user.date_joined) })}
        </Text>
      </Flex>
      <DataList.Root
        orientation="vertical"
        display="grid"
        gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
        gap="4"
        px="6"
        py="4"
        borderTopWidth="1px"
      >
        <DataList.Item>
          <DataList.ItemLabel>{t('account.profile.organization')}</DataList.ItemLabel>
          <DataList.ItemValue>{organizationLabel(user.id_organization)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('account.userProfile.team')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.team ?? none}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('account.userProfile.brand')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.brand ?? none}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('account.profile.department')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.department || none}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}

function AboutPanel({ user }: { user: User }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const none = t('account.userProfile.notSet');
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p="6">
      <Flex justify="space-between" align="center" gap="4" mb="5" wrap="wrap">
        <Heading as="h3" size="md">
          {t('account.userProfile.about')}
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="primary">
          <Link to={`${ACCOUNT_SETTINGS_PATH}/account`}>{t('account.userProfile.edit')}</Link>
        </Button>
      </Flex>
      <DataList.Root orientation="horizontal" gap="3">
        <DataList.Item>
          <DataList.ItemLabel>{t('account.profile.firstName')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.first_name || none}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('account.profile.lastName')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.last_name || none}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('account.profile.phoneNumber')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.phone_number || none}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('account.profile.birthday')}</DataList.ItemLabel>
          <DataList.ItemValue>{user.birthday ? formatDate.date(user.birthday) : none}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('account.userProfile.lastLogin')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {user.last_login ? formatDate.dateTime(user.last_login) : none}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('account.userProfile.status')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={user.is_active ? 'green' : 'gray'} variant="subtle">
              {user.is_active ? t('account.userProfile.active') : t('account.userProfile.inactive')}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}

/** The rules the session carries (or, when it has none, the role's rules, as the ability does). */
function PermissionsPanel() {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const stored = useSession(selectAbilityRules);
  const rules = useMemo(
    () => (stored.length || !user ? stored : buildUserRules({ ...user })),
    [stored, user],
  );
  return (
    <Stack gap="4">
      <SectionHeader
        level="h3"
        title={t('account.permissions.title')}
        subtitle={t('account.permissions.subtitle')}
      />
      <PermissionsTable rules={rules} />
    </Stack>
  );
}
