import type { ReactNode } from 'react';
import { Button, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

function Notice({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="center" textAlign="center" maxW="md">
      <Circle size="16" bg="primary.subtle" color="primary.fg" aria-hidden>
        {icon}
      </Circle>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{body}</Text>
      <Button asChild colorPalette="primary">
        <Link to="/">{t('pages.backHome')}</Link>
      </Button>
    </Stack>
  );
}

const Svg = ({ children }: { children: ReactNode }) => (
  <svg
    viewBox="0 0 24 24"
    width="30"
    height="30"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {children}
  </svg>
);

export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={
        <Svg>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </Svg>
      }
      title={t('pages.comingSoon.title')}
      body={t('pages.comingSoon.body')}
    />
  );
}

export function UnderMaintenancePage() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={
        <Svg>
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />
        </Svg>
      }
      title={t('pages.maintenance.title')}
      body={t('pages.maintenance.body')}
    />
  );
}
