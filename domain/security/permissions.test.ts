import { describe, expect, it } from 'vitest';
import { BulkPermissionsSchema, PermissionConditionsSchema } from './permissions';

const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('PermissionConditionsSchema', () => {
  it('accepts the conditions editor’s presets and plain values', () => {
    for (const conditions of [
      { id_organization: '${user.id_organization}' },
      { team: '${user.team}', status: 'open', amount: 3, archived: false, deleted_at: null },
    ]) {
      expect(PermissionConditionsSchema.safeParse(conditions).success).toBe(true);
    }
  });

  it('rejects operators, odd keys and unknown placeholders, naming the key', () => {
    expect(paths(PermissionConditionsSchema.safeParse({ team: { $ne: 1 } }))).toEqual(['team']);
    expect(paths(PermissionConditionsSchema.safeParse({ $where: 'x' }))).toEqual(['$where']);
    expect(paths(PermissionConditionsSchema.safeParse({ 'a.b': 1 }))).toEqual(['a.b']);
    expect(paths(PermissionConditionsSchema.safeParse({ team: '${user.password_hash}' }))).toEqual(['team']);
  });

  it('limits the number of conditions', () => {
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]));
    expect(PermissionConditionsSchema.safeParse(many).success).toBe(false);
  });
});

describe('BulkPermissionsSchema', () => {
  it('names a bad item by its index', () => {
    const result = BulkPermissionsSchema.safeParse({
      updates: [
        { role: 1, module: 1, operation: 1, action: 'grant' },
        { role: 1, module: 1, operation: 2, action: 'toggle' },
      ],
    });
    expect(paths(result)).toEqual(['updates.1.action']);
  });
});
