import { useMemo } from 'react';
import { Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueryCard } from '../../components/data/QueryCard';
import { useApi } from '../../lib/ApiProvider';
import { StatusBadge } from './StatusBadge';

/** The review's timeline: every move of its status, who made it, when, and the reason given. */
export function ReviewTimeline({ reviewId, language }: { reviewId: number; language: string }) {
  const { t } = useTranslation();
  const query = useApi().useQuery('get', '/api/performance-reviews/{id}/transitions/', {
    params: { path: { id: reviewId } },
  });
  const when = useMemo(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  return (
    <QueryCard title={t('hr.reviews.timeline')} failed={t('hr.reviews.timelineFailed')} query={query}>
      {(data) => {
        return data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('hr.reviews.timelineEmpty')}
          </Text>
        ) : (
          <List.Root as="ol" variant="plain" gap="4" data-testid="review-timeline">
            {data.map((line) => (
              <List.Item key={line.id} borderStartWidth="2px" borderColor="border" ps="3">
                <Stack gap="1">
                  <Text fontSize="sm" fontWeight="medium">
                    {t('hr.reviews.timelineLine', {
                      event: t(`hr.events.${line.event}`),
                      user: line.user_name ?? t('hr.reviews.someone'),
                    })}
                  </Text>
                  <HStack gap="1" wrap="wrap">
                    {line.from_status && <StatusBadge status={line.from_status} />}
                    {line.from_status && (
                      <Box as="span" aria-hidden _rtl={{ transform: 'scaleX(-1)' }}>
                        →
                      </Box>
                    )}
                    <StatusBadge status={line.to_status} />
                  </HStack>
                  {line.comment && (
                    <Text fontSize="sm" fontStyle="italic">
                      “{line.comment}”
                    </Text>
                  )}
                  <Text fontSize="xs" color="fg.muted">
                    {when.format(new Date(line.created_at))}
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
