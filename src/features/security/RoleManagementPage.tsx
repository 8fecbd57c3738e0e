import { useTranslation } from 'react-i18next';
import { RoleList } from './RoleList';
import { SecurityPage } from './SecurityPage';

/** /security/role-management (read on security; changes need manage). */
export function RoleManagementPage() {
  const { t } = useTranslation();
  return (
    <SecurityPage title={t('security.roles.title')} subtitle={t('security.roles.subtitle')}>
      <RoleList />
    </SecurityPage>
  );
}
