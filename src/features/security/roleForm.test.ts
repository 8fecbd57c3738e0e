import { describe, expect, it } from 'vitest';
import type { SecurityRole } from '../../../domain/security';
import { changedFields, idToOption, optionToId, roleFormDefaults, RoleFormSchema } from './roleForm';

const role: SecurityRole = {
  id: 4,
  name: 'Manager',
  code: 'manager',
  description: 'Built-in role manager',
  level: 'system',
  id_organization: 1,
  parent_role: null,
  is_system_role: true,
  is_active: true,
  permissions_count: 0,
  users_count: 1,
  created_at: '',
  updated_at: '',
};

describe('role form', () => {
  it('starts from the role, or from a new organisation role', () => {
    expect(roleFormDefaults(role)).toMatchObject({ code: 'manager', level: 'system', parent_role: null });
    expect(roleFormDefaults(null)).toMatchObject({ level: 'organization', is_active: true, name: '' });
  });

  it('sends only what changed', () => {
    const values = RoleFormSchema.parse({ ...roleFormDefaults(role), name: 'Managers', parent_role: 7 });
    expect(changedFields(role, values)).toEqual({ name: 'Managers', parent_role: 7 });
    expect(changedFields(role, RoleFormSchema.parse(roleFormDefaults(role)))).toEqual({});
  });

  it('validates with the API’s rules', () => {
    const result = RoleFormSchema.safeParse({ ...roleFormDefaults(null), name: 'X', code: '1x' });
    expect(result.success).toBe(false);
  });

  it('maps a nullable id to a select value and back', () => {
    expect(idToOption(null)).toBe('');
    expect(idToOption(3)).toBe('3');
    expect(optionToId('')).toBeNull();
    expect(optionToId('3')).toBe(3);
  });
});
