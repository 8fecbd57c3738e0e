import { getTableName } from 'drizzle-orm';
import {
  NiveauCreateSchema,
  NiveauListQuerySchema,
  NiveauSchema,
  NiveauUpdateSchema,
  organizationPart,
  UNIT_KINDS,
  UnitStatusCreateSchema,
  UnitStatusListQuerySchema,
  UnitStatusSchema,
  UnitStatusUpdateSchema,
  UnitTypeCreateSchema,
  UnitTypeListQuerySchema,
  UnitTypeSchema,
  UnitTypeUpdateSchema,
  unitMessages as m,
} from '../../../domain/units';
import { resourceRoutes, type BaseRow } from '../../http/resource';
import type { App } from '../../http/types';
import type { Services } from '../../services';
import { refuseWhileHeld } from './rules';
import {
  niveaux,
  organizationPartColumns,
  services as serviceUnits,
  UNIT_TABLES,
  unitStatuses,
  unitTypes,
} from './tables';

/** What a parameter shares with the units: a part of the organisation (decision 0008). */
const asOrganizationPart = {
  subject: 'Organization',
  writeAction: 'update',
  asSubject: organizationPart,
} as const;

const ALL_UNITS = UNIT_KINDS.map((kind) => UNIT_TABLES[kind]);

/** Niveaux (`/niveaux/`: the plural the spec uses), unit statuses and unit types. */
export function parameterRoutes(app: App, services: Services) {
  resourceRoutes<BaseRow, Record<string, unknown>, Record<string, unknown>, unknown>(app, services, {
    ...asOrganizationPart,
    name: 'Niveau',
    plural: 'niveaux',
    table: niveaux,
    accessColumns: organizationPartColumns(niveaux),
    notFoundMessage: m.niveauNotFound,
    schemas: {
      item: NiveauSchema,
      create: NiveauCreateSchema,
      update: NiveauUpdateSchema,
      listQuery: NiveauListQuerySchema,
    },
    list: {
      orderable: {
        level: niveaux.level,
        name: niveaux.name,
        code: niveaux.code,
        created_at: niveaux.created_at,
      },
      defaultOrdering: 'level',
      searchable: [niveaux.name, niveaux.code],
      tieBreaker: niveaux.id,
    },
    beforeDelete: ({ tx }, row) =>
      refuseWhileHeld(tx, [serviceUnits.niveau_id], row.id, (n) => m.parameterInUse('niveau', n)),
    unique: { niveaux_org_code_unique: ['code', m.codeTaken('niveau')] },
  });

  const parameters = [
    {
      name: 'UnitStatus',
      what: 'status',
      table: unitStatuses,
      column: 'status_id',
      schemas: {
        item: UnitStatusSchema,
        create: UnitStatusCreateSchema,
        update: UnitStatusUpdateSchema,
        listQuery: UnitStatusListQuerySchema,
      },
    },
    {
      name: 'UnitType',
      what: 'type',
      table: unitTypes,
      column: 'type_id',
      schemas: {
        item: UnitTypeSchema,
        create: UnitTypeCreateSchema,
        update: UnitTypeUpdateSchema,
        listQuery: UnitTypeListQuerySchema,
      },
    },
  ] as const;
  for (const { name, what, table, column, schemas } of parameters) {
    resourceRoutes<BaseRow, Record<string, unknown>, Record<string, unknown>, unknown>(app, services, {
      ...asOrganizationPart,
      name,
      table,
      accessColumns: organizationPartColumns(table),
      schemas,
      list: {
        orderable: { name: table.name, code: table.code, created_at: table.created_at },
        defaultOrdering: 'name',
        searchable: [table.name, table.code],
        tieBreaker: table.id,
      },
      // Used by any unit of any kind.
      beforeDelete: ({ tx }, row) =>
        refuseWhileHeld(
          tx,
          ALL_UNITS.map((units) => units[column]),
          row.id,
          (n) => m.parameterInUse(what, n),
        ),
      unique: { [`${getTableName(table)}_org_code_unique`]: ['code', m.codeTaken(what)] },
    });
  }
}
