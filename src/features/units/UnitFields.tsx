import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UnitKind } from '../../../domain/units/kinds';
import { FormField } from '../../components/data/FormDialog';
import { common, DescriptionField, NameCodeFields } from '../../components/form/CommonFields';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { useChoices } from './unitChoices';
import { parentOptional, referenceField, unitReferences, type UnitReference } from './unitKinds';
import { useUnitMessage } from './unitMessages';

/** A unit's form values as react-hook-form holds them: its own fields and its references by API name. */
export type UnitFormValues = {
  name: string;
  code: string;
  description: string;
} & Record<string, string | number | null>;

/** The form's starting values: a row's (editing), or empty ones with the parent given (adding). */
export function unitDefaults(
  kind: UnitKind,
  row: Record<string, unknown> | null,
  parent?: number,
): UnitFormValues {
  const values: UnitFormValues = {
    name: (row?.name as string) ?? '',
    code: (row?.code as string) ?? '',
    description: (row?.description as string) ?? '',
  };
  for (const reference of unitReferences(kind)) {
    const field = referenceField(kind, reference);
    values[field] =
      (row?.[field] as number | null | undefined) ?? (reference === 'parent' ? (parent ?? null) : null);
  }
  return values;
}

/** Only a parent is required (establishments, services); every other reference may be none. */
const optional = (kind: UnitKind, reference: UnitReference) => reference !== 'parent' || parentOptional(kind);

/**
 * The fields of a unit's add form and edit dialog: name and code (the code made from the name when
 * adding), description, then its references (parent, status, type; a service's manager and niveau,
 * a team's brand) as choices of `organization`'s rows.
 */
export function UnitFields({
  kind,
  form,
  adding,
  organization,
}: {
  kind: UnitKind;
  form: UseFormReturn<UnitFormValues, unknown, unknown>;
  adding: boolean;
  organization?: number;
}) {
  const { t } = useTranslation();
  const text = useUnitMessage();
  const f = common(form);
  return (
    <Stack gap="4">
      <NameCodeFields
        errorText={text}
        form={f}
        generate={adding}
        sanitizedNotice={t('units.form.codeSanitized')}
      />
      <DescriptionField form={f} errorText={text} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {unitReferences(kind).map((reference) => (
          <ReferenceField
            key={reference}
            kind={kind}
            reference={reference}
            form={form}
            organization={organization}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ReferenceField({
  kind,
  reference,
  form,
  organization,
}: {
  kind: UnitKind;
  reference: UnitReference;
  form: UseFormReturn<UnitFormValues, unknown, unknown>;
  organization?: number;
}) {
  const { t } = useTranslation();
  const text = useUnitMessage();
  const field = referenceField(kind, reference);
  const choices = useChoices(kind, reference, { organization });
  const error = text(form.formState.errors[field]?.message);
  return (
    <FormField label={t(`units.fields.${field}`)} error={error} required={!optional(kind, reference)}>
      <Controller
        control={form.control}
        name={field}
        render={({ field: input }) => (
          <ReferenceSelect
            name={input.name}
            options={choices.options}
            optional={optional(kind, reference)}
            emptyLabel={t(optional(kind, reference) ? 'units.choices.none' : 'units.choices.choose')}
            fallback={(id) => t('units.choices.numbered', { id })}
            value={input.value as number | null}
            onChange={input.onChange}
            onBlur={input.onBlur}
            invalid={!!error}
            testId={`${field}-select`}
          />
        )}
      />
    </FormField>
  );
}
