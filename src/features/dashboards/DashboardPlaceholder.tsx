import { Box, Heading, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/ApiProvider';
import { useRoleLabel } from '../../lib/roleLabel';

/** Until the dashboards' own issue: who is signed in, with which role and organisation (from the API). */
export function DashboardPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { data: user, isError } = useApi().useQuery('get', '/api/auth/user/');
  return (
    <Box bg="bg" borderWidth="1px" rounded="lg" p="6">
      <Heading size="lg" mb="3">
        {t(title)}
      </Heading>
      {isError && <Text color="fg.error">{t('errors.loadFailed')}</Text>}
      {!user && !isError && <Spinner size="sm" />}
      {user && (
        <>
          <Text data-testid="signed-in-as">
            {t('auth.signedInAs', { email: user.email, role: roleLabel(user.role) })}
          </Text>
          <Text color="fg.muted" data-testid="organization">
            {user.organization_name === null
              ? t('dashboard.organizationNumber', { id: user.id_organization })
              : t('dashboard.organization', { name: user.organization_name })}
          </Text>
        </>
      )}
    </Box>
  );
}

export const EcommerceDashboard = () => <DashboardPlaceholder title="nav.ecommerce" />;
export const CrmDashboard = () => <DashboardPlaceholder title="nav.crm" />;
