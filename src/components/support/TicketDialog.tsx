import { Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketCreateSchema,
  TicketUpdateSchema,
  type Ticket,
  type TicketCreate,
} from '../../../domain/support/ticket';
import { FormDialog, FormField } from '../data/FormDialog';
import type { DirtyCloseControl } from '../data/useDirtyClose';
import { withSaveNotice } from '../feedback/notify';
import { ReferenceField } from '../form/ReferenceField';
import { useResourceMutations } from '../resource/useResourceMutations';
import { useSupportMessage } from './supportMessages';
import { ticketResource } from './ticketResource';

const FIELDS = ['client', 'subject', 'description', 'priority', 'status', 'assignee', 'notes'] as const;
type Field = (typeof FIELDS)[number];
type TicketValues = Pick<TicketCreate, Field>;
type TicketForm = UseFormReturn<TicketValues, unknown, unknown>;

/**
 * Open a ticket or edit one (mount it anew for each opening: `key`): validated with the API's own
 * schemas, the server's messages on their fields, the question before closing with unsaved
 * changes. Opened from a client's page, the client is that one and cannot be changed.
 */
export function TicketDialog({
  ticket,
  client,
  dialog,
  onCreated,
}: {
  /** The ticket edited, or null to open one. */
  ticket: Ticket | null;
  /** A new ticket's client, fixed (a client's page), with its name. */
  client?: { id: number; name: string };
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
  onCreated?: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation();
  const text = useSupportMessage();
  const { create, update } = useResourceMutations(ticketResource);
  const editing = ticket !== null;
  const defaults: Partial<TicketValues> = ticket
    ? Object.fromEntries(FIELDS.map((f) => [f, ticket[f]]))
    : {
        client: client?.id,
        subject: '',
        description: '',
        priority: 'normal',
        status: 'open',
        assignee: null,
        notes: '',
      };
  const clientName = ticket?.client_name ?? client?.name;

  return (
    <FormDialog
      {...dialog}
      title={editing ? t('support.dialog.editTitle', { id: ticket.id }) : t('support.dialog.addTitle')}
      description={t('support.dialog.subtitle')}
      submitLabel={t(editing ? 'support.dialog.save' : 'support.dialog.add')}
      schema={editing ? TicketUpdateSchema : TicketCreateSchema}
      fields={FIELDS}
      defaultValues={defaults as never}
      size="lg"
      onSubmit={(values) =>
        withSaveNotice(
          ticketResource.path,
          ticket?.id,
          (word) => t(`support.dialog.${word}`),
          async () => {
            if (ticket) return update.mutateAsync({ id: ticket.id, body: values });
            const made = await create.mutateAsync(values as TicketCreate);
            onCreated?.(made as Ticket);
            return made;
          },
        )
      }
    >
      {(rawForm) => {
        const form = rawForm as unknown as TicketForm;
        const { errors } = form.formState;
        const error = (field: Field) => text(errors[field]?.message);
        return (
          <Stack gap="4">
            <ReferenceField
              control={form.control}
              name="client"
              label={t('support.fields.client')}
              error={error('client')}
              path="/api/clients/"
              emptyLabel={t('support.fields.chooseClient')}
              fallback={(id) => (id === (ticket?.client ?? client?.id) ? clientName : null) ?? `#${id}`}
              // Kept in the values (a fixed client is still sent), only not changed here.
              disabled={client !== undefined}
              testId="ticket-client"
            />
            <FormField label={t('support.fields.subject')} error={error('subject')} required>
              <Input autoComplete="off" {...form.register('subject')} data-testid="ticket-subject" />
            </FormField>
            <FormField label={t('support.fields.description')} error={error('description')}>
              <Textarea rows={3} {...form.register('description')} data-testid="ticket-description" />
            </FormField>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label={t('support.fields.priority')} error={error('priority')} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('priority')} data-testid="ticket-priority">
                    {TICKET_PRIORITIES.map((priority) => (
                      <option key={priority} value={priority}>
                        {t(`support.priorities.${priority}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('support.fields.status')} error={error('status')} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('status')} data-testid="ticket-status-field">
                    {TICKET_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`support.statuses.${status}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <ReferenceField
                control={form.control}
                name="assignee"
                label={t('support.fields.assignee')}
                error={error('assignee')}
                path="/api/support-tickets/choices/assignees/"
                optional
                nullable
                emptyLabel={t('support.fields.unassigned')}
                fallback={(id) => (id === ticket?.assignee ? ticket.assignee_name : null) ?? `#${id}`}
                testId="ticket-assignee"
              />
            </SimpleGrid>
            <FormField label={t('support.fields.notes')} error={error('notes')}>
              <Textarea rows={2} {...form.register('notes')} />
            </FormField>
          </Stack>
        );
      }}
    </FormDialog>
  );
}
