import { describe, expect, it } from 'vitest';
import { RoleCreateSchema } from './roles';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('RoleCreateSchema', () => {
  it('defaults and levels', () => {
    expect(RoleCreateSchema.parse({ name: ' Leads ', code: 'leads', level: 'team' })).toEqual({
      name: 'Leads',
      code: 'leads',
      level: 'team',
      description: '',
      parent_role: null,
      is_active: true,
    });
    expect(paths(RoleCreateSchema.safeParse({ name: 'x', code: 'xy', level: 'global' }))).toEqual(['level']);
  });
});
