import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LAUNCH_LIST_PATH } from '../paths';
import { BackLink } from '../../../components/BackLink';

/** A launch form page: the link back to the launches, the title and the subtitle above its content. */
export function PageFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="5xl">
      <BackLink to={LAUNCH_LIST_PATH} label={t('launches.view.back')} />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {subtitle && <Text color="fg.muted">{subtitle}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
