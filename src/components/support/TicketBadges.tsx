import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TicketPriority, TicketStatus } from '../../../domain/support/ticket';

const STATUS_PALETTE: Record<TicketStatus, string> = {
  open: 'blue',
  pending: 'orange',
  resolved: 'green',
  closed: 'gray',
};

const PRIORITY_PALETTE: Record<TicketPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" data-testid="ticket-status">
      {t(`support.statuses.${status}`)}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={PRIORITY_PALETTE[priority]} variant="outline">
      {t(`support.priorities.${priority}`)}
    </Badge>
  );
}
