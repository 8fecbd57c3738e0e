import { describe, it, expect } from 'vitest';
import { subject } from '@casl/ability';
import { AbilityRuleSchema, rulesForWire, type AbilityRule } from './ability-rule';
import { createAppAbility, denialMessage } from './app-ability';
import { buildUserRules } from './user-rules';
import { ROLES } from './vocabulary';
import { userWith, ORG, OTHER_ORG } from './test-support';

describe('denialMessage', () => {
  const ability = createAppAbility([
    ...buildUserRules(userWith('user')),
    { action: 'delete', subject: 'Order', inverted: true, reason: 'Orders are kept for accounting' },
  ]);

  it('gives the default text when no rule explains the denial', () => {
    expect(denialMessage(ability, 'update', 'Product')).toBe("You don't have permission to update Product");
  });

  it('names the subject type of a row', () => {
    const product = subject('Product', { id_organization: OTHER_ORG });
    expect(denialMessage(ability, 'read', product)).toBe("You don't have permission to read Product");
  });

  it('uses the reason of the denying rule', () => {
    expect(denialMessage(ability, 'delete', 'Order')).toBe('Orders are kept for accounting');
    expect(denialMessage(ability, 'delete', subject('Order', { id_organization: ORG }))).toBe(
      'Orders are kept for accounting',
    );
  });

  it('checks the field when given', () => {
    expect(denialMessage(ability, 'update', subject('User', { id: 10 }), 'email')).toBe(
      "You don't have permission to update User",
    );
  });
});

describe('rules on the wire', () => {
  it('drops undefined keys and survives JSON and the schema unchanged', () => {
    const rules: AbilityRule[] = [
      { action: 'read', subject: 'Product', conditions: undefined, fields: undefined, inverted: undefined },
      {
        action: ['read'],
        subject: ['User'],
        conditions: { id: 1 },
        fields: ['email'],
        inverted: true,
        reason: 'no',
      },
    ];
    const wire = rulesForWire(rules);
    expect(Object.keys(wire[0]!)).toEqual(['action', 'subject']);
    expect(wire[1]).toEqual(rules[1]);
    const roundTrip = JSON.parse(JSON.stringify(wire)) as unknown;
    expect(AbilityRuleSchema.array().parse(roundTrip)).toEqual(wire);
  });

  it('every role produces rules the schema accepts and JSON keeps intact', () => {
    for (const role of ROLES) {
      const rules = rulesForWire(
        buildUserRules(userWith(role, { is_staff: true }), [{ action: 'read', subject: 'Settings' }]),
      );
      expect(AbilityRuleSchema.array().parse(JSON.parse(JSON.stringify(rules)))).toEqual(rules);
    }
  });

  it('rejects malformed rules', () => {
    expect(AbilityRuleSchema.safeParse({ action: 'read' }).success).toBe(false);
    expect(AbilityRuleSchema.safeParse({ action: 1, subject: 'User' }).success).toBe(false);
    expect(AbilityRuleSchema.safeParse({ action: 'read', subject: 'User', fields: 'email' }).success).toBe(
      false,
    );
  });
});
