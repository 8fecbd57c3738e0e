import { Text } from '@chakra-ui/react';
import type { Ticket } from '../../../domain/support/ticket';
import type { Column } from '../data/DataTable';
import { Nothing } from '../data/Nothing';
import { TicketPriorityBadge, TicketStatusBadge } from './TicketBadges';
import { useTicketDates } from './useTicketDates';

/**
 * The columns every ticket table shows after its subject: priority, status, assignee and last
 * activity, each sortable where the API orders by it. `hideAssigneeBelow`: where space runs out first.
 */
export function useTicketColumns({
  hideAssigneeBelow,
}: {
  hideAssigneeBelow: 'md' | 'lg';
}): Column<Ticket>[] {
  const dates = useTicketDates();
  return [
    {
      id: 'priority',
      header: 'support.fields.priority',
      sortField: 'priority',
      cell: (ticket) => <TicketPriorityBadge priority={ticket.priority} />,
    },
    {
      id: 'status',
      header: 'support.fields.status',
      sortField: 'status',
      cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
    },
    {
      id: 'assignee',
      header: 'support.fields.assignee',
      hideBelow: hideAssigneeBelow,
      cell: (ticket) => ticket.assignee_name ?? <Nothing />,
    },
    {
      id: 'updated',
      header: 'support.fields.updatedAt',
      sortField: 'updated_at',
      hideBelow: hideAssigneeBelow === 'md' ? 'sm' : 'lg',
      cell: (ticket) => <Text whiteSpace="nowrap">{dates.format(new Date(ticket.updated_at))}</Text>,
    },
  ];
}
