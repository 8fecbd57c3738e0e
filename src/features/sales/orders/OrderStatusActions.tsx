import { useId, useState } from 'react';
import { Alert, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../../domain/sales/orderStatus';
import type { OrderFlowEventType } from '../../../../machines/orderStatus';
import { ConfirmDialog } from '../../../components/data/ConfirmDialog';
import { CONFIRMED_EVENTS, orderActions } from './orderActions';
import { refusalText } from './orderMessages';

/** The longest note the timeline keeps with a transition (the API's limit). */
const NOTE_MAX = 1000;

/**
 * An order's status buttons: exactly the events the server offers its caller (`offered`, the
 * order's `events`), labelled; an event the machine takes here only once a guard passes is shown
 * disabled with that guard's reason ("Not paid yet…" on Ship). One note goes with whichever
 * event is fired, into the timeline. Events that cannot be taken back ask first. A refusal (409,
 * the order moved meanwhile) shows the server's message.
 */
export function OrderStatusActions({
  status,
  offered,
  mayChange,
  onFire,
}: {
  status: OrderStatus;
  offered: readonly string[];
  /** The caller may change this order (its disabled buttons' reasons are theirs to act on). */
  mayChange: boolean;
  /** Sends the event; rejects with the API's error body when refused. */
  onFire: (event: OrderFlowEventType, note: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<OrderFlowEventType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState<OrderFlowEventType | null>(null);
  const actions = orderActions(status, offered, mayChange);
  if (actions.length === 0) return null;

  const fire = async (event: OrderFlowEventType) => {
    setBusy(event);
    setError(null);
    try {
      await onFire(event, note.trim());
      setNote('');
    } catch (failure) {
      setError(refusalText(t, failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3" data-testid="order-actions">
      <Field.Root>
        <Field.Label htmlFor={noteId}>{t('orders.actions.note')}</Field.Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('orders.actions.notePlaceholder')}
        />
      </Field.Root>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t('orders.actions.label')}>
        {actions.map(({ event, enabled, waitsOn }) => {
          const reasonId = `${noteId}-${event}`;
          return (
            <Stack key={event} gap="1" maxW="16rem">
              <Button
                size="sm"
                variant={CONFIRMED_EVENTS.has(event) ? 'outline' : 'solid'}
                colorPalette={CONFIRMED_EVENTS.has(event) ? 'red' : 'primary'}
                disabled={!enabled || (busy !== null && busy !== event)}
                loading={busy === event}
                aria-describedby={enabled ? undefined : reasonId}
                data-testid={`order-event-${event}`}
                onClick={() => (CONFIRMED_EVENTS.has(event) ? setAsking(event) : void fire(event))}
              >
                {t(`orders.events.${event}`)}
              </Button>
              {!enabled && (
                <Text
                  id={reasonId}
                  fontSize="xs"
                  color="fg.muted"
                  data-testid={`order-event-${event}-reason`}
                >
                  {waitsOn.map((guard) => t(`orders.guards.${guard}`)).join(' ')}
                </Text>
              )}
            </Stack>
          );
        })}
      </HStack>
      {error && (
        <Alert.Root status="error" role="alert" data-testid="order-action-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? t(`orders.events.${asking}`) : ''}
        body={asking ? t(`orders.confirm.${asking}`) : ''}
        confirmLabel={asking ? t(`orders.events.${asking}`) : ''}
        destructive
        // A refusal shows beside the buttons, like any other's: the dialog closes either way.
        onConfirm={() => fire(asking!)}
      />
    </Stack>
  );
}
