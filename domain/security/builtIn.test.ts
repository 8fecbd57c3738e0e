import { describe, expect, it } from 'vitest';
import { buildUserRules, createAppAbility, ROLES } from '../access';
import { userWith } from '../access/test-support';
import { subject } from '@casl/ability';
import { builtInPermissions, builtInRoleRules } from './builtIn';
import type { AbilityRule, AccessUser } from '../access';

// A small catalogue: module codes are subjects, operation codes actions.
const MODULES = ['Dashboard', 'User', 'Organization', 'Team', 'security', 'Product', 'Order', 'Sale'].map(
  (code, i) => ({ id: 100 + i, code, application: code === 'Product' ? 2 : 1 }),
);
const OPERATIONS = ['create', 'read', 'update', 'delete', 'manage'].map((code, i) => ({ id: 200 + i, code }));
const moduleId = (code: string) => MODULES.find((m) => m.code === code)!.id;

function fill(rule: AbilityRule, holder: AccessUser): AbilityRule {
  if (!rule.conditions) return rule;
  const value = (v: unknown) => {
    const match = typeof v === 'string' ? /^\$\{user\.(\w+)\}$/.exec(v) : null;
    return match ? holder[match[1] as keyof AccessUser] : v;
  };
  return {
    ...rule,
    conditions: Object.fromEntries(Object.entries(rule.conditions).map(([k, v]) => [k, value(v)])),
  };
}

/** "Subject.action" of each entry, with its conditions and fields when it has any. */
function cells(roleCode: string) {
  return builtInPermissions(builtInRoleRules(roleCode), MODULES, OPERATIONS).map((p) => {
    const limits = [p.conditions && JSON.stringify(p.conditions), p.fields && p.fields.join('+')];
    return [`${p.module_code}.${p.operation_code}`, ...limits.filter(Boolean)].join(' ');
  });
}

describe('builtInRoleRules', () => {
  it('writes the holder’s attributes as the placeholders stored permissions use', () => {
    expect(builtInRoleRules('team_manager')).toContainEqual({
      action: 'update',
      subject: 'User',
      conditions: { id_organization: '${user.id_organization}', team: '${user.team}' },
      fields: ['role', 'is_active'],
    });
    expect(builtInRoleRules('sales')).toContainEqual({
      action: 'manage',
      subject: ['Sale', 'Order'],
      conditions: { id_organization: '${user.id_organization}', created_by: '${user.id}' },
    });
  });

  it('is the role table itself: filled in for a holder, it grants exactly what the server enforces', () => {
    // Written with placeholders and filled in for a holder, the rules answer every check as
    // the rules the server builds for that holder.
    const checks: [string, string, Record<string, unknown>?, string?][] = [
      ['read', 'User', { id_organization: 1, team: 5, id: 11 }],
      ['update', 'User', { id_organization: 1, team: 5, id: 11 }, 'role'],
      ['update', 'User', { id_organization: 1, team: 6, id: 11 }, 'role'],
      ['update', 'User', { id_organization: 1, id: 10 }, 'first_name'],
      ['manage', 'Sale', { id_organization: 1, created_by: 10 }],
      ['manage', 'Sale', { id_organization: 1, created_by: 11 }],
      ['read', 'Product', { id_organization: 1, brand: 7 }],
      ['read', 'Product', { id_organization: 2, brand: 7 }],
      ['manage', 'security'],
      ['read', 'Dashboard'],
    ];
    for (const role of ROLES) {
      const holder = userWith(role);
      const enforced = createAppAbility(buildUserRules(holder));
      const filled = createAppAbility(builtInRoleRules(role).map((rule) => fill(rule, holder)));
      for (const [action, type, row, field] of checks) {
        const target = row ? subject(type, { ...row }) : type;
        expect(filled.can(action, target, field), `${role} ${action} ${type} ${JSON.stringify(row)}`).toBe(
          enforced.can(action, target, field),
        );
      }
    }
  });
});

describe('builtInPermissions (the role table on the matrix)', () => {
  it('admin: manage covers every operation of its modules, without the organisation condition', () => {
    const admin = cells('admin');
    for (const op of ['create', 'read', 'update', 'delete', 'manage']) {
      expect(admin).toContain(`security.${op}`);
      expect(admin).toContain(`Product.${op}`);
      expect(admin).toContain(`User.${op}`);
    }
    expect(admin).toContain('Dashboard.read');
    expect(admin).not.toContain('Dashboard.update');
    // Its organisation's structure: read and update, never the tenants' manage (decision 0008).
    expect(admin).toContain('Organization.update');
    expect(admin).not.toContain('Organization.manage');
  });

  it('marks the cells a manage rule covers', () => {
    const entries = builtInPermissions(builtInRoleRules('admin'), MODULES, OPERATIONS).filter(
      (p) => p.module === moduleId('Product'),
    );
    expect(entries.find((p) => p.operation_code === 'read')?.via_manage).toBe(true);
    expect(entries.find((p) => p.operation_code === 'manage')?.via_manage).toBe(false);
  });

  it('keeps what narrows a right: own records, own team, fields', () => {
    expect(cells('sales')).toContain('Sale.read {"created_by":"${user.id}"}');
    expect(cells('team_manager')).toContain('User.update {"team":"${user.team}"} role+is_active');
    expect(cells('team_manager')).toContain('Team.read {"id":"${user.team}"}');
    expect(cells('user')).toEqual([
      'Dashboard.read',
      'User.read {"id":"${user.id}"}',
      'User.update {"id":"${user.id}"} first_name+last_name+phone_number+birthday',
      'Product.read',
      'Order.read {"created_by":"${user.id}"}',
    ]);
  });

  it('the own organisation of CLIENT_ADMIN is no narrowing: Organization read and update, whole', () => {
    expect(cells('CLIENT_ADMIN')).toEqual(
      expect.arrayContaining(['Organization.read', 'Organization.update']),
    );
  });

  it('superuser: every cell once; a client: only their own account', () => {
    expect(cells('superuser')).toHaveLength(MODULES.length * OPERATIONS.length);
    expect(cells('super_admin')).toHaveLength(MODULES.length * OPERATIONS.length);
    // A client keeps only their own account.
    expect(cells('client')).toEqual([
      'User.read {"id":"${user.id}"}',
      'User.update {"id":"${user.id}"} first_name+last_name+phone_number+birthday',
    ]);
  });

  it('leaves out subjects and actions the catalogue lacks', () => {
    expect(builtInPermissions([{ action: 'approve', subject: 'Nope' }], MODULES, OPERATIONS)).toEqual([]);
  });
});
