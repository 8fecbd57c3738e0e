import { describe, expect, it } from 'vitest';
import { buildUserRules, createAppAbility, ROLES, type AbilityRule } from '../access';
import { userWith } from '../access/test-support';
import { canListUsers } from './listAccess';

const abilityOf = (role: string, extra: Parameters<typeof userWith>[1] = {}, custom: AbilityRule[] = []) =>
  createAppAbility(buildUserRules(userWith(role, extra), custom));

describe('canListUsers', () => {
  // Spec §6: who reads users beyond their own account.
  const directory = new Set([
    'superuser',
    'super_admin',
    'admin',
    'brand_manager',
    'CLIENT_ADMIN',
    'team_manager',
    'manager',
    'hr',
    'human_resources',
  ]);

  it.each(ROLES)('%s', (role) => {
    expect(canListUsers(abilityOf(role))).toBe(directory.has(role));
  });

  it('every role can read its own account, which is not the directory', () => {
    for (const role of ROLES) expect(abilityOf(role).can('read', 'User')).toBe(true);
  });

  it('a team_manager without a team reads only themselves', () => {
    expect(canListUsers(abilityOf('team_manager', { team: null }))).toBe(false);
  });

  it('is_superuser opens it whatever the role', () => {
    expect(canListUsers(abilityOf('user', { is_superuser: true }))).toBe(true);
  });

  it('a custom rule can grant it, and an unconditional denial takes it away', () => {
    expect(
      canListUsers(abilityOf('user', {}, [{ action: 'read', subject: 'User', conditions: { team: 5 } }])),
    ).toBe(true);
    expect(canListUsers(abilityOf('admin', {}, [{ action: 'read', subject: 'User', inverted: true }]))).toBe(
      false,
    );
  });

  it('no ability, no directory', () => {
    expect(canListUsers(null)).toBe(false);
  });
});
