import { useState } from 'react';
import {
  Alert,
  Button,
  chakra,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { subject } from '@casl/ability';
import { zodResolver } from '../../../../components/form/schemaValidation';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  durationDays,
  PRIORITIES,
  ProductEditFormSchema,
  skuFromCode,
  type Product,
  type ProductEditForm,
} from '../../../../../domain/catalogue/product';
import { useApi, useApiClient } from '../../../../lib/ApiProvider';
import { ToNotAuthorized } from '../../../../lib/routing/ToNotAuthorized';
import { useAppAbility } from '../../../../lib/session/SessionProvider';
import { FormField } from '../../../../components/data/FormDialog';
import { otherMessages, putServerErrors } from '../../../../components/form/serverErrors';
import { SectionHeader } from '../../../../components/SectionHeader';
import { productViewPath } from '../../paths';
import { useCatalogueMessage } from '../../catalogueMessages';
import { InvalidProductResponse, productInit, reloadProduct } from '../productDetail';
import { idOf, parseNumberInput, personName } from '../productFormat';
import { useProductFormat } from '../productText';
import { PRODUCT_KEY, PRODUCTS_KEY } from '../queryKeys';
import type { ReferenceData } from '../useReferenceData';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { useLeaveGuard } from '../../../../components/form/useLeaveGuard';

/** Where the Reset action is: reading the product again, done, or failed (an invalid answer apart). */
type ResetState = 'idle' | 'busy' | 'done' | 'failed' | 'invalid';

type FormInput = {
  [K in keyof ProductEditForm]: ProductEditForm[K] | null;
};
const FIELDS = [
  'name',
  'cost_basis',
  'suggested_retail_price',
  'start_date',
  'end_date',
  'stock_quantity',
  'status',
  'owner',
  'priority',
  'description',
] as const;

function defaults(product: Product): FormInput {
  return {
    name: product.name,
    cost_basis: product.cost_basis,
    suggested_retail_price: product.suggested_retail_price,
    start_date: product.start_date ?? '',
    end_date: product.end_date ?? '',
    stock_quantity: product.stock_quantity,
    status: product.status,
    owner: product.owner,
    priority: product.priority,
    description: product.description,
  };
}

