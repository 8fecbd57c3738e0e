import { organizationPart } from '../../../../domain/units/access';
import {
  NiveauListQuerySchema,
  UnitStatusListQuerySchema,
  UnitTypeListQuerySchema,
} from '../../../../domain/units/parameters';
import { defineResource } from '../../../components/resource/resource';

// The organisation's parameters are parts of it (decision 0008): read on Organization reads
// them, and every change is an update of the organisation, judged by the row's organisation.
const PART = { subject: 'Organization', writeAction: 'update', asSubject: organizationPart } as const;

/** Niveaux: the grades of services, listed from the top level down. */
export const niveauResource = defineResource({
  ...PART,
  path: '/api/niveaux/',
  name: 'niveau',
  texts: 'unitsTree.niveaux',
  listQuery: NiveauListQuerySchema,
  filters: [],
  defaultOrdering: 'level',
});

/** The statuses a unit may take. */
export const unitStatusResource = defineResource({
  ...PART,
  path: '/api/unit-statuses/',
  name: 'unit-status',
  texts: 'unitsTree.statuses',
  listQuery: UnitStatusListQuerySchema,
  filters: [],
  defaultOrdering: 'name',
});

/** The types a unit may take. */
export const unitTypeResource = defineResource({
  ...PART,
  path: '/api/unit-types/',
  name: 'unit-type',
  texts: 'unitsTree.types',
  listQuery: UnitTypeListQuerySchema,
  filters: [],
  defaultOrdering: 'name',
});
