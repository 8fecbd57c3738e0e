import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

function Message({ code, title, body }: { code: string; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="center" textAlign="center" maxW="md">
      <Text fontSize="5xl" fontWeight="bold" color="primary.fg">
        {code}
      </Text>
      <Heading size="xl">{t(title)}</Heading>
      <Text color="fg.muted">{t(body)}</Text>
      <Button asChild colorPalette="primary">
        <Link to="/">{t('errors.backHome')}</Link>
      </Button>
    </Stack>
  );
}

export const NotAuthorizedPage = () => (
  <Message code="401" title="errors.notAuthorizedTitle" body="errors.notAuthorizedBody" />
);
export const NotFoundPage = () => (
  <Message code="404" title="errors.notFoundTitle" body="errors.notFoundBody" />
);
