import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/ApiProvider';
import { useRoleLabel } from '../../lib/roleLabel';

/** Who is signed in, with which role and organisation (from the API): the dashboards' first line. */
export function SignedInAs() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { data: user } = useApi().useQuery('get', '/api/auth/user/');
  if (!user) return null;
  return (
    <Text fontSize="sm" color="fg.muted">
      <Text as="span" data-testid="signed-in-as">
        {t('auth.signedInAs', { email: user.email, role: roleLabel(user.role) })}
      </Text>
      {' · '}
      <Text as="span" data-testid="organization">
        {user.organization_name === null
          ? t('dashboard.organizationNumber', { id: user.id_organization })
          : t('dashboard.organization', { name: user.organization_name })}
      </Text>
    </Text>
  );
}
