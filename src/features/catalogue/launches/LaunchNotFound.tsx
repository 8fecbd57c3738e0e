import { Alert, Box, Link, Stack } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAUNCH_LIST_PATH } from '../paths';

export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { detail?: unknown }).detail === 'Not found.';

/** A launch id that does not exist here (or in another organisation: the API says 404 alike). */
export function LaunchNotFound() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="5xl">
      <Link asChild alignSelf="flex-start" fontSize="sm" color="fg.muted" focusRing="outside">
        <RouterLink to={LAUNCH_LIST_PATH}>
          <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex" aria-hidden>
            <ArrowLeft size={16} />
          </Box>
          {t('launches.view.back')}
        </RouterLink>
      </Link>
      <Alert.Root status="warning" role="alert" data-testid="launch-not-found">
        <Alert.Indicator />
        <Alert.Title>{t('launches.view.notFound')}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
