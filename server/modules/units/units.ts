import { getTableName } from 'drizzle-orm';
import {
  UNIT_KINDS,
  UNIT_PARENT_FIELD,
  UNIT_SCHEMAS,
  UNIT_SUBJECT,
  childKindsOf,
  organizationPart,
  ownReferenceFields,
  unitMessages as m,
  unitName,
  type UnitKind,
} from '../../../domain/units';
import { users } from '../../db/tables/users';
import { resourceRoutes, type BaseRow, type Filter } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { checkUnitReferences, refuseWhileHeld } from './rules';
import { employees, organizationPartColumns, teamColumns, UNIT_TABLES } from './tables';

/** Each kind's resource name: its audit type, its OpenAPI tag and its path (`/companies/`). */
export const UNIT_RESOURCE_NAMES = Object.fromEntries(UNIT_KINDS.map((kind) => [kind, unitName(kind)])) as {
  [K in UnitKind]: Capitalize<K>;
};

/** What still holds a unit of `kind` (a delete is refused with 409 while any does). */
async function refuseWhileHolding(tx: Parameters<typeof refuseWhileHeld>[0], kind: UnitKind, id: number) {
  for (const child of childKindsOf(kind)) {
    const table = UNIT_TABLES[child] as unknown as Record<string, Parameters<typeof refuseWhileHeld>[1][0]>;
    const column = table[UNIT_PARENT_FIELD[child]!]!;
    await refuseWhileHeld(tx, [column], id, (n) => m.hasChildren(kind, n, child));
  }
  if (kind === 'team') {
    await refuseWhileHeld(tx, [employees.team_id], id, (n) => m.hasEmployees(kind, n));
    await refuseWhileHeld(tx, [users.team], id, (n) => m.hasMembers(n));
  }
  if (kind === 'workplace') {
    await refuseWhileHeld(tx, [employees.workplace_id], id, (n) => m.hasEmployees(kind, n));
  }
}

/** One kind's declaration: the six differ only in their table, schemas, references and subject. */
function unitRoutes(app: App, services: Services, kind: UnitKind) {
  const table = UNIT_TABLES[kind];
  const columns = table as unknown as Record<string, Filter>;
  const refs = ['status_id', 'type_id', ...ownReferenceFields(kind)];
  const schemas = UNIT_SCHEMAS[kind];
  const isTeam = UNIT_SUBJECT[kind] === 'Team';
  return resourceRoutes<BaseRow, Record<string, unknown>, Record<string, unknown>, unknown>(app, services, {
    name: UNIT_RESOURCE_NAMES[kind],
    subject: UNIT_SUBJECT[kind],
    table,
    // Teams are `Team` and judged as themselves; the rest are parts of the organisation (0008).
    ...(isTeam
      ? { accessColumns: teamColumns }
      : {
          accessColumns: organizationPartColumns(table),
          writeAction: 'update',
          asSubject: organizationPart,
        }),
    notFoundMessage: m.notFound(kind),
    schemas: {
      item: schemas.item,
      create: schemas.create,
      update: schemas.update,
      listQuery: schemas.listQuery,
    },
    list: {
      orderable: { name: table.name, code: table.code, created_at: table.created_at },
      defaultOrdering: 'name',
      searchable: [table.name, table.code],
      tieBreaker: table.id,
      filters: Object.fromEntries(refs.map((field) => [field, columns[field]!])),
    },
    toInsert: async ({ tx, principal }, input) => {
      await checkUnitReferences(tx, principal.user.id_organization, input);
      return input;
    },
    toUpdate: async ({ tx }, row, changes) => {
      await checkUnitReferences(tx, row.id_organization, changes);
      return changes;
    },
    beforeDelete: ({ tx }, row) => refuseWhileHolding(tx, kind, row.id),
    unique: { [`${getTableName(table)}_org_code_unique`]: ['code', m.codeTaken(kind)] },
  });
}

export type UnitKindRoutes = Record<UnitKind, ReturnType<typeof unitRoutes>>;

/** The six kinds' routes, by kind: `/groups/`, `/companies/`, … (their declarations, for sub-resources). */
export function unitKindRoutes(app: App, services: Services) {
  return Object.fromEntries(
    UNIT_KINDS.map((kind) => [kind, unitRoutes(app, services, kind)]),
  ) as UnitKindRoutes;
}
