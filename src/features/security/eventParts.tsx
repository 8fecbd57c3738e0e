import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SecurityDashboard } from '../../../domain/security';
import type { SecuritySeverity } from '../../../domain/security/eventWords';
import { useVocabulary } from '../../lib/vocabularyText';

/** A security event as the dashboard's incidents and the events list show it. */
export type SecurityEventRow = SecurityDashboard['recent_incidents'][number];

const SEVERITY_PALETTE = { low: 'gray', medium: 'yellow', high: 'orange', critical: 'red' } as const;

export function SeverityBadge({ severity }: { severity: SecuritySeverity }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={SEVERITY_PALETTE[severity]} variant="subtle">
      {t(`security.severity.${severity}`)}
    </Badge>
  );
}

/**
 * What an event was about: the field script-like input was typed into, or why it was raised.
 * The client wrote these words itself; React shows them as text, never as markup.
 */
export function EventDetail({ event }: { event: SecurityEventRow }) {
  const { t } = useTranslation();
  const words = useVocabulary();
  if (event.reason !== null) return words.securityEventReason(event.reason);
  if (event.field === null) return null;
  // Isolated, so a field name keeps its own direction in a right-to-left sentence.
  return t('security.dashboard.incidentField', { field: `\u2068${event.field}\u2069` });
}

/** Who the event happened to: their email, or that nobody was signed in. */
export function EventUser({ event }: { event: SecurityEventRow }) {
  const { t } = useTranslation();
  return event.user_email === null ? (
    <Text as="span" color="fg.muted">
      {t('security.dashboard.incidentNoUser')}
    </Text>
  ) : (
    <Text as="span" dir="ltr">
      {event.user_email}
    </Text>
  );
}
