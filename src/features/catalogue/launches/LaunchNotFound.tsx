import { Alert, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LAUNCH_LIST_PATH } from '../paths';
import { BackLink } from '../../../components/BackLink';

export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { detail?: unknown }).detail === 'Not found.';

/** A launch id that does not exist here (or in another organisation: the API says 404 alike). */
export function LaunchNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="5xl">
      <BackLink to={LAUNCH_LIST_PATH} label={t('launches.view.back')} />
      <Alert.Root status="warning" role="alert" data-testid="launch-not-found">
        <Alert.Indicator />
        <Alert.Title>{t('launches.view.notFound')}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
