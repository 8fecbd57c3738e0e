import { Button, Circle, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthFooter } from './ui/AuthLink';
import { FormHeader } from './ui/FormHeader';

const Envelope = () => (
  <Circle size="14" bg="primary.subtle" color="primary.fg" aria-hidden>
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" strokeLinejoin="round" />
    </svg>
  </Circle>
);

/** "Check your inbox": what to do with the email we sent, and the way back. */
export function VerifyEmail() {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Envelope />
      <FormHeader title={t('auth.verifyEmail.title')} subtitle={t('auth.verifyEmail.subtitle')} />
      <Text>{t('auth.verifyEmail.body')}</Text>
      <Text textStyle="sm" color="fg.muted">
        {t('auth.verifyEmail.notReceived')}
      </Text>
      <Button asChild colorPalette="primary">
        <RouterLink to="/login">{t('auth.backToLogin')}</RouterLink>
      </Button>
      <AuthFooter to="/forgot-password" link={t('auth.verifyEmail.newLink')} />
    </Stack>
  );
}
