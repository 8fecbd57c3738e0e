import { useMemo, type ReactNode } from 'react';
import { Flex, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOrganizationLabel } from '../../lib/organizationLabel';
import { useOrganizations, type Organizations } from '../../lib/organizations';
import type { Column } from './DataTable';
import { FilterSelect } from './FilterSelect';

/**
 * "Organisation: All organisations / Acme / Demo Group": narrows a list or a set of figures to
 * one organisation, for whoever may read several. `value` is the organisation's id as a string,
 * '' for all of them.
 */
export function OrganizationFilter({
  organizations,
  value,
  onChange,
}: {
  organizations: Organizations;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('data.organization.filter')}
      allLabel={t('data.organization.all')}
      value={value}
      onChange={onChange}
      options={organizations.list.map((o) => ({ value: String(o.id), label: o.name }))}
    />
  );
}

/** The id of the column `organizationColumn` makes. */
export const ORGANIZATION_COLUMN = 'organization';

/**
 * A column naming each row's organisation (rows carry `id_organization`; `useOrganizationLabel`
 * names it), placed after the first column (the row's own name), for a list that shows several
 * organisations' rows.
 */
export function withOrganizationColumn<T>(
  columns: Column<T>[],
  organizationLabel: (id: number) => string,
): Column<T>[] {
  const column: Column<T> = {
    id: ORGANIZATION_COLUMN,
    header: 'data.organization.column',
    hideBelow: 'sm',
    cell: (row) => {
      const id = (row as { id_organization?: number | null }).id_organization;
      return id === undefined || id === null ? null : organizationLabel(id);
    },
  };
  return [...columns.slice(0, 1), column, ...columns.slice(1)];
}

/**
 * The organisation a screen of figures shows, kept in the URL (`?organization=<id>`): one the
 * signed-in user may read, or none for all of theirs combined. Only for whoever reads several.
 */
export function useChosenOrganization(organizations: Organizations) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(ORGANIZATION_PARAM);
  // Only one of theirs: a hand-edited number names nothing and shows everything, and says so.
  const chosen = raw && organizations.nameOf(Number(raw)) !== undefined ? Number(raw) : undefined;
  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(ORGANIZATION_PARAM, value);
    else next.delete(ORGANIZATION_PARAM);
    setParams(next);
  };
  return { chosen, choose };
}
const ORGANIZATION_PARAM = 'organization';

/**
 * Above figures that may cover several organisations: the choice of one, and a line saying
 * whether the figures are that organisation's alone or every readable one's combined.
 */
export function OrganizationScope({
  organizations,
  chosen,
  onChange,
}: {
  organizations: Organizations;
  chosen: number | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (!organizations.several) return null;
  const name = chosen === undefined ? undefined : organizations.nameOf(chosen);
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" data-testid="organization-scope">
      <OrganizationFilter organizations={organizations} value={chosen === undefined ? '' : String(chosen)} onChange={onChange} />
      <Text color="fg.muted" fontSize="sm" pb="2" role="status">
        {name ? t('data.organization.one', { name }) : t('data.organization.combined')}
      </Text>
    </Flex>
  );
}

/**
 * A list of several organisations' rows, for whoever may read several: its columns with the
 * organisation's (`withOrganizationColumn`) and the filter by organisation (`value`, `onChange`:
 * the list's organisation filter). For anyone else, the columns as they are and no filter.
 */
export function useOrganizationListing<T>(
  columns: Column<T>[],
  value: string,
  onChange: (value: string) => void,
): { columns: Column<T>[]; filter: ReactNode; several: boolean } {
  const organizations = useOrganizations();
  const organizationLabel = useOrganizationLabel();
  const { several } = organizations;
  const shown = useMemo(
    () => (several ? withOrganizationColumn(columns, organizationLabel) : columns),
    [several, columns, organizationLabel],
  );
  const filter = several ? (
    <OrganizationFilter organizations={organizations} value={value} onChange={onChange} />
  ) : null;
  return { columns: shown, filter, several };
}
