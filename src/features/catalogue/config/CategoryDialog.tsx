import { Alert, Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CategoryCreateSchema,
  CategoryUpdateSchema,
  DEEP_NESTING_LEVEL,
  levelUnder,
  type Category,
  type CategoryCreate,
} from '../../../../domain/catalogue/category';
import {
  META_DESCRIPTION_HINT,
  META_TITLE_HINT,
  metaLengthHint,
} from '../../../../domain/catalogue/metaTexts';
import { catalogueMessages } from '../../../../domain/catalogue/messages';
import { useApi } from '../../../lib/ApiProvider';
import { FormDialog, FormField } from '../../../components/data/FormDialog';
import type { DirtyCloseControl } from '../../../components/data/useDirtyClose';
import { useCatalogueMessage } from '../catalogueMessages';
import { parentOptions, parentsOf } from '../categoryTree';
import { common, DateFields, DescriptionField, NameCodeFields } from '../../../components/form/CommonFields';
import { FlagSwitch } from '../../../components/form/FlagSwitch';
import { LogoField } from '../../../components/form/LogoField';
import { CATEGORIES_KEY } from './queryKeys';
import { useSaveWithLogo } from '../../../components/form/saveWithLogo';
import { useLogoFailure } from './useLogoFailure';

const FIELDS = [
  'name',
  'code',
  'description',
  'parent',
  'meta_title',
  'meta_description',
  'start_date',
  'end_date',
  'is_active',
] as const;

const parentOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * Add or edit a category (mount it anew for each opening: `key`): the parent among the
 * categories it may go under (never itself nor one of its descendants; the server refuses a
 * circular move anyway), a warning when nested deeply, the meta texts with their recommended
 * lengths, the logo uploaded once saved, and the unsaved-changes question.
 */
export function CategoryDialog({
  category,
  categories,
  dialog,
}: {
  /** The category edited, or null to add one. */
  category: Category | null;
  /** Every category of the organisation (the parent choice). */
  categories: readonly Category[];
  dialog: { open: boolean; onOpenChange: (open: boolean) => void; dirtyClose: DirtyCloseControl };
}) {
  const { t, i18n } = useTranslation();
  const text = useCatalogueMessage();
  const api = useApi();
  const create = api.useMutation('post', '/api/categories/');
  const patch = api.useMutation('patch', '/api/categories/{id}/');
  const editing = category !== null;
  const save = useSaveWithLogo<Category, CategoryCreate>({
    owner: 'categories',
    texts: 'catalogueConfig.categories',
    saveLabel: t('catalogueConfig.common.save'),
    logoFailed: useLogoFailure(),
    row: category,
    queryKey: CATEGORIES_KEY,
    create: (body) => create.mutateAsync({ body }),
    update: (id, body) => patch.mutateAsync({ params: { path: { id } }, body }),
  });
  const options = parentOptions(categories, category?.id ?? null);
  const parents = parentsOf(categories);
  const number = new Intl.NumberFormat(i18n.language);

  const defaults: CategoryCreate = category
    ? {
        name: category.name,
        code: category.code,
        description: category.description,
        parent: category.parent,
        meta_title: category.meta_title,
        meta_description: category.meta_description,
        start_date: category.start_date,
        end_date: category.end_date,
        is_active: category.is_active,
      }
    : {
        name: '',
        code: '',
        description: '',
        parent: null,
        meta_title: '',
        meta_description: '',
        start_date: null,
        end_date: null,
        is_active: true,
      };

  return (
    <FormDialog
      {...dialog}
      {...save.dialog}
      schema={editing ? CategoryUpdateSchema : CategoryCreateSchema}
      fields={FIELDS}
      defaultValues={defaults}
      size="lg"
    >
      {(form) => {
        const f = common(form);
        const { errors } = form.formState;
        const parent = form.watch('parent') ?? null;
        const deep = levelUnder(parent, parents) >= DEEP_NESTING_LEVEL;
        const metaTitle = form.watch('meta_title') ?? '';
        const metaDescription = form.watch('meta_description') ?? '';
        const length = (value: string, hint: string | null) =>
          [t('catalogueConfig.hints.length', { n: number.format(value.trim().length) }), hint]
            .filter(Boolean)
            .join(' ');
        return (
          <Stack gap="4">
            <NameCodeFields
              errorText={text}
              form={f}
              generate={!editing}
              sanitizedNotice={t('catalogue.codeSanitized.category')}
            />
            <FormField
              label={t('catalogueConfig.fields.parent')}
              error={text(errors.parent?.message)}
              helper={t('catalogueConfig.hints.parent')}
            >
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('parent', { setValueAs: parentOrNull })}>
                  <option value="">{t('catalogueConfig.hints.noParent')}</option>
                  {options.map(({ category: c, level }) => (
                    <option key={c.id} value={c.id}>
                      {`${'\u00a0\u00a0\u00a0'.repeat(level)}${level ? '└ ' : ''}${c.name}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {deep && (
              <Alert.Root status="warning" size="sm" data-testid="deep-nesting">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{t('catalogue.messages.deepNesting')}</Alert.Title>
              </Alert.Root>
            )}
            <DescriptionField form={f} errorText={text} />
            <FormField
              label={t('catalogueConfig.fields.metaTitle')}
              error={text(errors.meta_title?.message)}
              helper={length(
                metaTitle,
                metaLengthHint(metaTitle, META_TITLE_HINT, catalogueMessages.metaTitleHint) &&
                  t('catalogue.messages.metaTitleHint'),
              )}
            >
              <Input autoComplete="off" {...form.register('meta_title')} />
            </FormField>
            <FormField
              label={t('catalogueConfig.fields.metaDescription')}
              error={text(errors.meta_description?.message)}
              helper={length(
                metaDescription,
                metaLengthHint(
                  metaDescription,
                  META_DESCRIPTION_HINT,
                  catalogueMessages.metaDescriptionHint,
                ) && t('catalogue.messages.metaDescriptionHint'),
              )}
            >
              <Textarea rows={3} {...form.register('meta_description')} />
            </FormField>
            <DateFields form={f} errorText={text} />
            <LogoField
              current={category?.logo ?? null}
              {...save.logo}
              alt={t('catalogueConfig.logo.alt', { name: form.watch('name') || category?.name || '' })}
            />
            <FlagSwitch form={f} name="is_active" label={t('catalogueConfig.fields.isActive')} />
          </Stack>
        );
      }}
    </FormDialog>
  );
}
