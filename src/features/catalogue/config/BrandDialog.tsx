import { useState } from 'react';
import { Input, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  BrandCreateSchema,
  BrandUpdateSchema,
  type Brand,
  type BrandCreate,
} from '../../../../domain/catalogue/brand';
import { useApi, useApiClient } from '../../../app/ApiProvider';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import type { DirtyCloseControl } from '../../../components/data/useDirtyClose';
import { useCatalogueMessage } from '../catalogueMessages';
import {
  common,
  DateFields,
  DescriptionField,
  FlagSwitch,
  LogoField,
  logoChanged,
  NameCodeFields,
  NO_LOGO_CHANGE,
  type LogoChoice,
} from './formParts';
import { saveLogo } from './logoApi';
import { changedFields, notify } from './notify';
import { BRANDS_KEY } from './queryKeys';
import { useLogoFailure } from './useLogoFailure';

const FIELDS = ['name', 'code', 'description', 'website', 'start_date', 'end_date', 'is_active'] as const;

/**
 * Add or edit a brand (mount it anew for each opening: `key`) (spec §5): validated with the API's own schemas, the server's messages on
 * the fields ('A brand with this name already exists'), the logo uploaded once the brand is
 * saved, and the question before closing with unsaved changes.
 */
export function BrandDialog({
  brand,
  dialog,
}: {
  /** The brand edited, or null to add one. */
  brand: Brand | null;
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const api = useApi();
  const create = api.useMutation('post', '/api/brands/');
  const patch = api.useMutation('patch', '/api/brands/{id}/');
  const logoFailed = useLogoFailure();
  const [logo, setLogo] = useState<LogoChoice>(NO_LOGO_CHANGE);
  const editing = brand !== null;

  const defaults: BrandCreate = brand
    ? {
        name: brand.name,
        code: brand.code,
        description: brand.description,
        website: brand.website,
        start_date: brand.start_date,
        end_date: brand.end_date,
        is_active: brand.is_active,
      }
    : { name: '', code: '', description: '', website: '', start_date: null, end_date: null, is_active: true };

  return (
    <FormDialog
      {...dialog}
      changedOutside={logoChanged(logo)}
      title={
        editing
          ? t('catalogueConfig.brands.editTitle', { name: brand.name })
          : t('catalogueConfig.brands.addTitle')
      }
      description={t('catalogueConfig.brands.dialogDescription')}
      submitLabel={editing ? t('catalogueConfig.common.save') : t('catalogueConfig.brands.create')}
      schema={editing ? BrandUpdateSchema : BrandCreateSchema}
      fields={FIELDS}
      defaultValues={defaults}
      size="lg"
      onSubmit={async (values) => {
        let saved: Brand;
        try {
          if (brand) {
            const changes = changedFields(values, brand);
            saved = Object.keys(changes).length
              ? await patch.mutateAsync({ params: { path: { id: brand.id } }, body: changes })
              : brand;
          } else {
            saved = await create.mutateAsync({ body: values as BrandCreate });
          }
        } catch (error) {
          notify.failure(
            t(editing ? 'catalogueConfig.brands.updateFailed' : 'catalogueConfig.brands.createFailed'),
          );
          throw error;
        }
        try {
          await saveLogo(client, 'brands', saved.id, logo);
        } catch (error) {
          logoFailed(error);
        }
        setLogo(NO_LOGO_CHANGE);
        await queryClient.invalidateQueries({ queryKey: BRANDS_KEY });
        notify.success(t(editing ? 'catalogueConfig.brands.updated' : 'catalogueConfig.brands.created'));
      }}
    >
      {(form) => {
        const f = common(form);
        return (
          <Stack gap="4">
            <NameCodeFields
              form={f}
              generate={!editing}
              sanitizedNotice={t('catalogue.messages.codeSanitized')}
            />
            <DescriptionField form={f} />
            <FormField
              label={t('catalogueConfig.fields.website')}
              error={text(form.formState.errors.website?.message)}
              helper={t('catalogueConfig.hints.website')}
            >
              <Input type="url" dir="ltr" placeholder="https://" {...form.register('website')} />
            </FormField>
            <DateFields form={f} />
            <LogoField
              current={brand?.logo ?? null}
              choice={logo}
              onChange={setLogo}
              alt={t('catalogueConfig.logo.alt', { name: form.watch('name') || brand?.name || '' })}
            />
            <FlagSwitch form={f} name="is_active" label={t('catalogueConfig.fields.isActive')} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
