import { Box, HStack, Text, Timeline } from '@chakra-ui/react';
import { ArrowRight, CircleDot, MessageSquare, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TicketEvent } from '../../../domain/support/ticket';
import { TicketStatusBadge } from '../../components/support/TicketBadges';
import { useTicketDates } from '../../components/support/useTicketDates';

const ICONS = { created: Plus, reply: MessageSquare, status: CircleDot } as const;

/**
 * A ticket's timeline, oldest first: its opening, each reply (author, time, text) and each change
 * of status (from, to, who, when), as the server recorded them.
 */
export function TicketTimeline({ entries }: { entries: readonly TicketEvent[] }) {
  const { t } = useTranslation();
  const dates = useTicketDates();
  if (entries.length === 0) return <Text color="fg.muted">{t('support.timeline.empty')}</Text>;
  return (
    <Timeline.Root size="md" variant="subtle" data-testid="ticket-timeline">
      {entries.map((entry) => {
        const Icon = ICONS[entry.kind];
        // Isolated, so a name written in another direction keeps its place in the sentence.
        const who = `\u2068${entry.author_name ?? t('support.timeline.someone')}\u2069`;
        return (
          <Timeline.Item key={entry.id} data-testid={`ticket-timeline-${entry.kind}`}>
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator>
                <Icon size={12} aria-hidden />
              </Timeline.Indicator>
            </Timeline.Connector>
            <Timeline.Content gap="1">
              <Timeline.Title>
                <HStack gap="2" wrap="wrap">
                  <Text as="span" fontWeight="semibold">
                    {t(`support.timeline.${entry.kind}`, { user: who })}
                  </Text>
                  {entry.kind === 'status' && entry.from_status && (
                    <>
                      <TicketStatusBadge status={entry.from_status} />
                      <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
                        <ArrowRight size={14} aria-label={t('support.timeline.to')} />
                      </Box>
                    </>
                  )}
                  {entry.kind !== 'reply' && entry.to_status && (
                    <TicketStatusBadge status={entry.to_status} />
                  )}
                </HStack>
              </Timeline.Title>
              <Timeline.Description>
                <time dateTime={entry.created_at}>{dates.format(new Date(entry.created_at))}</time>
              </Timeline.Description>
              {entry.kind === 'reply' && (
                <Box
                  borderWidth="1px"
                  borderRadius="md"
                  bg="bg.subtle"
                  px="3"
                  py="2"
                  maxW="prose"
                  data-testid="ticket-reply-text"
                >
                  <Text whiteSpace="pre-wrap" dir="auto">
                    {entry.text}
                  </Text>
                </Box>
              )}
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
    </Timeline.Root>
  );
}
