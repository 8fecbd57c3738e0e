import { useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationPreference } from '../../../../domain/sales/clientNotifications';
import { NotificationGrid } from '../../../components/sales/NotificationGrid';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import { changeId, withNotice } from '../../../components/feedback/notify';
import { useApi } from '../../../lib/ApiProvider';
import { Loading } from '../../../components/feedback/Loading';

const key = (p: Pick<NotificationPreference, 'message' | 'channel'>) => `${p.message}/${p.channel}`;

/** Whether the saved grid and the edited one differ, switch by switch. */
const changesOf = (saved: NotificationPreference[], edited: Map<string, boolean>) =>
  saved.filter((p) => edited.has(key(p)) && edited.get(key(p)) !== p.enabled);

/**
 * The notifications tab: which messages the client receives (order confirmation, shipping,
 * invoice, payment reminder) on which channel (email, SMS), one switch each; saved together, and
 * only the switches changed are sent. A reader who may not change them sees them.
 */
export function ClientNotificationsTab({ clientId, canChange }: { clientId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const query = api.useQuery('get', '/api/clients/{id}/notifications/', {
    params: { path: { id: clientId } },
  });
  const save = api.useMutation('put', '/api/clients/{id}/notifications/');
  const [edited, setEdited] = useState(new Map<string, boolean>());

  if (query.isError)
    return (
      <LoadFailed
        message={t('clients.notifications.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <Loading />;
  const saved = query.data.preferences;
  const enabled = (p: NotificationPreference) => edited.get(key(p)) ?? p.enabled;
  const changes = changesOf(saved, edited);
  const cell = (message: string, channel: string) =>
    saved.find((p) => p.message === message && p.channel === channel)!;

  const submit = () =>
    withNotice(
      changeId('/api/clients/{id}/notifications/', 'update', clientId),
      { success: t('clients.notifications.saved'), failure: t('clients.notifications.saveFailed') },
      async () => {
        await save.mutateAsync({
          params: { path: { id: clientId } },
          body: { preferences: changes.map((p) => ({ ...p, enabled: !p.enabled })) },
        });
        await queryClient.invalidateQueries({ queryKey: ['get', '/api/clients/{id}/notifications/'] });
        await queryClient.invalidateQueries({ queryKey: ['get', '/api/clients/{id}/history/'] });
        setEdited(new Map());
      },
    );

  return (
    <Stack gap="4" data-testid="client-notifications">
      <Text color="fg.muted" fontSize="sm">
        {t('clients.notifications.subtitle')}
      </Text>
      <NotificationGrid
        label={t('clients.notifications.tableLabel')}
        isOn={(message, channel) => enabled(cell(message, channel))}
        onChange={(message, channel, on) =>
          setEdited((current) => new Map(current).set(key({ message, channel }), on))
        }
        disabled={!canChange || save.isPending}
      />
      {canChange ? (
        <HStack gap="3">
          <Button
            colorPalette="primary"
            onClick={() => void submit().catch(() => undefined)}
            disabled={!changes.length}
            loading={save.isPending}
            data-testid="save-notifications"
          >
            {t('clients.notifications.save')}
          </Button>
          <Button variant="outline" onClick={() => setEdited(new Map())} disabled={!changes.length}>
            {t('clients.notifications.reset')}
          </Button>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('clients.notifications.readOnly')}
        </Text>
      )}
    </Stack>
  );
}
