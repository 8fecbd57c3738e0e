import { subject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { buildUserRules, createAppAbility, type AccessUser } from '../access';
import { CONDITION_PRESETS, customRuleFor, customRulesFor, isKnownPlaceholder } from './customRules';

const user: AccessUser = {
  id: 10,
  role: 'user',
  id_organization: 1,
  team: 5,
  brand: null,
  is_staff: false,
  is_superuser: false,
};
const stored = (
  action: string,
  subjectName: string,
  conditions: Record<string, unknown> | null = null,
  fields: string[] | null = null,
) => ({ action, subject: subjectName, conditions, fields });

describe('customRuleFor', () => {
  it('confines a rule without conditions to the holder’s organisation', () => {
    expect(customRuleFor(stored('read', 'Product'), user)).toEqual({
      action: 'read',
      subject: 'Product',
      conditions: { id_organization: 1 },
    });
  });

  it('overrides an organisation written into the conditions', () => {
    expect(customRuleFor(stored('read', 'User', { id_organization: 2 }), user)?.conditions).toEqual({
      id_organization: 1,
    });
  });

  it('confines Organization rows by their id', () => {
    expect(customRuleFor(stored('update', 'Organization'), user)?.conditions).toEqual({ id: 1 });
  });

  it('fills in placeholders and keeps plain values and fields', () => {
    expect(
      customRuleFor(stored('update', 'Order', { created_by: '${user.id}', status: 'open' }, ['notes']), user),
    ).toEqual({
      action: 'update',
      subject: 'Order',
      conditions: { created_by: 10, status: 'open', id_organization: 1 },
      fields: ['notes'],
    });
  });

  it('drops a rule whose placeholder has no value for the holder, or is unknown', () => {
    expect(customRuleFor(stored('read', 'Product', CONDITION_PRESETS.own_brand), user)).toBeNull();
    expect(customRuleFor(stored('read', 'Product', { team: '${user.password}' }), user)).toBeNull();
    expect(
      customRulesFor(
        [stored('read', 'Product', CONDITION_PRESETS.own_brand), stored('read', 'Kanban')],
        user,
      ),
    ).toEqual([{ action: 'read', subject: 'Kanban', conditions: { id_organization: 1 } }]);
  });

  it('a screen subject is still granted on the type (CASL ignores conditions there)', () => {
    const ability = createAppAbility(
      buildUserRules(user, customRulesFor([stored('read', 'security')], user)),
    );
    expect(ability.can('read', 'security')).toBe(true);
    expect(ability.can('manage', 'security')).toBe(false);
  });

  it('a row of another organisation stays out of reach', () => {
    const ability = createAppAbility(buildUserRules(user, customRulesFor([stored('manage', 'User')], user)));
    expect(ability.can('delete', subject('User', { id: 3, id_organization: 1 }))).toBe(true);
    expect(ability.can('delete', subject('User', { id: 3, id_organization: 2 }))).toBe(false);
  });
});

describe('isKnownPlaceholder', () => {
  it.each([
    ['${user.id}', true],
    ['${user.team}', true],
    ['${user.brand}', true],
    ['${user.id_organization}', true],
    ['${user.email}', false],
    ['${ user.id }', false],
    ['user.id', false],
  ])('%s → %s', (value, expected) => {
    expect(isKnownPlaceholder(value)).toBe(expected);
  });
});
