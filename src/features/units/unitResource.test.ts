import { describe, expect, it } from 'vitest';
import { UNIT_RESOURCES } from './unitResource';

describe('the units’ resources', () => {
  it('filter each list by its parent, status and type, and a service’s niveau', () => {
    expect(Object.fromEntries(Object.entries(UNIT_RESOURCES).map(([k, r]) => [k, r.filters]))).toEqual({
      group: ['status_id', 'type_id'],
      company: ['group_id', 'status_id', 'type_id'],
      establishment: ['company_id', 'status_id', 'type_id'],
      service: ['establishment_id', 'status_id', 'type_id', 'niveau_id'],
      team: ['service_id', 'status_id', 'type_id'],
      workplace: ['establishment_id', 'status_id', 'type_id'],
    });
  });

  it('judge teams as Team rows and the other kinds as parts of the organisation', () => {
    expect(UNIT_RESOURCES.team).toMatchObject({ path: '/api/teams/', subject: 'Team', texts: 'units.team' });
    expect(UNIT_RESOURCES.team).not.toHaveProperty('writeAction');
    expect(UNIT_RESOURCES.company).toMatchObject({
      path: '/api/companies/',
      name: 'company',
      writeAction: 'update',
      defaultOrdering: 'name',
    });
    expect(UNIT_RESOURCES.company.asSubject?.({ id_organization: 3 })).toEqual({ id: 3, id_organization: 3 });
  });
});
