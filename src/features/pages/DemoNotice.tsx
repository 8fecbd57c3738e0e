import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Says, before anything is typed, that checkout and payment are a demonstration. */
export function DemoNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info" data-testid="demo-notice">
      <Alert.Indicator />
      <Alert.Title>{t('front.demo.notice')}</Alert.Title>
    </Alert.Root>
  );
}
