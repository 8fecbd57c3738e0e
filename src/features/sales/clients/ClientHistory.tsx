import { useMemo } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClientHistoryEntry } from '../../../../domain/sales/partyOverview';
import { SectionHeader } from '../../../components/SectionHeader';
import { LoadFailed } from '../../../components/feedback/LoadFailed';
import { useApi } from '../../../lib/ApiProvider';
import { useVocabulary } from '../../../lib/vocabularyText';
import { Loading } from '../../../components/feedback/Loading';

/** The fields an entry changed (an update's, a notification switch's), by name. */
const changedFields = (entry: ClientHistoryEntry) =>
  entry.action.endsWith('.update') || entry.action === 'client.notifications'
    ? Object.keys(entry.after ?? {}).filter((field) => field !== 'updated_at')
    : [];

const ADDRESS_PART: Record<string, string> = {
  address: 'street',
  city: 'city',
  state: 'state',
  postal_code: 'postal_code',
  country: 'country',
};
const PORTAL_FIELD: Record<string, string> = { name: 'name', access: 'access', enabled: 'enabled' };

/** A changed field in the reader's words: the label its form shows; an unknown one as named. */
function fieldLabel(t: TFunction, field: string): string {
  const address = /^(billing|shipping)_(.+)$/.exec(field);
  if (address && ADDRESS_PART[address[2]!])
    return `${t(`clients.address.${address[1]}`)}: ${t(`clients.address.${ADDRESS_PART[address[2]!]}`)}`;
  // A notification switch: `<message>.<channel>`.
  const notification = /^([a-z_]+)\.(email|sms)$/.exec(field);
  if (notification)
    return t('clients.notifications.switchLabel', {
      message: t(`clients.notifications.messages.${notification[1]}`, { defaultValue: notification[1] }),
      channel: t(`clients.notifications.channels.${notification[2]}`),
    });
  if (field === 'name' || field === 'code') return t(`catalogueConfig.fields.${field}`);
  if (PORTAL_FIELD[field]) return t(`clients.portal.${PORTAL_FIELD[field]}`);
  return t(`clients.fields.${field}`, { defaultValue: field });
}

/**
 * Who changed the client or its portal contacts, and when, newest first (from the audit log):
 * the action in the reader's words, who did it, when, and which fields an update changed.
 */
export function ClientHistory({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const words = useVocabulary();
  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  const query = useApi().useQuery('get', '/api/clients/{id}/history/', {
    params: { path: { id: clientId }, query: { page_size: 20 } },
  });
  let body;
  if (query.isError)
    body = (
      <LoadFailed
        message={t('clients.history.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!query.data) body = <Loading />;
  else if (!query.data.results.length) body = <Text color="fg.muted">{t('clients.history.empty')}</Text>;
  else
    body = (
      <Stack as="ol" gap="0" listStyleType="none" borderStartWidth="2px" borderColor="border" ms="2">
        {query.data.results.map((entry) => {
          const fields = changedFields(entry);
          return (
            <Box as="li" key={entry.id} position="relative" ps="5" pb="4" data-testid="history-entry">
              <Box
                position="absolute"
                insetStart="-7px"
                top="1.5"
                boxSize="3"
                rounded="full"
                bg="primary.solid"
                aria-hidden
              />
              <Text fontWeight="medium">{words.auditAction(entry.action)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('clients.history.byWhen', {
                  who: entry.actor_email ?? t('clients.history.someone'),
                  when: when.format(new Date(entry.created_at)),
                })}
              </Text>
              {fields.length > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {t('clients.history.fields', { fields: fields.map((f) => fieldLabel(t, f)).join(', ') })}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
    );
  return (
    <Stack gap="4" data-testid="client-history">
      <SectionHeader title={t('clients.history.title')} subtitle={t('clients.history.subtitle')} level="h3" />
      {body}
    </Stack>
  );
}
