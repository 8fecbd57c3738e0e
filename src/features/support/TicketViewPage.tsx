import { useState } from 'react';
import { Button, Card, DataList, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  TICKET_STATUSES,
  supportMessages,
  type Ticket,
  type TicketReplyCreate,
  type TicketStatus,
} from '../../../domain/support/ticket';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { Nothing } from '../../components/data/Nothing';
import { useEditor } from '../../components/data/rowDialogs';
import { LoadFailed } from '../../components/feedback/LoadFailed';
import { changeId, notify, withNotice } from '../../components/feedback/notify';
import { DetailPage, useRouteRecord } from '../../components/resource/DetailPage';
import { resourceKeys } from '../../components/resource/resource';
import { canOnResource } from '../../components/resource/resourceAbility';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { useSupportMessage } from '../../components/support/supportMessages';
import { TicketPriorityBadge, TicketStatusBadge } from '../../components/support/TicketBadges';
import { TicketDialog } from '../../components/support/TicketDialog';
import { ticketResource } from '../../components/support/ticketResource';
import { useTicketDates } from '../../components/support/useTicketDates';
import { useApi, useApiClient } from '../../lib/ApiProvider';
import { clientDetailsPath, SUPPORT_LIST_PATH } from '../../lib/recordPaths';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { TicketReplyForm } from './TicketReplyForm';
import { TicketTimeline } from './TicketTimeline';

const TIMELINE_PATH = '/api/support-tickets/{id}/timeline/';

/** /apps/support/view/:id (read on Support): a ticket, its status, its timeline and the reply form. */
export function TicketViewPage() {
  const { id, query } = useRouteRecord('/api/support-tickets/{id}/');
  return (
    <DetailPage
      texts="support.view"
      notFoundDetail={supportMessages.notFound}
      backTo={SUPPORT_LIST_PATH}
      id={id}
      query={query}
    >
      {(ticket) => <TicketDetails ticket={ticket} />}
    </DetailPage>
  );
}

