import type { ReactNode } from 'react';
import { Alert, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A loading spinner, or the load-failed alert, until `data` is there. */
export function QueryState<T>({
  data,
  isError,
  children,
}: {
  data: T | undefined;
  isError: boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data) return children(data);
  if (isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('errors.loadFailed')}</Alert.Title>
      </Alert.Root>
    );
  }
  return <Spinner size="md" color="primary.fg" aria-label={t('data.table.loading')} />;
}
