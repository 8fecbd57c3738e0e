import { useState, type ReactNode } from 'react';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { SectionNav } from '../../components/SectionNav';
import {
  AUDIT_LOGS_PATH,
  PERMISSION_MATRIX_PATH,
  POLICIES_PATH,
  ROLE_MANAGEMENT_PATH,
  SECURITY_DASHBOARD_PATH,
  SECURITY_EVENTS_PATH,
} from './paths';

const SECTIONS = [
  { path: SECURITY_DASHBOARD_PATH, label: 'security.nav.dashboard', action: 'read' },
  { path: PERMISSION_MATRIX_PATH, label: 'security.nav.matrix', action: 'manage' },
  { path: ROLE_MANAGEMENT_PATH, label: 'security.nav.roles', action: 'read' },
  { path: AUDIT_LOGS_PATH, label: 'security.nav.auditLogs', action: 'read' },
  { path: SECURITY_EVENTS_PATH, label: 'security.nav.events', action: 'read' },
  { path: POLICIES_PATH, label: 'security.nav.policies', action: 'manage' },
] as const;

/** Whether the signed-in user may change the security area (manage on security, spec §2). */
export function useCanManageSecurity(): boolean {
  return useAppAbility()?.can('manage', 'security') ?? false;
}

/** A screen of the security area: its title, the area's sections the user may open, and the content. */
export function SecurityPage({
  title,
  subtitle,
  actions,
  children,
}: {
  /** Translated texts. */
  title: string;
  subtitle: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  // Full height: a screen on the fixed-height layout (the matrix) lets its content fill the rest.
  return (
    <Stack gap="6" maxW="7xl" h="full">
      <SectionNav
        label={t('security.nav.label')}
        items={SECTIONS.filter((s) => ability?.can(s.action, 'security')).map((section) => ({
          path: section.path,
          label: t(section.label),
        }))}
      />
      <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Stack>
        {actions && <HStack gap="2">{actions}</HStack>}
      </Flex>
      {children}
    </Stack>
  );
}

type Refetchable = { refetch: () => Promise<unknown>; isError: boolean; dataUpdatedAt: number };

/**
 * The Refresh action of a screen: reads its queries again. `failed` says the failure showing is
 * that refresh's ('Failed to refresh permissions'), not a first load's: no query has read
 * anything since the refresh was asked for.
 */
export function useRefreshAction(queries: readonly Refetchable[]) {
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  return {
    refresh: () => {
      setAskedAt(Date.now());
      setLoading(true);
      void Promise.allSettled(queries.map((q) => q.refetch())).then(() => setLoading(false));
    },
    failed: askedAt !== null && queries.some((q) => q.isError && q.dataUpdatedAt < askedAt),
    /** While the refresh asked for runs (not whenever something else loads). */
    loading,
  };
}

/**
 * Reads the screen's roles and permissions again (someone else may have changed them). A failure
 * shows 'Failed to refresh permissions' (spec §8) with Retry, where the data was.
 */
export function RefreshButton({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onClick} loading={loading} loadingText={t('security.refresh')}>
      <RefreshCw aria-hidden />
      {t('security.refresh')}
    </Button>
  );
}