function TicketDetails({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reason = useSupportMessage();
  const dates = useTicketDates();
  const ability = useAppAbility();
  const api = useApi();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const editor = useEditor<Ticket>();
  const [deleting, setDeleting] = useState(false);
  const { update, remove } = useResourceMutations(ticketResource);
  const keys = resourceKeys(ticketResource);
  const timeline = api.useQuery('get', TIMELINE_PATH, { params: { path: { id: ticket.id } } });
  const canUpdate = canOnResource(ability, ticketResource, 'update', ticket);
  const canDelete = canOnResource(ability, ticketResource, 'delete', ticket);
  const refreshTimeline = () => queryClient.invalidateQueries({ queryKey: ['get', TIMELINE_PATH] });

  const changeStatus = async (status: TicketStatus) => {
    try {
      await withNotice(
        changeId(ticketResource.path, 'update', ticket.id),
        {
          success: t('support.view.statusChanged', { status: t(`support.statuses.${status}`) }),
          failure: t('support.dialog.updateFailed'),
        },
        () => update.mutateAsync({ id: ticket.id, body: { status } }),
      );
    } catch {
      // Noticed above; the page shows the ticket as the server has it.
    } finally {
      await refreshTimeline();
    }
  };

  const sendReply = async (reply: TicketReplyCreate) => {
    const { error } = await client.POST('/api/support-tickets/{id}/replies/', {
      params: { path: { id: ticket.id } },
      body: reply,
    });
    // Whatever the answer, the ticket and its timeline are asked for again.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.item }),
      queryClient.invalidateQueries({ queryKey: keys.list }),
      refreshTimeline(),
    ]);
    if (error !== undefined) throw error;
    notify.success(t('support.reply.sent'));
  };

  const fields: [string, React.ReactNode][] = [
    [
      t('support.fields.client'),
      <Link asChild color="primary.fg" focusRing="outside">
        <RouterLink to={clientDetailsPath(ticket.client)}>{ticket.client_name}</RouterLink>
      </Link>,
    ],
    [t('support.fields.priority'), <TicketPriorityBadge priority={ticket.priority} />],
    [t('support.fields.assignee'), ticket.assignee_name ?? <Nothing />],
    [t('support.fields.createdAt'), dates.format(new Date(ticket.created_at))],
    [t('support.fields.updatedAt'), dates.format(new Date(ticket.updated_at))],
  ];

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="4" align="flex-start">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('support.list.number', { id: ticket.id })}
          </Text>
          <Heading as="h1" size="2xl" dir="auto">
            {ticket.subject}
          </Heading>
          <HStack gap="2">
            <TicketStatusBadge status={ticket.status} />
            <TicketPriorityBadge priority={ticket.priority} />
          </HStack>
        </Stack>
        <HStack gap="2">
          {canUpdate && (
            <Button variant="outline" onClick={() => editor.edit(ticket)} data-testid="ticket-edit">
              <Pencil aria-hidden />
              {t('support.view.edit')}
            </Button>
          )}
          {canDelete && (
            <Button variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden />
              {t('support.list.delete')}
            </Button>
          )}
        </HStack>
      </HStack>
      {!canUpdate && <Text color="fg.muted">{t('support.view.readOnly')}</Text>}

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <TextCard
            title={t('support.fields.description')}
            text={ticket.description}
            empty={t('support.view.noDescription')}
          />
          <Card.Root variant="outline">
            <Card.Body gap="4">
              <Heading as="h2" size="md">
                {t('support.timeline.title')}
              </Heading>
              {timeline.data ? (
                <TicketTimeline entries={timeline.data.results} />
              ) : timeline.isError ? (
                <LoadFailed
                  message={t('support.timeline.loadFailed')}
                  onRetry={() => void timeline.refetch()}
                  retrying={timeline.isFetching}
                />
              ) : null}
              {canUpdate && (
                <>
                  <Heading as="h3" size="sm">
                    {t('support.reply.title')}
                  </Heading>
                  <TicketReplyForm key={ticket.status} ticket={ticket} onReply={sendReply} />
                </>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
        <Stack gap="6">
          <Card.Root variant="outline">
            <Card.Body>
              <DataList.Root orientation="horizontal" gap="3" data-testid="ticket-fields">
                {fields.map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="7rem">{label}</DataList.ItemLabel>
                    <DataList.ItemValue>{value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          {canUpdate && (
            <Card.Root variant="outline">
              <Card.Body gap="3">
                <Heading as="h2" size="md">
                  {t('support.view.status')}
                </Heading>
                <HStack gap="2" wrap="wrap" role="group" aria-label={t('support.view.status')}>
                  {TICKET_STATUSES.filter((status) => status !== ticket.status).map((status) => (
                    <Button
                      key={status}
                      size="sm"
                      variant="outline"
                      loading={update.isPending && update.variables?.body?.status === status}
                      onClick={() => void changeStatus(status)}
                      data-testid={`ticket-set-${status}`}
                    >
                      {t(`support.view.setStatus.${status}`)}
                    </Button>
                  ))}
                </HStack>
              </Card.Body>
            </Card.Root>
          )}
          <TextCard title={t('support.fields.notes')} text={ticket.notes} empty={t('support.view.noNotes')} />
        </Stack>
      </SimpleGrid>

      <TicketDialog key={editor.key} ticket={editor.row} dialog={editor.dialog} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('support.list.deleteTitle')}
        body={t('support.list.deleteBody', { subject: ticket.subject })}
        confirmLabel={t('support.list.delete')}
        destructive
        errorText={reason}
        onConfirm={async () => {
          await withNotice(
            changeId(ticketResource.path, 'delete', ticket.id),
            { success: t('support.list.deleted'), failure: t('support.list.deleteFailed') },
            () => remove.mutateAsync(ticket.id),
          );
          void navigate(SUPPORT_LIST_PATH);
        }}
      />
    </Stack>
  );
}

/** A ticket's free text (its description, its notes) in a card, or what says there is none. */
function TextCard({ title, text, empty }: { title: string; text: string; empty: string }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {text ? (
          <Text whiteSpace="pre-wrap" dir="auto">
            {text}
          </Text>
        ) : (
          <Text color="fg.muted">{empty}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
