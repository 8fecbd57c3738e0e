import { useState, type ComponentType } from 'react';
import { Alert, Box, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_ID } from '../../../domain/common/fields';
import { UNIT_KINDS, type UnitKind } from '../../../domain/units/kinds';
import { UNIT_SCHEMAS } from '../../../domain/units/unit';
import { BackLink } from '../../components/BackLink';
import { changeId, withNotice } from '../../components/feedback/notify';
import { saveFailureAlert } from '../../components/form/serverErrors';
import { PageHeading } from '../../components/PageHeading';
import { unitListPath, unitViewPath } from './paths';
import { unitDefaults, UnitFields, type UnitFormValues } from './UnitFields';
import { unitFormFields } from './unitKinds';
import { useUnitMessage } from './unitMessages';
import { UNIT_RESOURCES } from './unitResource';
import { useUnitMutations } from './useUnitMutations';

/** `?parent=<id>` (the add link of a parent's tab), when it names a row that may exist. */
function useParentParam(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('parent'));
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * `/apps/organization/<kind>/add`: a new unit, validated with the domain's create schema, the
 * server's messages on their fields (a code already in use, a parent of another organisation) and
 * any other above the form; saved, it opens the new unit's view.
 */
export function UnitAddPage({ kind }: { kind: UnitKind }) {
  const { t } = useTranslation();
  const text = useUnitMessage();
  const navigate = useNavigate();
  const parent = useParentParam();
  const resource = UNIT_RESOURCES[kind];
  const { create } = useUnitMutations(kind);
  const [general, setGeneral] = useState<string | null>(null);
  const fields = unitFormFields(kind);
  const form = useForm<UnitFormValues, unknown, Record<string, unknown>>({
    resolver: zodResolver(UNIT_SCHEMAS[kind].create as never) as unknown as Resolver<
      UnitFormValues,
      unknown,
      Record<string, unknown>
    >,
    defaultValues: unitDefaults(kind, null, parent),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      const created = await withNotice(
        changeId(resource.path, 'create'),
        { success: t(`${resource.texts}.created`), failure: t(`${resource.texts}.createFailed`) },
        () => create.mutateAsync(values),
      );
      void navigate(unitViewPath(kind, created.id));
    } catch (error) {
      setGeneral(saveFailureAlert(error, form.setError, fields as Path<UnitFormValues>[], text, t));
    }
  });

  return (
    <Stack gap="5" maxW="4xl">
      <BackLink to={unitListPath(kind)} label={t(`${resource.texts}.back`)} />
      <PageHeading title={t(`${resource.texts}.addTitle`)} subtitle={t(`${resource.texts}.addSubtitle`)} />
      <chakra.form
        onSubmit={submit}
        noValidate
        bg="bg"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '5', md: '6' }}
      >
        <Stack gap="5">
          {general && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{general}</Alert.Title>
            </Alert.Root>
          )}
          <UnitFields kind={kind} form={form as never} adding />
          <Box>
            <HStack gap="3" justify="flex-end">
              <Button asChild variant="outline">
                <RouterLink to={unitListPath(kind)}>{t('data.form.cancel')}</RouterLink>
              </Button>
              <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-unit">
                {t(`${resource.texts}.add`)}
              </Button>
            </HStack>
          </Box>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

/** Each kind's add page, for its route. */
export const UNIT_ADD_PAGES = Object.fromEntries(
  UNIT_KINDS.map((kind) => {
    const Page = () => <UnitAddPage kind={kind} />;
    Page.displayName = `UnitAddPage(${kind})`;
    return [kind, Page];
  }),
) as unknown as Record<UnitKind, ComponentType>;
