import { useState } from 'react';
import { Input, InputGroup, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  REFERRAL_STATUSES,
  ReferralCreateSchema,
  ReferralUpdateSchema,
  type Referral,
  type ReferralCreate,
} from '../../../../domain/catalogue/engagement';
import { useApi } from '../../../lib/ApiProvider';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { DebouncedInput } from '../../../components/data/DebouncedInput';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import { CodeField } from '../../../components/form/CodeField';
import type { DirtyCloseControl } from '../../../components/data/useDirtyClose';
import { changedFields } from '../../../components/data/changedFields';
import { notify } from '../../../components/feedback/notify';
import { useCatalogueMessage } from '../catalogueMessages';
import { productOrNull } from './engagement';
import { referralResource } from './referralResource';

const FIELDS = [
  'code',
  'referrer_name',
  'referrer_email',
  'referred_email',
  'product',
  'commission_rate',
  'status',
] as const;
/** Products offered at once; beyond that a search narrows them. */
const PRODUCT_CHOICES = 100;

/**
 * Add or edit a referral (mount it anew for each opening: `key`): validated with the API's own
 * schemas, the server's messages on the fields ('This code is already in use'), and the question
 * before closing with unsaved changes.
 */
export function ReferralDialog({
  referral,
  dialog,
}: {
  /** The referral edited, or null to add one. */
  referral: Referral | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const { create, update } = useResourceMutations(referralResource);
  const editing = referral !== null;
  const defaults: ReferralCreate = referral
    ? {
        code: referral.code,
        referrer_name: referral.referrer_name,
        referrer_email: referral.referrer_email,
        referred_email: referral.referred_email,
        product: referral.product,
        commission_rate: referral.commission_rate,
        status: referral.status,
      }
    : {
        code: '',
        referrer_name: '',
        referrer_email: '',
        referred_email: '',
        product: null,
        commission_rate: 5,
        status: 'pending',
      };

  return (
    <FormDialog
      {...dialog}
      title={
        editing
          ? t('catalogueEngagement.referrals.editTitle', { code: referral.code })
          : t('catalogueEngagement.referrals.addTitle')
      }
      description={t('catalogueEngagement.referrals.dialogDescription')}
      submitLabel={editing ? t('catalogueEngagement.common.save') : t('catalogueEngagement.referrals.create')}
      schema={editing ? ReferralUpdateSchema : ReferralCreateSchema}
      fields={FIELDS}
      defaultValues={defaults}
      size="lg"
      onSubmit={async (values) => {
        try {
          if (referral) {
            const changes = changedFields(values, referral);
            if (Object.keys(changes).length) {
              await update.mutateAsync({ id: referral.id, body: changes });
            }
          } else {
            await create.mutateAsync(values as ReferralCreate);
          }
        } catch (error) {
          notify.failure(
            t(
              editing
                ? 'catalogueEngagement.referrals.updateFailed'
                : 'catalogueEngagement.referrals.createFailed',
            ),
          );
          throw error;
        }
        notify.success(
          t(editing ? 'catalogueEngagement.referrals.updated' : 'catalogueEngagement.referrals.created', {
            code: values.code ?? referral?.code ?? '',
          }),
        );
      }}
    >
      {(form) => {
        const { errors } = form.formState;
        return (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <CodeField
                form={form}
                name="code"
                label={t('catalogueEngagement.referrals.fields.code')}
                error={text(errors.code?.message)}
                helper={t('catalogueEngagement.referrals.hints.code')}
                sanitizedNotice={t('catalogue.codeSanitized.referral')}
              />
              <FormField
                label={t('catalogueEngagement.referrals.fields.status')}
                error={text(errors.status?.message)}
                required
              >
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('status')}>
                    {REFERRAL_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {t(`catalogueEngagement.referralStatus.${status}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label={t('catalogueEngagement.referrals.fields.referrerName')}
                error={text(errors.referrer_name?.message)}
                required
              >
                <Input autoComplete="off" {...form.register('referrer_name')} />
              </FormField>
              <FormField
                label={t('catalogueEngagement.referrals.fields.referrerEmail')}
                error={text(errors.referrer_email?.message)}
                required
              >
                <Input type="email" dir="ltr" autoComplete="off" {...form.register('referrer_email')} />
              </FormField>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label={t('catalogueEngagement.referrals.fields.referredEmail')}
                error={text(errors.referred_email?.message)}
                required
              >
                <Input type="email" dir="ltr" autoComplete="off" {...form.register('referred_email')} />
              </FormField>
              <FormField
                label={t('catalogueEngagement.referrals.fields.commission')}
                error={text(errors.commission_rate?.message)}
                helper={t('catalogueEngagement.referrals.hints.commission')}
                required
              >
                <InputGroup endElement="%">
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step="0.01"
                    dir="ltr"
                    {...form.register('commission_rate', { valueAsNumber: true })}
                  />
                </InputGroup>
              </FormField>
            </SimpleGrid>
            <Controller
              control={form.control}
              name="product"
              render={({ field }) => (
                <ProductChoice
                  current={
                    referral?.product ? { id: referral.product, name: referral.product_name ?? '' } : null
                  }
                  error={text(errors.product?.message)}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Stack>
        );
      }}
    </FormDialog>
  );
}

/**
 * The referral's product, optional: a choice among the products the user may read (by name); a
 * search appears when there are more than can be offered at once.
 */
function ProductChoice({
  current,
  error,
  value,
  onChange,
  onBlur,
}: {
  current: { id: number; name: string } | null;
  /** Translated. */
  error?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const products = api.useQuery('get', '/api/products/', {
    params: { query: { page_size: PRODUCT_CHOICES, ordering: 'name', ...(search && { search }) } },
  });
  const rows = products.data?.results ?? [];
  const options = current && !rows.some((p) => p.id === current.id) ? [current, ...rows] : rows;
  const many = (products.data?.count ?? 0) > PRODUCT_CHOICES || search !== '';
  return (
    <Stack gap="2">
      {many && (
        <DebouncedInput
          value={search}
          onCommit={setSearch}
          label={t('catalogueEngagement.referrals.productSearch')}
          placeholder={t('catalogueEngagement.referrals.productSearch')}
          icon={<Search size={16} aria-hidden />}
        />
      )}
      <FormField
        label={t('catalogueEngagement.referrals.fields.product')}
        error={error}
        helper={t('catalogueEngagement.referrals.hints.product')}
      >
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value === null ? '' : String(value)}
            onChange={(e) => onChange(productOrNull(e.target.value))}
            onBlur={onBlur}
            aria-busy={products.isFetching}
            data-testid="referral-product"
          >
            <option value="">{t('catalogueEngagement.referrals.noProduct')}</option>
            {options.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
