import { describe, expect, it } from 'vitest';
import type { AccessUser } from '../access';
import { canAssignRole, canManageUser, canSetFlag } from './roleAssignment';

const actor = (role: string, extra: Partial<AccessUser> = {}): AccessUser => ({
  id: 1,
  role,
  id_organization: 1,
  team: null,
  brand: null,
  is_staff: false,
  is_superuser: false,
  ...extra,
});

describe('canAssignRole', () => {
  it.each([
    ['superuser', 'super_admin', true],
    ['super_admin', 'superuser', true],
    ['admin', 'admin', true],
    ['admin', 'CLIENT_ADMIN', true],
    ['admin', 'super_admin', false],
    ['admin', 'superuser', false],
    ['team_manager', 'sales', true],
    ['team_manager', 'admin', false],
    ['team_manager', 'manager', false],
    ['team_manager', 'hr', false],
    ['team_manager', 'team_manager', false],
    ['hr', 'manager', true],
    ['hr', 'team_manager', true],
    ['admin', 'hr', true],
    ['hr', 'CLIENT_ADMIN', false],
    ['hr', 'super_admin', false],
    ['CLIENT_ADMIN', 'CLIENT_ADMIN', false],
  ])('%s assigning %s → %s', (role, target, expected) => {
    expect(canAssignRole(actor(role), target)).toBe(expected);
  });

  it('is_superuser flag counts as top level', () => {
    expect(canAssignRole(actor('user', { is_superuser: true }), 'superuser')).toBe(true);
  });
});

describe('canSetFlag', () => {
  it('only superusers grant is_superuser', () => {
    expect(canSetFlag(actor('superuser'), 'is_superuser')).toBe(true);
    expect(canSetFlag(actor('super_admin'), 'is_superuser')).toBe(false);
    expect(canSetFlag(actor('admin'), 'is_superuser')).toBe(false);
  });
  it('admins and above grant is_staff', () => {
    expect(canSetFlag(actor('admin'), 'is_staff')).toBe(true);
    expect(canSetFlag(actor('hr'), 'is_staff')).toBe(false);
  });
});

describe('canManageUser', () => {
  const target = (role: string, is_superuser = false) => ({ role, is_superuser });
  it.each([
    ['admin', target('user'), true],
    ['admin', target('admin'), true],
    ['admin', target('super_admin'), false],
    ['admin', target('superuser', true), false],
    ['admin', target('manager', true), false],
    ['hr', target('sales'), true],
    ['hr', target('admin'), false],
    ['team_manager', target('CLIENT_ADMIN'), false],
    ['super_admin', target('superuser', true), false],
    ['superuser', target('superuser', true), true],
  ])('%s editing %o → %s', (role, t, expected) => {
    expect(canManageUser(actor(role), t)).toBe(expected);
  });
});
