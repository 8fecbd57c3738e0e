import { useMemo } from 'react';
import { Badge, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnitKind } from '../../../domain/units/kinds';
import type { Column } from '../../components/data/DataTable';
import { Nothing } from '../../components/data/Nothing';
import { unitViewPath } from './paths';
import { useChoices, type Choices } from './unitChoices';
import { parentKind, referenceField } from './unitKinds';
import type { UnitRow } from './unitRow';
import { codeColumn } from '../../components/data/codeColumn';
import { NameCell } from '../../components/data/NameCell';

/** A reference's name in a cell (a link to it when given), or the dash of none. */
export function ReferenceCell({
  choices,
  id,
  to,
}: {
  choices: Choices;
  id: number | null | undefined;
  to?: string;
}) {
  const { t } = useTranslation();
  if (id === null || id === undefined) return <Nothing />;
  const label = choices.labelOf(id) ?? t('units.choices.numbered', { id });
  return to ? (
    <Link asChild color="primary.fg" focusRing="outside">
      <RouterLink to={to}>{label}</RouterLink>
    </Link>
  ) : (
    <Text as="span">{label}</Text>
  );
}

/**
 * The columns of a kind's units: name (a link to the view, the description under it), code, its
 * parent (`withParent`: not in a list under that parent), status and type.
 */
export function useUnitColumns(kind: UnitKind, { withParent }: { withParent: boolean }): Column<UnitRow>[] {
  const { t } = useTranslation();
  const parent = withParent ? parentKind(kind) : null;
  const parents = useChoices(kind, 'parent');
  const statuses = useChoices(kind, 'status_id');
  const types = useChoices(kind, 'type_id');
  return useMemo(() => {
    const columns: Column<UnitRow>[] = [
      {
        id: 'name',
        header: 'units.columns.name',
        sortField: 'name',
        cell: (row) => (
          <NameCell
            name={row.name}
            description={row.description}
            to={unitViewPath(kind, row.id)}
            minW="12rem"
          />
        ),
      },
      codeColumn('units.columns.code'),
    ];
    if (parent) {
      const field = referenceField(kind, 'parent') as keyof UnitRow;
      columns.push({
        id: 'parent',
        header: `units.fields.${String(field)}`,
        hideBelow: 'md',
        cell: (row) => {
          const id = row[field] as number | null | undefined;
          return <ReferenceCell choices={parents} id={id} to={id ? unitViewPath(parent, id) : undefined} />;
        },
      });
    }
    columns.push(
      {
        id: 'status',
        header: 'units.columns.status',
        hideBelow: 'sm',
        cell: (row) =>
          row.status_id === null ? (
            <Nothing />
          ) : (
            <Badge variant="subtle" colorPalette="primary">
              {statuses.labelOf(row.status_id) ?? t('units.choices.numbered', { id: row.status_id })}
            </Badge>
          ),
      },
      {
        id: 'type',
        header: 'units.columns.type',
        hideBelow: 'lg',
        cell: (row) => <ReferenceCell choices={types} id={row.type_id} />,
      },
    );
    return columns;
  }, [kind, parent, parents, statuses, types, t]);
}
