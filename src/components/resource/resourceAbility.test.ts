import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../../domain/access/app-ability';
import { organizationPart } from '../../../domain/units/access';
import { canOnResource } from './resourceAbility';

// A part of the organisation (a company) is `Organization` judged by its organisation, changed by
// updating it (decision 0008); a team is `Team`, judged by its own fields.
const part = { subject: 'Organization', writeAction: 'update', asSubject: organizationPart } as const;
const team = { subject: 'Team' } as const;
const company = (id: number, organization: number) => ({ id, id_organization: organization });

describe('canOnResource', () => {
  // CLIENT_ADMIN: reads and updates its own organisation (1).
  const clientAdmin = createAppAbility([
    { action: ['read', 'update'], subject: 'Organization', conditions: { id: 1 } },
  ]);

  it('judges a part by its organisation, not by its own id', () => {
    expect(canOnResource(clientAdmin, part, 'update', company(7, 1))).toBe(true);
    expect(canOnResource(clientAdmin, part, 'update', company(1, 2))).toBe(false);
    expect(canOnResource(clientAdmin, part, 'read', company(1, 2))).toBe(false);
  });

  it('asks a change of a part for its write action: creating and deleting are updating the organisation', () => {
    expect(canOnResource(clientAdmin, part, 'create')).toBe(true);
    expect(canOnResource(clientAdmin, part, 'delete', company(7, 1))).toBe(true);
    // Without the resource's write action, nobody would be offered to add one.
    expect(canOnResource(clientAdmin, { subject: 'Organization' } as const, 'create')).toBe(false);
  });

  it('judges a row of a resource without a mapping by its own fields', () => {
    const teamManager = createAppAbility([
      { action: ['read', 'update'], subject: 'Team', conditions: { id: 4 } },
    ]);
    expect(canOnResource(teamManager, team, 'update', company(4, 1))).toBe(true);
    expect(canOnResource(teamManager, team, 'update', company(5, 1))).toBe(false);
    expect(canOnResource(teamManager, team, 'create')).toBe(false);
  });

  it('allows nothing without an ability', () => {
    expect(canOnResource(null, part, 'read')).toBe(false);
  });
});
