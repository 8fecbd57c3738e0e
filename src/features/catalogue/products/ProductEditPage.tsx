import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  chakra,
  Dialog,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { subject } from '@casl/ability';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { RotateCcw } from 'lucide-react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { Navigate, useBlocker, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  durationDays,
  PRIORITIES,
  ProductEditFormSchema,
  skuFromCode,
  type ProductEditForm,
} from '../../../../domain/catalogue/product';
import { dirtyFormMachine } from '../../../../machines/dirtyForm';
import { submitFailure } from '../../../api/submitFailure';
import { useApi, useApiClient } from '../../../lib/ApiProvider';
import { NOT_AUTHORIZED_PATH } from '../../../lib/routing/guard';
import { useAppAbility } from '../../../lib/session/SessionProvider';
import { FormField } from '../../../components/data/FormDialog';
import { SectionHeader } from '../../../components/SectionHeader';
import { productViewPath } from '../paths';
import { useCatalogueMessage } from '../catalogueMessages';
import type { Product } from '../../../../domain/catalogue/product';
import { BackLink } from './BackLink';
import { Notice } from '../../../components/feedback/Notice';
import {
  InvalidProductResponse,
  productInit,
  reloadProduct,
  useProductDetail,
  useProductId,
} from './productDetail';
import { idOf, parseNumberInput, personName } from './productFormat';
import { useProductFormat } from './productText';
import { PRODUCT_KEY, PRODUCTS_KEY } from './queryKeys';
import { useReferenceData, type ReferenceData } from './useReferenceData';

const isGuarded = (state: unknown) => state === 'dirty' || state === 'confirming';

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

/** /product/edit/:id (update on the product): the spec's required fields, SKU and duration computed. */
export function ProductEditPage() {
  const { t } = useTranslation();
  const id = useProductId();
  const query = useProductDetail(id);
  const reference = useReferenceData();
  const invalid = !!query.data?.invalid;

  let body;
  if (id === null) {
    body = <Notice status="warning" text={t('products.view.notFound')} />;
  } else if (query.data?.product && reference.data) {
    // Before any error: a failed background read keeps the form (and what was typed in it).
    body = <EditForm key={query.data.product.id} product={query.data.product} reference={reference.data} />;
  } else if (query.isError || invalid || reference.isError) {
    const productFailed = query.isError || invalid;
    const retry = () => void (productFailed ? query.refetch() : reference.retry());
    body = (
      <Notice
        status="error"
        text={t(
          query.isError
            ? 'catalogue.messages.loadProduct'
            : invalid
              ? 'catalogue.messages.invalidResponse'
              : 'catalogue.messages.loadReferenceData',
        )}
        action={
          <Button
            size="sm"
            variant="outline"
            onClick={retry}
            loading={query.isFetching || reference.isFetching}
          >
            {t('products.actions.retry')}
          </Button>
        }
      />
    );
  } else {
    body = <Spinner size="md" color="primary.fg" aria-label={t('products.loading')} />;
  }
  return (
    <Stack gap="5" maxW="5xl">
      <BackLink
        to={id === null ? undefined : productViewPath(id)}
        label={id === null ? undefined : t('products.edit.back')}
      />
      {body}
    </Stack>
  );
}

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

function EditForm({ product, reference }: { product: Product; reference: ReferenceData }) {
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
  const dirtyForm = useActorRef(dirtyFormMachine);
  const dirtyState = useSelector(dirtyForm, (snapshot) => snapshot.value);
  const send = dirtyForm.send;
  const form = useForm<FormInput, unknown, ProductEditForm>({
    resolver: zodResolver(ProductEditFormSchema as never) as never,
    defaultValues: defaults(product),
  });
  const { register, control, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const [start, end] = useWatch({ control, name: ['start_date', 'end_date'] });

  useEffect(() => {
    send({ type: 'OPEN' });
  }, [send]);
  useEffect(() => {
    send({ type: 'CHANGE', dirty: isDirty });
  }, [send, isDirty]);

  // Leaving with changes (Cancel, the back link, the menu, the browser's back) asks first.
  const guarded = isGuarded(dirtyState);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // Read from the machine when a navigation starts: a save has closed it by then.
      isGuarded(dirtyForm.getSnapshot().value) && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') send({ type: 'CLOSE' });
  }, [blocker.state, send]);
  useEffect(() => {
    if (!guarded) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [guarded]);

  if (!ability?.can('update', subject('Product', { ...product }))) {
    return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
  }

  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await patch.mutateAsync({ params: { path: { id: product.id } }, body: values });
    } catch (error) {
      const failure = submitFailure(error, FIELDS);
      for (const [field, message] of Object.entries(failure.fields)) {
        form.setError(field as Path<FormInput>, { type: 'server', message: message as string });
      }
      setGeneral(
        error instanceof Error
          ? t('catalogue.messages.updateProductError')
          : (failure.general ??
              (Object.keys(failure.fields).length ? '' : t('catalogue.messages.updateProductError'))),
      );
      return;
    }
    send({ type: 'SUBMITTED' });
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

      <UnsavedChangesDialog
        open={dirtyState === 'confirming'}
        onStay={() => {
          send({ type: 'CANCEL' });
          if (blocker.state === 'blocked') blocker.reset();
        }}
        onLeave={() => {
          send({ type: 'CONFIRM' });
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </chakra.form>
  );
}

/** Spec §4: 'You have unsaved changes. Are you sure you want to close?' */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onStay();
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('products.unsaved.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('catalogue.messages.unsavedChanges')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3">
                <Button variant="outline" onClick={onStay}>
                  {t('products.unsaved.stay')}
                </Button>
                <Button colorPalette="red" onClick={onLeave}>
                  {t('products.unsaved.leave')}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
