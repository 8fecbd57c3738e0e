import { describe, expect, it } from 'vitest';
import { UNIT_KINDS } from '../../../domain/units/kinds';
import { CHILD_TABS, referenceField, UNIT_TABS, unitFormFields, unitReferences } from './unitKinds';

describe('unit kinds on screen', () => {
  it("reads each kind's references from its create schema, the parent first", () => {
    expect(unitReferences('group')).toEqual(['status_id', 'type_id']);
    expect(unitReferences('company')).toEqual(['parent', 'status_id', 'type_id']);
    expect(unitReferences('service')).toEqual(['parent', 'status_id', 'type_id', 'manager_id', 'niveau_id']);
    expect(unitReferences('team')).toEqual(['parent', 'status_id', 'type_id', 'brand']);
    expect(referenceField('establishment', 'parent')).toBe('company_id');
    expect(unitFormFields('workplace')).toEqual([
      'name',
      'code',
      'description',
      'establishment_id',
      'status_id',
      'type_id',
    ]);
  });

  it("gives every kind the spec's tabs, the overview first", () => {
    const spec = {
      company: ['addresses', 'contacts', 'establishments', 'overview'],
      establishment: ['addresses', 'contacts', 'overview', 'services'],
      group: ['addresses', 'companies', 'contacts', 'overview'],
      service: ['addresses', 'contacts', 'overview', 'teams'],
      team: ['addresses', 'contacts', 'employees', 'overview'],
      workplace: ['addresses', 'contacts', 'employees', 'overview'],
    };
    for (const kind of UNIT_KINDS) {
      expect([...UNIT_TABS[kind]].sort()).toEqual(spec[kind]);
      expect(UNIT_TABS[kind][0]).toBe('overview');
    }
  });

  it('lists under each child tab the units whose parent is this kind', () => {
    for (const kind of UNIT_KINDS) {
      for (const tab of UNIT_TABS[kind].filter((t) => t in CHILD_TABS)) {
        const child = CHILD_TABS[tab as keyof typeof CHILD_TABS];
        expect(referenceField(child, 'parent')).toBe(`${kind}_id`);
      }
    }
  });
});
