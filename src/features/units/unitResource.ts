import type { UnitKind } from '../../../domain/units/kinds';
import { organizationPart, UNIT_SUBJECT } from '../../../domain/units/access';
import { UNIT_SCHEMAS } from '../../../domain/units/unit';
import { defineResource } from '../../components/resource/resource';

// The six kinds of unit as the list screens see them (one resource each, the same shape): their
// API path, subject, texts (`units.<kind>`) and the filters their list keeps in the URL. Units
// other than teams are parts of the organisation: changing them is updating it (decision 0008).

const PART = { writeAction: 'update', asSubject: organizationPart } as const;

export const groupResource = defineResource({
  path: '/api/groups/',
  name: 'group',
  subject: UNIT_SUBJECT.group,
  ...PART,
  texts: 'units.group',
  listQuery: UNIT_SCHEMAS.group.listQuery,
  filters: ['status_id', 'type_id'],
  defaultOrdering: 'name',
});

export const companyResource = defineResource({
  path: '/api/companies/',
  name: 'company',
  subject: UNIT_SUBJECT.company,
  ...PART,
  texts: 'units.company',
  listQuery: UNIT_SCHEMAS.company.listQuery,
  filters: ['group_id', 'status_id', 'type_id'],
  defaultOrdering: 'name',
});

export const establishmentResource = defineResource({
  path: '/api/establishments/',
  name: 'establishment',
  subject: UNIT_SUBJECT.establishment,
  ...PART,
  texts: 'units.establishment',
  listQuery: UNIT_SCHEMAS.establishment.listQuery,
  filters: ['company_id', 'status_id', 'type_id'],
  defaultOrdering: 'name',
});

export const serviceResource = defineResource({
  path: '/api/services/',
  name: 'service',
  subject: UNIT_SUBJECT.service,
  ...PART,
  texts: 'units.service',
  listQuery: UNIT_SCHEMAS.service.listQuery,
  filters: ['establishment_id', 'status_id', 'type_id', 'niveau_id'],
  defaultOrdering: 'name',
});

/** Teams are `Team` (created, changed and deleted under that right, per row: brand, own team). */
export const teamResource = defineResource({
  path: '/api/teams/',
  name: 'team',
  subject: UNIT_SUBJECT.team,
  texts: 'units.team',
  listQuery: UNIT_SCHEMAS.team.listQuery,
  filters: ['service_id', 'status_id', 'type_id'],
  defaultOrdering: 'name',
});

export const workplaceResource = defineResource({
  path: '/api/workplaces/',
  name: 'workplace',
  subject: UNIT_SUBJECT.workplace,
  ...PART,
  texts: 'units.workplace',
  listQuery: UNIT_SCHEMAS.workplace.listQuery,
  filters: ['establishment_id', 'status_id', 'type_id'],
  defaultOrdering: 'name',
});

export const UNIT_RESOURCES = {
  group: groupResource,
  company: companyResource,
  establishment: establishmentResource,
  service: serviceResource,
  team: teamResource,
  workplace: workplaceResource,
} as const;

export type UnitResource = (typeof UNIT_RESOURCES)[UnitKind];
