import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { selectUser } from '../../../machines/session';
import { ActiveBadge } from '../../components/data/ActiveFlag';
import { useEditor } from '../../components/data/rowDialogs';
import { PageHeading } from '../../components/PageHeading';
import { useApi } from '../../lib/ApiProvider';
import { useAppAbility, useSession } from '../../lib/session/SessionProvider';
import { OrganizationDialog } from './OrganizationDialog';
import { OrganizationLogo } from './OrganizationLogo';

/**
 * /organization/profile (read on Organization): the organisation one works in (a client
 * administrator's own; for a manager of organisations the one chosen in the header), its name
 * and logo edited by whoever may update it. Another organisation's profile is never reachable:
 * the API answers 404 for it.
 */
export function OrganizationProfilePage() {
  const { t, i18n } = useTranslation();
  const user = useSession(selectUser);
  const id = user?.working_organization ?? user?.id_organization ?? 0;
  const {
    data: organization,
    isError,
    refetch,
  } = useApi().useQuery('get', '/api/organizations/{id}/', { params: { path: { id } } }, { enabled: id > 0 });
  const canEdit = useAppAbility()?.can('update', 'Organization') ?? false;
  const editor = useEditor<NonNullable<typeof organization>>();

  return (
    <Stack gap="6">
      <PageHeading title={t('organizations.profile.title')} subtitle={t('organizations.profile.subtitle')} />
      {isError ? (
        <HStack>
          <Text color="fg.error">{t('organizations.profile.loadFailed')}</Text>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('organizations.profile.retry')}
          </Button>
        </HStack>
      ) : organization ? (
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
              {canEdit && (
                <Button size="sm" variant="outline" onClick={() => editor.edit(organization)}>
                  <Pencil />
                  {t('organizations.profile.edit')}
                </Button>
              )}
            </HStack>
            <HStack gap="8" wrap="wrap">
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('organizations.columns.status')}
                </Text>
                <ActiveBadge active={organization.is_active} />
              </Stack>
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('organizations.columns.users')}
                </Text>
                <Text>{new Intl.NumberFormat(i18n.language).format(organization.users_count)}</Text>
              </Stack>
              <Stack gap="1">
                <Text fontSize="sm" color="fg.muted">
                  {t('organizations.columns.created')}
                </Text>
                <Text>
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
                    new Date(organization.created_at),
                  )}
                </Text>
              </Stack>
            </HStack>
            {/* The profile's addresses and contacts go here: the organisation units' address and
                contact tables, served as sub-resources of /api/organizations/{id}/ (unit kind
                'organization'), each shown as a section of this card. */}
          </Card.Body>
        </Card.Root>
      ) : null}
      <OrganizationDialog key={editor.key} organization={editor.row} dialog={editor.dialog} />
    </Stack>
  );
}
