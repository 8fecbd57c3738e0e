import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ACCOUNT_SETTINGS_PATH } from './paths';
import { AccountTab } from './ProfileForm';
import { TabbedPage } from '../../components/TabbedPage';

/** /pages/account-settings/:tab — account (profile) and security (password). */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <TabbedPage
      base={ACCOUNT_SETTINGS_PATH}
      title={t('account.settingsTitle')}
      subtitle={t('account.settingsSubtitle')}
      tabs={[
        { value: 'account', label: t('account.tabs.account'), content: <AccountTab /> },
        { value: 'security', label: t('account.tabs.security'), content: <PasswordChangeForm /> },
      ]}
    />
  );
}
