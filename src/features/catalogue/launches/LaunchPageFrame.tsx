import type { ReactNode } from 'react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LAUNCH_LIST_PATH } from '../paths';

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
      <Link asChild alignSelf="flex-start" fontSize="sm" color="fg.muted" focusRing="outside">
        <RouterLink to={LAUNCH_LIST_PATH}>
          <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex" aria-hidden>
            <ArrowLeft size={16} />
          </Box>
          {t('launches.view.back')}
        </RouterLink>
      </Link>
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
