import { Button, HStack, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  TICKET_STATUSES,
  TicketReplyCreateSchema,
  type Ticket,
  type TicketReplyCreate,
} from '../../../domain/support/ticket';
import { FormField } from '../../components/data/FormDialog';
import { Notice } from '../../components/feedback/Notice';
import { useSupportMessage } from '../../components/support/supportMessages';

/** The reply form's "status" choice that leaves the ticket's status as it is. */
const KEEP = '';
const ReplyFormSchema = z.object({
  text: TicketReplyCreateSchema.shape.text,
  status: z.union([z.enum(TICKET_STATUSES), z.literal(KEEP)]),
});

/**
 * A reply on the ticket, and the status it moves to with it (kept unless chosen). A closed ticket
 * is answered only by reopening it, so its choices leave "closed" out and start at "open".
 */
export function TicketReplyForm({
  ticket,
  onReply,
}: {
  ticket: Ticket;
  /** Sends the reply; rejects with the API's error body. */
  onReply: (reply: TicketReplyCreate) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const text = useSupportMessage();
  const closed = ticket.status === 'closed';
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<z.infer<typeof ReplyFormSchema>>({
    resolver: zodResolver(ReplyFormSchema),
    defaultValues: { text: '', status: closed ? 'open' : KEEP },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ text: reply, status }) => {
    setGeneral(null);
    try {
      await onReply({ text: reply, ...(status && { status }) });
      form.reset({ text: '', status: KEEP });
    } catch (error) {
      const body = (error ?? {}) as Record<string, unknown>;
      if (Array.isArray(body.text)) form.setError('text', { message: String(body.text[0]) });
      else setGeneral(typeof body.detail === 'string' ? body.detail : t('support.reply.failed'));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('support.reply.title')}>
      <Stack gap="3">
        {general && <Notice status="error" text={text(general) ?? general} />}
        <FormField label={t('support.reply.text')} error={text(errors.text?.message)} required>
          <Textarea rows={3} {...form.register('text')} data-testid="ticket-reply" />
        </FormField>
        <HStack gap="3" align="flex-end" wrap="wrap">
          <FormField label={t('support.reply.status')}>
            <NativeSelect.Root minW="14rem">
              <NativeSelect.Field {...form.register('status')} data-testid="ticket-reply-status">
                {!closed && <option value={KEEP}>{t('support.reply.keepStatus')}</option>}
                {TICKET_STATUSES.filter((s) => s !== ticket.status && !(closed && s === 'closed')).map(
                  (status) => (
                    <option key={status} value={status}>
                      {t(`support.statuses.${status}`)}
                    </option>
                  ),
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="ticket-reply-send">
            <Send aria-hidden />
            {t('support.reply.send')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
