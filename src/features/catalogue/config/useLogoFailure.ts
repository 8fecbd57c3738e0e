import { useTranslation } from 'react-i18next';
import { useCatalogueMessage } from '../catalogueMessages';
import { LogoRefused } from '../../../components/form/logoApi';
import { notify } from '../../../components/feedback/notify';

/** The row was saved but its logo was not: a notice with the server's reason. */
export function useLogoFailure() {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  return (error: unknown) =>
    notify.failure(
      t('catalogueConfig.logo.failed'),
      error instanceof LogoRefused ? text(error.reason) : undefined,
    );
}
