import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TICKET_PRIORITIES, TICKET_STATUSES, type Ticket } from '../../../domain/support/ticket';
import type { Column } from '../../components/data/DataTable';
import { FilterSelect } from '../../components/data/FilterSelect';
import { RowActions } from '../../components/data/RowActions';
import { useDeleting, useEditor } from '../../components/data/rowDialogs';
import { FilterPicker } from '../../components/form/FilterPicker';
import { DeleteRowDialog } from '../../components/resource/DeleteRowDialog';
import { ResourceListPage } from '../../components/resource/ResourceListPage';
import { canOnResource } from '../../components/resource/resourceAbility';
import { useResourceList } from '../../components/resource/useResourceList';
import { useSupportMessage } from '../../components/support/supportMessages';
import { TicketDialog } from '../../components/support/TicketDialog';
import { ticketResource } from '../../components/support/ticketResource';
import { useTicketColumns } from '../../components/support/ticketColumns';
import { clientDetailsPath, ticketViewPath } from '../../lib/recordPaths';
import { useAppAbility } from '../../lib/session/SessionProvider';

/**
 * /apps/support/list (read on Support): the clients' tickets, by status, priority, assignee and
 * client, latest activity first; open, edit, delete.
 */
export function TicketListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reason = useSupportMessage();
  const ability = useAppAbility();
  const { list, query } = useResourceList(ticketResource);
  const editor = useEditor<Ticket>();
  const deleting = useDeleting<Ticket>();
  const filters = list.state.filters;
  const can = (action: string, ticket: Ticket) => canOnResource(ability, ticketResource, action, ticket);

  const columns: Column<Ticket>[] = [
    {
      id: 'subject',
      header: 'support.fields.subject',
      sortField: 'subject',
      cell: (ticket) => (
        <Stack gap="0" minW="12rem">
          <Link asChild color="primary.fg" fontWeight="medium" focusRing="outside">
            <RouterLink to={ticketViewPath(ticket.id)}>{ticket.subject}</RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {t('support.list.number', { id: ticket.id })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'client',
      header: 'support.fields.client',
      hideBelow: 'md',
      cell: (ticket) => (
        <Link asChild focusRing="outside" color="fg">
          <RouterLink to={clientDetailsPath(ticket.client)}>{ticket.client_name}</RouterLink>
        </Link>
      ),
    },
    ...useTicketColumns({ hideAssigneeBelow: 'lg' }),
    {
      id: 'actions',
      header: 'support.list.actions',
      textAlign: 'end',
      cell: (ticket) => (
        <RowActions
          name={ticket.subject}
          onEdit={can('update', ticket) ? () => editor.edit(ticket) : undefined}
          onDelete={can('delete', ticket) ? () => deleting.ask(ticket) : undefined}
        />
      ),
    },
  ];

  return (
    <ResourceListPage
      resource={ticketResource}
      create={{ onClick: editor.add }}
      columns={columns}
      rowKey={(ticket) => ticket.id}
      list={list}
      query={query}
      onRowClick={(ticket) => void navigate(ticketViewPath(ticket.id))}
      filters={
        <HStack gap="3" align="flex-end" wrap="wrap">
          <FilterSelect
            label={t('support.fields.status')}
            allLabel={t('support.list.allStatuses')}
            value={filters.status ?? ''}
            options={TICKET_STATUSES.map((s) => ({ value: s, label: t(`support.statuses.${s}`) }))}
            onChange={(value) => list.setFilter('status', value)}
          />
          <FilterSelect
            label={t('support.fields.priority')}
            allLabel={t('support.list.allPriorities')}
            value={filters.priority ?? ''}
            options={TICKET_PRIORITIES.map((p) => ({ value: p, label: t(`support.priorities.${p}`) }))}
            onChange={(value) => list.setFilter('priority', value)}
          />
          <FilterPicker
            label={t('support.fields.assignee')}
            allLabel={t('support.list.allAssignees')}
            path="/api/support-tickets/choices/assignees/"
            value={filters.assignee}
            onChange={(value) => list.setFilter('assignee', value)}
            testId="tickets-filter-assignee"
          />
          <FilterPicker
            label={t('support.fields.client')}
            allLabel={t('support.list.allClients')}
            path="/api/clients/"
            item="/api/clients/{id}/"
            value={filters.client}
            onChange={(value) => list.setFilter('client', value)}
            testId="tickets-filter-client"
          />
        </HStack>
      }
    >
      <TicketDialog key={editor.key} ticket={editor.row} dialog={editor.dialog} />
      <DeleteRowDialog
        resource={ticketResource}
        deleting={deleting}
        body={t('support.list.deleteBody', { subject: deleting.row?.subject ?? '' })}
        confirmLabel={t('support.list.delete')}
        deletedText={() => t('support.list.deleted')}
        errorText={reason}
      />
    </ResourceListPage>
  );
}
