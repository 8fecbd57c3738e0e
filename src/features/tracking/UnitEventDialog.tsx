import { Input, Textarea } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UnitEventInputSchema, type TrackedProduct } from '../../../domain/tracking/trackedProduct';
import { LOCATION_EVENTS, ORDER_EVENTS, type UnitEventType } from '../../../domain/tracking/unitStatus';
import { FormDialog, FormField } from '../../components/data/FormDialog';
import { changeId, withNotice } from '../../components/feedback/notify';
import { ReferencePicker } from '../../components/form/ReferencePicker';
import { useApi } from '../../lib/ApiProvider';
import { useTrackingMessage } from './trackingText';

/**
 * Records one event of a unit (the type chosen by its button): a move asks where to, a
 * reservation or a sale may name its order, any event takes a note. The server judges the event
 * against the unit's status again (409 when another change came first).
 */
export function UnitEventDialog({
  unit,
  type,
  onClose,
}: {
  unit: TrackedProduct;
  type: UnitEventType | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useTrackingMessage();
  const queryClient = useQueryClient();
  const post = useApi().useMutation('post', '/api/tracked-products/{id}/events/');
  const takesPlace = type !== null && LOCATION_EVENTS.includes(type);
  const takesOrder = type !== null && ORDER_EVENTS.includes(type);
  return (
    <FormDialog
      open={type !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={type ? t(`tracking.eventActions.${type}`) : ''}
      description={t('tracking.units.eventDescription', { serial: unit.serial_number ?? `#${unit.id}` })}
      submitLabel={type ? t(`tracking.eventActions.${type}`) : ''}
      schema={UnitEventInputSchema}
      defaultValues={{ type: type ?? 'moved', location: '', order: null, note: '' }}
      fields={['location', 'order', 'note']}
      onSubmit={(values) =>
        withNotice(
          changeId('/api/tracked-products/', 'update', unit.id),
          { success: t('tracking.units.eventRecorded'), failure: t('tracking.units.eventFailed') },
          async () => {
            const saved = await post.mutateAsync({ params: { path: { id: unit.id } }, body: values });
            await queryClient.invalidateQueries();
            return saved;
          },
        )
      }
    >
      {(form) => (
        <>
          <input type="hidden" {...form.register('type')} />
          <FormField
            label={t('tracking.units.newLocation')}
            error={text(form.formState.errors.location?.message)}
            helper={
              takesPlace ? undefined : t('tracking.units.locationKept', { location: unit.location || '—' })
            }
            required={takesPlace}
          >
            <Input {...form.register('location')} data-testid="event-location" />
          </FormField>
          {takesOrder && (
            <FormField label={t('tracking.fields.order')} error={text(form.formState.errors.order?.message)}>
              <Controller
                control={form.control}
                name="order"
                render={({ field }) => (
                  <ReferencePicker
                    path="/api/tracking/choices/orders/"
                    ordering="-order_date"
                    optionLabel={(order) => t('tracking.units.orderNumbered', { number: order.number })}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    optional
                    emptyLabel={t('tracking.units.noOrder')}
                    fallback={(id) => `#${id}`}
                    testId="event-order"
                  />
                )}
              />
            </FormField>
          )}
          <FormField label={t('tracking.fields.note')} error={text(form.formState.errors.note?.message)}>
            <Textarea rows={2} {...form.register('note')} data-testid="event-note" />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
