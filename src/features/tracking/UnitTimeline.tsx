import { useMemo } from 'react';
import { Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OrderRef } from './OrderRef';
import { QueryCard } from '../../components/data/QueryCard';
import { useApi } from '../../lib/ApiProvider';
import { UnitStatusBadge } from './badges';

/** A unit's history: every event, oldest first, with its move of status and place, order, who and when. */
export function UnitTimeline({ unitId }: { unitId: number }) {
  const { t, i18n } = useTranslation();
  const query = useApi().useQuery('get', '/api/tracked-products/{id}/events/', {
    params: { path: { id: unitId } },
  });
  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  return (
    <QueryCard title={t('tracking.timeline.title')} failed={t('tracking.timeline.failed')} query={query}>
      {(data) => {
        return (
          <List.Root as="ol" variant="plain" gap="4" data-testid="unit-timeline">
            {data.map((event) => (
              <List.Item
                key={event.id}
                borderStartWidth="2px"
                borderColor="border"
                ps="3"
                data-testid="unit-event"
              >
                <Stack gap="1">
                  <Text fontSize="sm" fontWeight="medium">
                    {t('tracking.timeline.line', {
                      event: t(`tracking.events.${event.type}`),
                      user: event.user_name ?? t('tracking.timeline.someone'),
                    })}
                  </Text>
                  <HStack gap="1" wrap="wrap">
                    {event.from_status && event.from_status !== event.to_status && (
                      <>
                        <UnitStatusBadge status={event.from_status} />
                        <Box as="span" aria-hidden _rtl={{ transform: 'scaleX(-1)' }}>
                          →
                        </Box>
                      </>
                    )}
                    <UnitStatusBadge status={event.to_status} />
                  </HStack>
                  {event.to_location && event.to_location !== event.from_location && (
                    <Text fontSize="sm">
                      {event.from_location
                        ? t('tracking.timeline.movedFromTo', {
                            from: event.from_location,
                            to: event.to_location,
                          })
                        : t('tracking.timeline.at', { location: event.to_location })}
                    </Text>
                  )}
                  {event.order_number !== null && (
                    <Text fontSize="sm">
                      <OrderRef id={event.order} number={event.order_number} />
                    </Text>
                  )}
                  {event.note && (
                    <Text fontSize="sm" fontStyle="italic">
                      “{event.note}”
                    </Text>
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    {when.format(new Date(event.created_at))}
                  </Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        );
      }}
    </QueryCard>
  );
}
