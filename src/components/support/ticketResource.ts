import { TicketListQuerySchema } from '../../../domain/support/ticket';
import { defineResource } from '../resource/resource';

/**
 * Support tickets: read, opened, changed and deleted under the Support right. Shared: the help
 * desk's list and a client's page both list and open them.
 */
export const ticketResource = defineResource({
  path: '/api/support-tickets/',
  name: 'ticket',
  subject: 'Support',
  texts: 'support.list',
  listQuery: TicketListQuerySchema,
  filters: ['client', 'status', 'priority', 'assignee'],
  defaultOrdering: '-updated_at',
});
