import { useState } from 'react';
import { Grid, Input, Textarea } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TrackedProductCreateSchema,
  type TrackedProductCreate,
} from '../../../domain/tracking/trackedProduct';
import { FormField } from '../../components/data/FormDialog';
import { changeId } from '../../components/feedback/notify';
import { ReferencePicker } from '../../components/form/ReferencePicker';
import { ReferenceField } from '../../components/form/ReferenceField';
import { useFormPageSave } from '../../components/form/useFormPageSave';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { AddPageFrame } from './AddPageFrame';
import { UNIT_LIST_PATH, unitViewPath } from './paths';
import { trackedProductResource } from './trackedProductResource';
import { useTrackingMessage } from './trackingText';
import { batchChoiceLabel, productChoiceLabel } from './choiceLabels';

const FIELDS = ['serial_number', 'product', 'batch', 'location', 'note'] as const;

/** /apps/tracking/product/add (create on TrackedProduct): one unit received in stock. */
export function UnitAddPage() {
  const { t } = useTranslation();
  const text = useTrackingMessage();
  const { create } = useResourceMutations(trackedProductResource);
  const form = useForm<TrackedProductCreate>({
    resolver: zodResolver(TrackedProductCreateSchema as never) as unknown as Resolver<TrackedProductCreate>,
    defaultValues: { serial_number: '', batch: null, location: '', note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { general, leaving, submitWith } = useFormPageSave(form, {
    fields: FIELDS,
    text,
    change: changeId(trackedProductResource.path, 'create'),
    notices: { success: t('tracking.units.created'), failure: t('tracking.units.createFailed') },
    then: (saved: { id: number }) => unitViewPath(saved.id),
  });
  const product = useWatch({ control: form.control, name: 'product' });
  // Whether the chosen product's type asks a serial, as its choice said.
  const [serialRequired, setSerialRequired] = useState(false);

  const submit = submitWith((values) => create.mutateAsync(values));

  return (
    <AddPageFrame
      backTo={UNIT_LIST_PATH}
      backLabel={t('tracking.units.back')}
      title={t('tracking.units.addTitle')}
      subtitle={t('tracking.units.addSubtitle')}
      general={general}
      submitLabel={t('tracking.units.create')}
      submitTestId="save-unit"
      submitting={isSubmitting}
      onSubmit={submit}
      leaving={leaving}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <ReferenceField
          control={form.control}
          name="product"
          label={t('tracking.fields.product')}
          error={text(errors.product?.message)}
          path="/api/tracking/choices/products/"
          optionLabel={productChoiceLabel}
          emptyLabel={t('tracking.form.chooseProduct')}
          testId="unit-product"
          onPicked={(_id, row) => {
            form.setValue('batch', null);
            setSerialRequired(row?.requires_serial_numbers ?? false);
          }}
        />
        <FormField
          label={t('tracking.fields.serialNumber')}
          error={text(errors.serial_number?.message)}
          helper={serialRequired ? t('tracking.form.serialRequired') : t('tracking.form.serialOptional')}
          required={serialRequired}
        >
          <Input dir="ltr" {...form.register('serial_number')} data-testid="unit-serial" />
        </FormField>
        <FormField label={t('tracking.fields.batch')} error={text(errors.batch?.message)}>
          <Controller
            control={form.control}
            name="batch"
            render={({ field }) => (
              // Only the batches of the chosen product.
              <ReferencePicker
                path="/api/tracking/choices/batches/"
                filters={product ? { product } : undefined}
                ordering="-created_at"
                optionLabel={batchChoiceLabel}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                optional
                emptyLabel={t('tracking.form.noBatch')}
                invalid={!!errors.batch}
                disabled={!product}
                testId="unit-lot"
              />
            )}
          />
        </FormField>
        <FormField label={t('tracking.fields.location')} error={text(errors.location?.message)}>
          <Input {...form.register('location')} data-testid="unit-location" />
        </FormField>
      </Grid>
      <FormField label={t('tracking.fields.note')} error={text(errors.note?.message)}>
        <Textarea rows={2} {...form.register('note')} />
      </FormField>
    </AddPageFrame>
  );
}
