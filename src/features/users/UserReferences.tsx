import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAllPages } from '../../api/allPages';
import { useApiClient } from '../../lib/ApiProvider';
import { useOrganizationLabel } from '../../lib/organizationLabel';
import type { Organizations } from '../../lib/organizations';
import { useAppAbility } from '../../lib/session/SessionProvider';

/** What react-hook-form's Controller gives a select of ids (`null`: none). */
type IdField = {
  name: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur: () => void;
};

const toOption = (id: number | null | undefined) => (id === null || id === undefined ? '' : String(id));
const fromOption = (value: string) => (value === '' ? null : Number(value));

/**
 * The brands `organization` has that the signed-in user may read, by name: those the server
 * lets them give a user of that organisation (it refuses another organisation's). A brand they
 * cannot read keeps its number.
 */
function useBrandChoices(organization: number) {
  const client = useApiClient();
  const readsBrands = useAppAbility()?.can('read', 'Brand') ?? false;
  return useAllPages(
    ['get', '/api/brands/', { organization }],
    (page, pageSize) =>
      client.GET('/api/brands/', {
        params: { query: { organization, page, page_size: pageSize, ordering: 'name' } },
      }),
    { enabled: readsBrands },
  );
}

/** The teams of `organization` the signed-in user may read, by name (the server refuses another organisation's). */
export function useTeamChoices(organization: number | undefined) {
  const client = useApiClient();
  const readsTeams = useAppAbility()?.can('read', 'Team') ?? false;
  return useAllPages(
    ['get', '/api/teams/', { organization }],
    (page, pageSize) =>
      client.GET('/api/teams/', {
        params: { query: { organization, page, page_size: pageSize, ordering: 'name' } },
      }),
    { enabled: readsTeams },
  );
}

type Choice = { id: number; label: string };

/**
 * A reference picked by name: none, or one of `choices`. A value not among them (a row the
 * signed-in user may not read, or not loaded yet) stays chosen under `fallback`'s text.
 */
function ReferenceSelect({
  field,
  choices,
  isPending,
  none,
  fallback,
  testId,
}: {
  field: IdField;
  choices: Choice[];
  isPending: boolean;
  none: string;
  fallback: (id: number) => string;
  testId: string;
}) {
  const unknown = field.value != null && !choices.some((c) => c.id === field.value);
  return (
    <NativeSelect.Root disabled={isPending && field.value != null}>
      <NativeSelect.Field
        name={field.name}
        value={toOption(field.value)}
        onChange={(e) => field.onChange(fromOption(e.target.value))}
        onBlur={field.onBlur}
        data-testid={testId}
      >
        <option value="">{none}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
        {unknown && <option value={toOption(field.value)}>{fallback(field.value!)}</option>}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A user's brand: none, or one of their organisation's brands; inactive ones only when already chosen (test id `brand-select`). */
export function BrandSelect({ organization, field }: { organization: number; field: IdField }) {
  const { t } = useTranslation();
  const { data: brands = [], isPending } = useBrandChoices(organization);
  const choices = brands
    .filter((b) => b.is_active || b.id === field.value)
    .map((b) => ({
      id: b.id,
      label: b.is_active ? b.name : t('users.brandChoice.inactive', { name: b.name }),
    }));
  return (
    <ReferenceSelect
      field={field}
      choices={choices}
      isPending={isPending}
      none={t('users.brandChoice.none')}
      fallback={(id) => t('users.brandValue', { id })}
      testId="brand-select"
    />
  );
}

/** A user's team: none, or one of their organisation's teams (test id `team-select`). */
export function TeamSelect({ organization, field }: { organization: number; field: IdField }) {
  const { t } = useTranslation();
  const { data: teams = [], isPending } = useTeamChoices(organization);
  return (
    <ReferenceSelect
      field={field}
      choices={teams.map((team) => ({ id: team.id, label: team.name }))}
      isPending={isPending}
      none={t('users.teamChoice.none')}
      fallback={(id) => t('users.teamValue', { id })}
      testId="team-select"
    />
  );
}

/** A user's organisation: one of those the signed-in user may read (offered to whoever reads several). */
export function OrganizationSelect({
  organizations,
  field,
}: {
  organizations: Organizations;
  field: IdField;
}) {
  const organizationLabel = useOrganizationLabel();
  const listed = organizations.list.some((o) => o.id === field.value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        name={field.name}
        value={toOption(field.value)}
        onChange={(e) => field.onChange(fromOption(e.target.value))}
        onBlur={field.onBlur}
        data-testid="organization-select"
      >
        {!listed && field.value != null && (
          <option value={toOption(field.value)}>{organizationLabel(field.value)}</option>
        )}
        {organizations.list.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
