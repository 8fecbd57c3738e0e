import { describe, expect, it } from 'vitest';
import { buildUserRules, createAppAbility } from '../../../domain/access';
import { AREAS } from '../../../domain/access/areas';
import { userWith } from '../../../domain/access/test-support';
import { permissionSentence, whatICanDo, type AreaAccess } from './whatICanDo';

const abilityOf = (role: string, overrides: Parameters<typeof userWith>[1] = {}) =>
  createAppAbility(buildUserRules(userWith(role, overrides)));
const area = (access: AreaAccess[], code: string) => access.find((a) => a.area === code);
const subject = (access: AreaAccess[], name: string) =>
  access.flatMap((a) => a.subjects).find((s) => s.subject === name)?.permissions;

describe('whatICanDo', () => {
  it('gives a superuser every area and subject of the registry: anything, in every organisation', () => {
    const access = whatICanDo(abilityOf('superuser', { is_superuser: true }));
    expect(access.map((a) => a.area)).toEqual(AREAS.map((a) => a.code));
    for (const { subjects } of access) {
      for (const { permissions } of subjects) {
        expect(permissions).toEqual([{ actions: 'all', reach: 'everywhere', someFields: false }]);
      }
    }
  });

  it('groups a salesperson’s rights by area, with how far each reaches', () => {
    const access = whatICanDo(abilityOf('sales'));
    expect(access.map((a) => a.area)).toEqual(['platform', 'catalogue', 'sales', 'hr', 'analytics']);
    expect(area(access, 'sales')!.subjects.map((s) => s.subject)).toEqual(['Sale', 'Order', 'Customer']);
    expect(subject(access, 'Sale')).toEqual([{ actions: 'all', reach: 'own', someFields: false }]);
    expect(subject(access, 'Customer')).toEqual([
      { actions: 'all', reach: 'organization', someFields: false },
    ]);
    expect(subject(access, 'Product')).toEqual([
      { actions: ['read'], reach: 'organization', someFields: false },
    ]);
    expect(subject(access, 'Analytics')).toEqual([{ actions: ['read'], reach: 'own', someFields: false }]);
    // Their own account: read it, change some of its details.
    expect(subject(access, 'User')).toEqual([
      { actions: ['read'], reach: 'own', someFields: false },
      { actions: ['update'], reach: 'own', someFields: true },
    ]);
    expect(subject(access, 'security')).toBeUndefined();
  });

  it('tells a brand’s rights from a team’s', () => {
    expect(subject(whatICanDo(abilityOf('brand_manager')), 'Product')).toEqual([
      { actions: 'all', reach: 'brand', someFields: false },
    ]);
    const teamManager = whatICanDo(abilityOf('team_manager'));
    expect(subject(teamManager, 'Team')).toEqual([
      { actions: ['read', 'update'], reach: 'team', someFields: false },
    ]);
    expect(subject(teamManager, 'User')).toEqual([
      { actions: ['read'], reach: 'team', someFields: false },
      { actions: ['update'], reach: 'team', someFields: true },
    ]);
  });

  it('leaves out what is denied, and says nothing without an ability', () => {
    const clientAdmin = whatICanDo(abilityOf('CLIENT_ADMIN'));
    expect(subject(clientAdmin, 'Settings')).toBeUndefined();
    expect(subject(clientAdmin, 'Brand')).toEqual([
      { actions: ['read'], reach: 'organization', someFields: false },
    ]);
    expect(whatICanDo(createAppAbility([]))).toEqual([]);
    expect(whatICanDo(null)).toEqual([]);
  });
});

describe('permissionSentence', () => {
  const words: Record<string, string> = {
    'accessControl.mine.verbs.read': 'view',
    'accessControl.mine.verbs.create': 'add',
    'accessControl.mine.verbs.update': 'change',
    'accessControl.mine.anything': 'anything',
    'accessControl.mine.reach.own': 'your own only',
    'accessControl.mine.reach.everywhere': 'in every organisation',
    'accessControl.mine.someFields': 'some details only',
  };
  const t = (key: string) => words[key] ?? key;

  it('lists the actions as the language joins a list, capitalised, then the reach and any field limit', () => {
    const some = { actions: ['read', 'create', 'update'], reach: 'own', someFields: true } as const;
    expect(permissionSentence({ ...some, actions: [...some.actions] }, t, 'en')).toEqual({
      actions: 'View, add, and change',
      reach: 'your own only, some details only',
    });
    expect(permissionSentence({ ...some, actions: ['read', 'update'] }, t, 'fr').actions).toBe(
      'View et change',
    );
    expect(permissionSentence({ actions: 'all', reach: 'everywhere', someFields: false }, t, 'en')).toEqual({
      actions: 'Anything',
      reach: 'in every organisation',
    });
  });
});
