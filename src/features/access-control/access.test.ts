import { describe, expect, it } from 'vitest';
import { createAppAbility } from '../../../domain/access';
import { accessLevel, denialReason, MATRIX_ACTIONS, MATRIX_SUBJECTS } from './access';

describe('accessLevel', () => {
  it('tells every record from some records from none', () => {
    const ability = createAppAbility([
      { action: 'read', subject: 'Product' },
      { action: 'read', subject: 'Order', conditions: { created_by: 7 } },
      { action: 'update', subject: 'User', conditions: { id: 7 }, fields: ['first_name'] },
      { action: 'manage', subject: 'Sale' },
      { action: 'delete', subject: 'Sale', inverted: true, conditions: { status: 'paid' } },
    ]);
    expect(accessLevel(ability, 'read', 'Product')).toBe('allowed');
    expect(accessLevel(ability, 'read', 'Order')).toBe('limited');
    expect(accessLevel(ability, 'update', 'User')).toBe('limited');
    expect(accessLevel(ability, 'read', 'Sale')).toBe('allowed');
    expect(accessLevel(ability, 'delete', 'Sale')).toBe('limited');
    expect(accessLevel(ability, 'delete', 'Product')).toBe('denied');
    expect(accessLevel(null, 'read', 'Product')).toBe('denied');
  });

  it('manage all allows everything', () => {
    const ability = createAppAbility([{ action: 'manage', subject: 'all' }]);
    for (const subject of MATRIX_SUBJECTS) {
      for (const action of MATRIX_ACTIONS) expect(accessLevel(ability, action, subject)).toBe('allowed');
    }
  });

  it('gives the reason of an inverted rule', () => {
    const ability = createAppAbility([
      { action: 'manage', subject: 'Settings' },
      { action: 'manage', subject: 'Settings', inverted: true, reason: 'Not for clients.' },
    ]);
    expect(accessLevel(ability, 'read', 'Settings')).toBe('denied');
    expect(denialReason(ability, 'read', 'Settings')).toBe('Not for clients.');
    expect(denialReason(ability, 'read', 'Product')).toBeUndefined();
  });

  it('lists the subjects of spec §6 without the wildcard, and five actions', () => {
    expect(MATRIX_SUBJECTS).toContain('AclDemo');
    expect(MATRIX_SUBJECTS).not.toContain('all');
    expect(MATRIX_ACTIONS).toEqual(['read', 'create', 'update', 'delete', 'manage']);
  });
});
