import { Grid, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BATCH_STATUSES, BatchCreateSchema, type BatchCreate } from '../../../domain/tracking/batch';
import { FormField } from '../../components/data/FormDialog';
import { changeId } from '../../components/feedback/notify';
import { ReferencePicker } from '../../components/form/ReferencePicker';
import { ReferenceField } from '../../components/form/ReferenceField';
import { useFormPageSave } from '../../components/form/useFormPageSave';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { batchResource } from './batchResource';
import { AddPageFrame } from './AddPageFrame';
import { BATCH_LIST_PATH, batchViewPath } from './paths';
import { useTrackingMessage } from './trackingText';
import { productChoiceLabel } from './choiceLabels';

const FIELDS = [
  'lot_number',
  'product',
  'quantity',
  'production_date',
  'expiry_date',
  'status',
  'origin',
  'notes',
] as const;

/** /apps/tracking/batch/add (create on Batch): a new batch; a save opens its page, to register its serials. */
export function BatchAddPage() {
  const { t } = useTranslation();
  const text = useTrackingMessage();
  const { create } = useResourceMutations(batchResource);
  const form = useForm<BatchCreate>({
    resolver: zodResolver(BatchCreateSchema as never) as unknown as Resolver<BatchCreate>,
    defaultValues: {
      lot_number: '',
      quantity: 1,
      production_date: null,
      expiry_date: null,
      status: 'active',
      origin: null,
      notes: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const { general, leaving, submitWith } = useFormPageSave(form, {
    fields: FIELDS,
    text,
    change: changeId(batchResource.path, 'create'),
    notices: { success: t('tracking.batches.created'), failure: t('tracking.batches.createFailed') },
    then: (saved: { id: number }) => batchViewPath(saved.id),
  });
  const date = { setValueAs: (value: string) => (value === '' ? null : value) };

  const submit = submitWith((values) => create.mutateAsync(values));

  return (
    <AddPageFrame
      backTo={BATCH_LIST_PATH}
      backLabel={t('tracking.batches.back')}
      title={t('tracking.batches.addTitle')}
      subtitle={t('tracking.batches.addSubtitle')}
      general={general}
      submitLabel={t('tracking.batches.create')}
      submitTestId="save-batch"
      submitting={isSubmitting}
      onSubmit={submit}
      leaving={leaving}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <FormField label={t('tracking.fields.lotNumber')} error={text(errors.lot_number?.message)} required>
          <Input dir="ltr" {...form.register('lot_number')} data-testid="batch-lot" />
        </FormField>
        <ReferenceField
          control={form.control}
          name="product"
          label={t('tracking.fields.product')}
          error={text(errors.product?.message)}
          path="/api/tracking/choices/products/"
          optionLabel={productChoiceLabel}
          emptyLabel={t('tracking.form.chooseProduct')}
          testId="batch-product"
        />
        <FormField label={t('tracking.fields.quantity')} error={text(errors.quantity?.message)} required>
          <Input
            type="number"
            min={1}
            {...form.register('quantity', { valueAsNumber: true })}
            data-testid="batch-quantity"
          />
        </FormField>
        <FormField label={t('tracking.fields.status')} error={text(errors.status?.message)} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('status')} data-testid="batch-status-field">
              {BATCH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`tracking.batchStatuses.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('tracking.fields.productionDate')} error={text(errors.production_date?.message)}>
          <Input type="date" {...form.register('production_date', date)} />
        </FormField>
        <FormField label={t('tracking.fields.expiryDate')} error={text(errors.expiry_date?.message)}>
          <Input type="date" {...form.register('expiry_date', date)} data-testid="batch-expiry" />
        </FormField>
      </Grid>
      <FormField label={t('tracking.fields.origin')} error={text(errors.origin?.message)}>
        <Controller
          control={form.control}
          name="origin"
          render={({ field }) => (
            <ReferencePicker
              path="/api/tracking/choices/establishments/"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              optional
              emptyLabel={t('tracking.form.noOrigin')}
              invalid={!!errors.origin}
              testId="batch-origin"
            />
          )}
        />
      </FormField>
      <FormField label={t('tracking.fields.notes')} error={text(errors.notes?.message)}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
    </AddPageFrame>
  );
}
