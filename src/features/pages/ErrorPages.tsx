import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Whether this tab has a page to go back to (a tab opened at this page has none). */
const cameFromAnotherPage = () => window.history.length > 1;

function Message({
  code,
  title,
  body,
  withBack = false,
}: {
  code: string;
  title: string;
  body: string;
  /** A way back to the page before (a denied page was replaced by this one, so that is where they were). */
  withBack?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="4" align="center" textAlign="center" maxW="md">
      <Text fontSize="5xl" fontWeight="bold" color="primary.fg">
        {code}
      </Text>
      <Heading size="xl">{t(title)}</Heading>
      <Text color="fg.muted">{t(body)}</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {withBack && cameFromAnotherPage() && (
          <Button variant="outline" onClick={() => void navigate(-1)}>
            {t('errors.goBack')}
          </Button>
        )}
        <Button asChild colorPalette="primary">
          <Link to="/">{t('errors.backHome')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}

/** Shown to a signed-in user denied a page: 403, the right is missing (401 would ask them to sign in). */
export const NotAuthorizedPage = () => (
  <Message code="403" title="errors.notAuthorizedTitle" body="errors.notAuthorizedBody" withBack />
);
export const NotFoundPage = () => (
  <Message code="404" title="errors.notFoundTitle" body="errors.notFoundBody" />
);
