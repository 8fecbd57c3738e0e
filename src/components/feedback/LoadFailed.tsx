import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows where data it could not load would be: the failure in words and a Retry
 * that reads again. Never sample data in its place (decision 0004).
 */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
  testId,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert" alignItems="center" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        {t('data.table.retry')}
      </Button>
    </Alert.Root>
  );
}
