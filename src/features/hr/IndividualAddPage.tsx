import { useState } from 'react';
import { Alert, Button, chakra, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../domain/units/kinds';
import { PersonCreateSchema, type PersonCreate } from '../../../domain/units/persons';
import { BackLink } from '../../components/BackLink';
import { FormField } from '../../components/data/FormDialog';
import { changeId, withNotice } from '../../components/feedback/notify';
import { saveFailureAlert } from '../../components/form/serverErrors';
import { PageHeading } from '../../components/PageHeading';
import { useResourceMutations } from '../../components/resource/useResourceMutations';
import { useHrMessage } from './hrMessages';
import { individualResource } from './individualResource';
import { INDIVIDUALS_PATH } from './paths';

type Values = {
  full_name: string;
  gender: string;
  birth_date: string;
  national_id: string;
  passport_number: string;
};
const FIELDS = ['full_name', 'gender', 'birth_date', 'national_id', 'passport_number'] as const;

/** The form's text as the API takes it: empty choices and dates are none. */
const toPerson = (values: Values) => ({
  ...values,
  gender: values.gender === '' ? null : values.gender,
  birth_date: values.birth_date === '' ? null : values.birth_date,
});

/**
 * /apps/hr/individual/add: a person of the organisation area, recorded once; they are then
 * assigned to teams and work places from the units' employees tabs.
 */
export function IndividualAddPage() {
  const { t } = useTranslation();
  const text = useHrMessage();
  const navigate = useNavigate();
  const { create } = useResourceMutations(individualResource);
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Values, unknown, PersonCreate>({
    resolver: ((values: Values, ...rest: unknown[]) =>
      (zodResolver(PersonCreateSchema as never) as unknown as (...a: unknown[]) => unknown)(
        toPerson(values),
        ...rest,
      )) as unknown as Resolver<Values, unknown, PersonCreate>,
    defaultValues: { full_name: '', gender: '', birth_date: '', national_id: '', passport_number: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (person) => {
    setGeneral(null);
    try {
      await withNotice(
        changeId(individualResource.path, 'create'),
        { success: t('hr.individuals.created'), failure: t('hr.individuals.createFailed') },
        () => create.mutateAsync(person as never),
      );
      void navigate(INDIVIDUALS_PATH);
    } catch (error) {
      setGeneral(saveFailureAlert(error, form.setError, [...FIELDS], text, t));
    }
  });

  return (
    <Stack gap="5" maxW="4xl">
      <BackLink to={INDIVIDUALS_PATH} label={t('hr.individuals.back')} />
      <PageHeading title={t('hr.individuals.addTitle')} subtitle={t('hr.individuals.addSubtitle')} />
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
          <FormField
            label={t('hr.individuals.fields.full_name')}
            error={text(errors.full_name?.message)}
            required
          >
            <Input autoComplete="off" {...form.register('full_name')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('hr.individuals.fields.gender')} error={text(errors.gender?.message)}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('gender')}>
                  <option value="">{t('hr.individuals.none')}</option>
                  {GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {t(`hr.individuals.genders.${g}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label={t('hr.individuals.fields.birth_date')} error={text(errors.birth_date?.message)}>
              <Input type="date" {...form.register('birth_date')} />
            </FormField>
            <FormField
              label={t('hr.individuals.fields.national_id')}
              error={text(errors.national_id?.message)}
            >
              <Input autoComplete="off" dir="ltr" {...form.register('national_id')} />
            </FormField>
            <FormField
              label={t('hr.individuals.fields.passport_number')}
              error={text(errors.passport_number?.message)}
            >
              <Input autoComplete="off" dir="ltr" {...form.register('passport_number')} />
            </FormField>
          </SimpleGrid>
          <HStack gap="3" justify="flex-end">
            <Button asChild variant="outline">
              <RouterLink to={INDIVIDUALS_PATH}>{t('hr.individuals.cancel')}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="primary" loading={isSubmitting} data-testid="save-individual">
              {t('hr.individuals.submit')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
