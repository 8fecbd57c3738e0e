import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ModulePermissionList } from './ModulePermissionList';
import { RoleList } from './RoleList';

function ListPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Stack gap="6" maxW="7xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{subtitle}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

/** /apps/roles: the security roles in the template's list form (the same list as role management). */
export function AppsRolesPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('security.apps.rolesTitle')} subtitle={t('security.apps.rolesSubtitle')}>
      <RoleList />
    </ListPage>
  );
}

/** /apps/permissions and /apps/settings/permissions: the permission catalogue as a list. */
export function AppsPermissionsPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('security.apps.permissionsTitle')} subtitle={t('security.apps.permissionsSubtitle')}>
      <ModulePermissionList />
    </ListPage>
  );
}