/** The product's editable fields, saved with PATCH; Reset reads the product again. */
export function EditProductForm({ product, reference }: { product: Product; reference: ReferenceData }) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const format = useProductFormat();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const client = useApiClient();
  const patch = useApi().useMutation('patch', '/api/products/{id}/');
  const [general, setGeneral] = useState<string | null>(null);
  const [resetting, setResetting] = useState<ResetState>('idle');
  const form = useForm<FormInput, unknown, ProductEditForm>({
    resolver: zodResolver(ProductEditFormSchema as never) as never,
    defaultValues: defaults(product),
  });
  const { register, control, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const [start, end] = useWatch({ control, name: ['start_date', 'end_date'] });

  // Leaving with changes (Cancel, the back link, the menu, the browser's back) asks first.
  const leaving = useLeaveGuard(isDirty);

  if (!ability?.can('update', subject('Product', { ...product }))) {
    return <ToNotAuthorized />;
  }

  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await patch.mutateAsync({ params: { path: { id: product.id } }, body: values });
    } catch (error) {
      // The server's messages on their fields; its other reasons (a refusal's detail) above them.
      const rest = putServerErrors(error, form.setError, FIELDS as readonly Path<FormInput>[]);
      const said = otherMessages(rest, (message) => text(message)).join(' ');
      setGeneral(said || (rest.onFields ? '' : t('catalogue.messages.updateProductError')));
      return;
    }
    leaving.saved();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PRODUCT_KEY }),
      queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
    ]);
    void navigate(productViewPath(product.id), { state: { notice: 'updated' } });
  });

  // Reset: the product read again from the server and the form set to it (what was typed is
  // dropped); the cached product follows, so the title and SKU show the same product.
  const reset = async () => {
    setResetting('busy');
    try {
      const fresh = await reloadProduct(client, product.id);
      queryClient.setQueryData([...PRODUCT_KEY, productInit(product.id)], fresh);
      form.reset(defaults(fresh));
      setGeneral(null);
      setResetting('done');
    } catch (error) {
      setResetting(error instanceof InvalidProductResponse ? 'invalid' : 'failed');
    }
  };

  const err = (name: keyof FormInput) => text(errors[name]?.message);
  const number = (name: 'cost_basis' | 'suggested_retail_price' | 'stock_quantity') =>
    register(name, { setValueAs: (v: unknown) => (typeof v === 'string' ? parseNumberInput(v) : v) });
  const select = (name: 'status' | 'owner') =>
    register(name, { setValueAs: (v: unknown) => (typeof v === 'string' ? idOf(v) : v) });
  const duration = durationDays(start || null, end || null);

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('products.edit.title', { name: product.name })}
          </Heading>
          <Text color="fg.muted">{t('products.edit.subtitle')}</Text>
        </Stack>

        {general !== null && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('catalogue.messages.updatingProduct')}</Alert.Title>
              {general && <Alert.Description>{general}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}

        <Stack gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
          <SectionHeader title={t('products.edit.identity')} subtitle={t('products.edit.identityHint')} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('products.fields.name')} required error={err('name')}>
              <Input {...register('name')} autoComplete="off" />
            </FormField>
            <FormField label={t('products.fields.sku')} helper={t('products.edit.skuHint')}>
              <Input
                value={skuFromCode(product.code)}
                readOnly
                dir="ltr"
                bg="bg.muted"
                data-testid="edit-sku"
              />
            </FormField>
            <FormField label={t('products.fields.status')} required error={err('status')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...select('status')}>
                  <option value="">{t('products.wizard.choose')}</option>
                  {reference.statuses.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('products.fields.owner')} required error={err('owner')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...select('owner')}>
                  <option value="">{t('products.wizard.choose')}</option>
                  {reference.owners.map((u) => (
                    <option key={u.id} value={u.id}>
                      {personName(u)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('products.fields.priority')} required error={err('priority')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('priority')}>
                  {PRIORITIES.map((p) => (
                    <option key={p} value={p}>
                      {format.priority(p)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <FormField label={t('products.fields.description')} error={err('description')}>
            <Textarea {...register('description')} rows={3} />
          </FormField>
        </Stack>

        <Stack gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg">
          <SectionHeader title={t('products.edit.commercial')} subtitle={t('products.edit.commercialHint')} />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label={t('products.fields.costBasis')} required error={err('cost_basis')}>
              <Input {...number('cost_basis')} inputMode="decimal" />
            </FormField>
            <FormField label={t('products.fields.price')} error={err('suggested_retail_price')}>
              <Input {...number('suggested_retail_price')} inputMode="decimal" />
            </FormField>
            <FormField label={t('products.fields.stock')} required error={err('stock_quantity')}>
              <Input {...number('stock_quantity')} inputMode="numeric" />
            </FormField>
            <FormField label={t('products.fields.startDate')} required error={err('start_date')}>
              <Input type="date" {...register('start_date')} />
            </FormField>
            <FormField label={t('products.fields.endDate')} required error={err('end_date')}>
              <Input type="date" {...register('end_date')} />
            </FormField>
            <FormField label={t('products.fields.duration')} helper={t('products.edit.durationHint')}>
              <Input
                readOnly
                bg="bg.muted"
                data-testid="edit-duration"
                value={duration === null ? '' : t('products.format.days', { count: duration })}
              />
            </FormField>
          </SimpleGrid>
        </Stack>

        {(resetting === 'failed' || resetting === 'invalid') && (
          <Alert.Root status="error" role="alert" data-testid="reset-failed">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('catalogue.messages.resetForm')}</Alert.Title>
              {resetting === 'invalid' && (
                <Alert.Description>{t('catalogue.messages.invalidResponse')}</Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        {resetting === 'done' && !isDirty && (
          <Alert.Root status="info" role="status" data-testid="reset-done">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('catalogue.productEdit.resetDone')}</Alert.Title>
          </Alert.Root>
        )}

        <Flex gap="3" justify="space-between" wrap="wrap">
          <Button
            variant="ghost"
            onClick={() => void reset()}
            loading={resetting === 'busy'}
            disabled={isSubmitting}
            data-testid="reset-form"
          >
            <RotateCcw aria-hidden />
            {t('catalogue.productEdit.reset')}
          </Button>
          <HStack gap="3" ms="auto">
            <Button
              variant="outline"
              onClick={() => void navigate(productViewPath(product.id))}
              disabled={isSubmitting}
            >
              {t('products.actions.cancel')}
            </Button>
            <Button
              type="submit"
              colorPalette="primary"
              loading={isSubmitting}
              disabled={resetting === 'busy'}
            >
              {t('products.edit.save')}
            </Button>
          </HStack>
        </Flex>
      </Stack>

      <UnsavedChangesDialog open={leaving.asking} onStay={leaving.stay} onLeave={leaving.leave} />
    </chakra.form>
  );
}
