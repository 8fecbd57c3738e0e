import { HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../../../domain/support/ticket';
import { ticketViewPath } from '../../lib/recordPaths';
import { useApi } from '../../lib/ApiProvider';
import { DataTable, type Column } from '../data/DataTable';
import { apiListQuery } from '../data/listQuery';
import { useEditor } from '../data/rowDialogs';
import { useListState } from '../data/useListState';
import { ResourceCreateButton } from '../resource/ResourceListPage';
import { SectionHeader } from '../SectionHeader';
import { TicketDialog } from './TicketDialog';
import { ticketResource } from './ticketResource';
import { useTicketColumns } from './ticketColumns';

/**
 * A client's support tickets (read on Support), latest activity first, each to its page, with
 * "New ticket" for this client. Paging and ordering are kept in the URL under `tickets.`.
 */
export function ClientTickets({ client }: { client: { id: number; name: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useEditor<Ticket>();
  const list = useListState({ prefix: 'tickets.', defaultOrdering: '-updated_at', defaultPageSize: 10 });
  const query = useApi().useQuery('get', '/api/support-tickets/', {
    params: { query: { ...apiListQuery(list.state), client: client.id } },
  });

  const columns: Column<Ticket>[] = [
    {
      id: 'subject',
      header: 'support.fields.subject',
      sortField: 'subject',
      cell: (ticket) => (
        <Link asChild color="primary.fg" fontWeight="medium" focusRing="outside">
          <RouterLink to={ticketViewPath(ticket.id)}>{ticket.subject}</RouterLink>
        </Link>
      ),
    },
    ...useTicketColumns({ hideAssigneeBelow: 'md' }),
  ];

  return (
    <Stack as="section" gap="4" aria-label={t('support.client.title')} data-testid="client-tickets">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <SectionHeader title={t('support.client.title')} subtitle={t('support.client.subtitle')} />
        <ResourceCreateButton resource={ticketResource} create={{ onClick: editor.add }} />
      </HStack>
      <DataTable
        label={t('support.client.tableLabel')}
        columns={columns}
        rowKey={(ticket) => ticket.id}
        list={list}
        query={query}
        emptyText={t('support.client.empty')}
        errorText={t('support.list.loadFailed')}
      />
      <TicketDialog
        key={editor.key}
        ticket={editor.row}
        client={client}
        dialog={editor.dialog}
        onCreated={(ticket) => void navigate(ticketViewPath(ticket.id))}
      />
    </Stack>
  );
}
