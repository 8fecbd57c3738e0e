import { useMemo } from 'react';
import { Box, HStack, Text, Timeline } from '@chakra-ui/react';
import { ArrowRight, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ORDER_CREATED_EVENT, type OrderTransition } from '../../../../domain/sales/order';
import { OrderStatusBadge } from '../../../components/sales/OrderBadges';

/**
 * An order's timeline, oldest first: its creation, then each status change as the server
 * recorded it (from, to, event, who, when, and the note given with it).
 */
export function OrderTimeline({ transitions }: { transitions: readonly OrderTransition[] }) {
  const { t, i18n } = useTranslation();
  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
    [i18n.language],
  );
  if (transitions.length === 0) {
    return <Text color="fg.muted">{t('orders.timeline.empty')}</Text>;
  }
  return (
    <Timeline.Root size="sm" variant="subtle" data-testid="order-timeline">
      {transitions.map((entry) => (
        <Timeline.Item key={entry.id} data-testid="order-timeline-entry">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator>
              <Circle size={8} aria-hidden />
            </Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content gap="1">
            <Timeline.Title>
              <HStack gap="2" wrap="wrap">
                <Text as="span" fontWeight="semibold">
                  {entry.event === ORDER_CREATED_EVENT
                    ? t('orders.timeline.created')
                    : t(`orders.events.${entry.event}`, { defaultValue: entry.event })}
                </Text>
                {entry.from_status && (
                  <>
                    <OrderStatusBadge status={entry.from_status} />
                    <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
                      <ArrowRight size={14} aria-label={t('orders.timeline.to')} />
                    </Box>
                  </>
                )}
                <OrderStatusBadge status={entry.to_status} />
              </HStack>
            </Timeline.Title>
            <Timeline.Description>
              {t('orders.timeline.byAt', {
                // Isolated, so a name written in another direction keeps its place in the sentence.
                user: `\u2068${entry.user_name ?? t('orders.timeline.someone')}\u2069`,
                time: when.format(new Date(entry.created_at)),
              })}
            </Timeline.Description>
            {entry.note && (
              <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="order-timeline-note">
                {entry.note}
              </Text>
            )}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
