import { Card, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/PageHeading';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { ORGANIZATIONS_PATH } from './paths';

/** Counts from a list's first page: `count` is the total. */
const COUNT_ONLY = { page_size: 5 } as const;

function Figure({
  label,
  value,
  total,
  to,
  linkText,
}: {
  label: string;
  value: number | undefined;
  total: number | undefined;
  to: string;
  linkText: string;
}) {
  const { t, i18n } = useTranslation();
  const format = (n: number | undefined) =>
    n === undefined ? '…' : new Intl.NumberFormat(i18n.language).format(n);
  return (
    <Card.Root variant="outline">
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="semibold">
          {format(value)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.dashboard.ofTotal', { total: format(total) })}
        </Text>
        <ChakraLink asChild color="primary.fg" fontSize="sm">
          <Link to={to}>{linkText}</Link>
        </ChakraLink>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /admin/dashboard (read on AdminPanel): the administration at a glance, active users and (for
 * those who read organisations) active organisations, each leading to its list. The users are
 * those of the organisation one works in.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const api = useApi();
  const ability = useAppAbility();
  const readsUsers = ability?.can('read', 'User') ?? false;
  const readsOrganizations = ability?.can('read', 'Organization') ?? false;
  const users = api.useQuery(
    'get',
    '/api/users/',
    { params: { query: COUNT_ONLY } },
    { enabled: readsUsers },
  );
  const activeUsers = api.useQuery(
    'get',
    '/api/users/',
    { params: { query: { ...COUNT_ONLY, is_active: 'true' } } },
    { enabled: readsUsers },
  );
  const organizations = api.useQuery(
    'get',
    '/api/organizations/',
    { params: { query: COUNT_ONLY } },
    { enabled: readsOrganizations },
  );
  const activeOrganizations = api.useQuery(
    'get',
    '/api/organizations/',
    { params: { query: { ...COUNT_ONLY, is_active: 'true' } } },
    { enabled: readsOrganizations },
  );
  return (
    <Stack gap="6">
      <PageHeading title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        {readsUsers && (
          <Figure
            label={t('admin.dashboard.activeUsers')}
            value={activeUsers.data?.count}
            total={users.data?.count}
            to="/admin/users"
            linkText={t('admin.dashboard.toUsers')}
          />
        )}
        {readsOrganizations && (
          <Figure
            label={t('admin.dashboard.activeOrganizations')}
            value={activeOrganizations.data?.count}
            total={organizations.data?.count}
            to={ORGANIZATIONS_PATH}
            linkText={t('admin.dashboard.toOrganizations')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
