import type { ReactNode } from 'react';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { subject as asInstance } from '@casl/ability';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Organization } from '../../../domain/organizations/organization';
import { selectUser } from '../../../machines/session';
import { ActiveBadge } from '../../components/data/ActiveFlag';
import { useEditor } from '../../components/data/rowDialogs';
import { QueryState } from '../../components/feedback/QueryState';
import { OwnedTab } from '../../components/owned/OwnedTab';
import { PageHeading } from '../../components/PageHeading';
import { RouteTabs } from '../../components/resource/RouteTabs';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility, useSession } from '../../lib/session/SessionProvider';
import { OrganizationDialog } from './OrganizationDialog';
import { OrganizationLogo } from './OrganizationLogo';
import { ORGANIZATION_PROFILE_PATH } from './paths';

/** Where the organisation's addresses and contacts are served: under the organisation itself. */
const ORGANIZATIONS_API = '/api/organizations/';

/**
 * /organization/profile[/:tab] (read on Organization): the organisation one works in (a client
 * administrator's own; for a manager of organisations the one chosen in the header), its name
 * and logo, and its addresses and contacts as tabs, each changed by whoever may update it.
 * Another organisation's profile is never reachable: the API answers 404 for it.
 */
export function OrganizationProfilePage() {
  const { t } = useTranslation();
  const user = useSession(selectUser);
  const id = user?.working_organization ?? user?.id_organization ?? 0;
  const query = useApi().useQuery(
    'get',
    '/api/organizations/{id}/',
    { params: { path: { id } } },
    { enabled: id > 0 },
  );
  const ability = useAppAbility();
  const editor = useEditor<Organization>();

  return (
    <Stack gap="6">
      <PageHeading title={t('organizations.profile.title')} subtitle={t('organizations.profile.subtitle')} />
      <QueryState query={query} failedText={t('organizations.profile.loadFailed')}>
        {(organization) => {
          const canEdit =
            ability?.can('update', asInstance('Organization', { id: organization.id })) ?? false;
          return (
            <Stack gap="6">
              <ProfileCard
                organization={organization}
                onEdit={canEdit ? () => editor.edit(organization) : null}
              />
              <RouteTabs
                base={ORGANIZATION_PROFILE_PATH}
                tabs={(['addresses', 'contacts'] as const).map((owned) => ({
                  value: owned,
                  label: t(`owned.${owned}.title`),
                  content: (
                    <OwnedTab
                      ownerPath={ORGANIZATIONS_API}
                      owned={owned}
                      owner={organization}
                      canChange={canEdit}
                    />
                  ),
                }))}
              />
            </Stack>
          );
        }}
      </QueryState>
      <OrganizationDialog key={editor.key} organization={editor.row} dialog={editor.dialog} />
    </Stack>
  );
}

/** The organisation's logo, name, code, status, users and creation date; "Edit profile" when allowed. */
function ProfileCard({ organization, onEdit }: { organization: Organization; onEdit: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  const figures: [string, ReactNode][] = [
    ['organizations.columns.status', <ActiveBadge active={organization.is_active} />],
    ['organizations.columns.users', new Intl.NumberFormat(i18n.language).format(organization.users_count)],
    [
      'organizations.columns.created',
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
        new Date(organization.created_at),
      ),
    ],
  ];
  return (
    <Card.Root variant="outline" maxW="3xl" data-testid="organization-profile">
      <Card.Body gap="5">
        <HStack gap="4" align="center" justify="space-between" wrap="wrap">
          <HStack gap="4">
            <OrganizationLogo organization={organization} size="16" />
            <Stack gap="1">
              <Text fontSize="xl" fontWeight="semibold">
                {organization.name}
              </Text>
              <Text fontFamily="mono" fontSize="sm" color="fg.muted" dir="ltr" textAlign="start">
                {organization.code}
              </Text>
            </Stack>
          </HStack>
          {onEdit && (
            <Button size="sm" variant="outline" onClick={onEdit}>
              <Pencil />
              {t('organizations.profile.edit')}
            </Button>
          )}
        </HStack>
        <HStack gap="8" wrap="wrap">
          {figures.map(([label, value]) => (
            <Stack key={label} gap="1">
              <Text fontSize="sm" color="fg.muted">
                {t(label)}
              </Text>
              {typeof value === 'string' ? <Text>{value}</Text> : value}
            </Stack>
          ))}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
