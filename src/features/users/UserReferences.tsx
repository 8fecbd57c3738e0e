import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAllPages } from '../../api/allPages';
import { useApi, useApiClient } from '../../lib/ApiProvider';
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
 * lets them give a user of that organisation (it refuses another organisation's). Inactive
 * brands are offered only when already chosen. A brand they cannot read keeps its number.
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

/** A user's brand: none, or one of their organisation's brands (test id `brand-select`). */
export function BrandSelect({ organization, field }: { organization: number; field: IdField }) {
  const { t } = useTranslation();
  const { data: brands = [], isPending } = useBrandChoices(organization);
  const offered = brands.filter((b) => b.is_active || b.id === field.value);
  const unknown = field.value != null && !isPending && !offered.some((b) => b.id === field.value);
  return (
    <NativeSelect.Root disabled={isPending && field.value != null}>
      <NativeSelect.Field
        name={field.name}
        value={toOption(field.value)}
        onChange={(e) => field.onChange(fromOption(e.target.value))}
        onBlur={field.onBlur}
        data-testid="brand-select"
      >
        <option value="">{t('users.brandChoice.none')}</option>
        {offered.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.is_active ? brand.name : t('users.brandChoice.inactive', { name: brand.name })}
          </option>
        ))}
        {(unknown || (isPending && field.value != null)) && (
          <option value={toOption(field.value)}>{t('users.brandValue', { id: field.value })}</option>
        )}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
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

/** A user's brand by its name; by its number when the signed-in user may not read it. */
export function BrandName({ id }: { id: number }) {
  const { t } = useTranslation();
  const readsBrands = useAppAbility()?.can('read', 'Brand') ?? false;
  const { data } = useApi().useQuery(
    'get',
    '/api/brands/{id}/',
    { params: { path: { id } } },
    { enabled: readsBrands, retry: false },
  );
  return <>{data?.name ?? t('users.brandValue', { id })}</>;
}
