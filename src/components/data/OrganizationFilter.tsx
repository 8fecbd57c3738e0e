import { useTranslation } from 'react-i18next';
import type { Organizations } from '../../lib/organizations';
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
      const id = (row as { id_organization?: number }).id_organization;
      return id === undefined ? null : organizationLabel(id);
    },
  };
  return [...columns.slice(0, 1), column, ...columns.slice(1)];
}
