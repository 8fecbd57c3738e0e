import { describe, expect, it } from 'vitest';
import { buildUserRules, createAppAbility, type AccessUser } from '../access';
import { BRAND, ME, ORG, OTHER_ORG, TEAM, userWith } from '../access/test-support';
import {
  assignableRoles,
  EDITABLE_USER_FIELDS,
  editableUserFields,
  staysUpdatable,
  userFieldErrors,
} from './editableFields';
import type { User } from './schemas';

const target = (extra: Partial<User> = {}): User => ({
  id: 11,
  email: 'other@test.local',
  role: 'sales',
  id_organization: ORG,
  is_staff: false,
  is_superuser: false,
  team: TEAM,
  brand: BRAND,
  first_name: 'O',
  last_name: 'Ther',
  phone_number: '',
  birthday: null,
  department: '',
  is_active: true,
  date_joined: '2024-01-01T00:00:00.000Z',
  last_login: null,
  ...extra,
});
const fieldsFor = (actor: AccessUser, row: User) =>
  editableUserFields(createAppAbility(buildUserRules(actor)), actor, row);

const ADMIN_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'birthday',
  'department',
  'role',
  'team',
  'brand',
  'is_staff',
  'is_active',
];

describe('editableUserFields (what the edit form shows)', () => {
  it('an admin: every field of a colleague but is_superuser and the organisation', () => {
    expect(fieldsFor(userWith('admin'), target())).toEqual(ADMIN_FIELDS);
  });

  it('a superuser: everything, on anyone, in any organisation', () => {
    const fields = fieldsFor(
      userWith('superuser', { is_superuser: true }),
      target({ id_organization: OTHER_ORG }),
    );
    expect(fields).toEqual([...ADMIN_FIELDS, 'id_organization', 'is_superuser'].sort(byOrder));
  });

  it('an admin: nothing on a super_admin, nor on a superuser', () => {
    expect(fieldsFor(userWith('admin'), target({ role: 'super_admin' }))).toEqual([]);
    expect(fieldsFor(userWith('admin'), target({ is_superuser: true }))).toEqual([]);
  });

  it('an admin of another organisation: nothing', () => {
    expect(fieldsFor(userWith('admin'), target({ id_organization: OTHER_ORG }))).toEqual([]);
  });

  it('a team_manager: role and is_active of their team, nothing elsewhere', () => {
    expect(fieldsFor(userWith('team_manager'), target())).toEqual(['role', 'is_active']);
    expect(fieldsFor(userWith('team_manager'), target({ team: 6 }))).toEqual([]);
    expect(fieldsFor(userWith('team_manager'), target({ role: 'manager' }))).toEqual([]);
  });

  it('hr: role, team and department', () => {
    expect(fieldsFor(userWith('hr'), target())).toEqual(['department', 'role', 'team']);
  });

  it('a manager reads only: nothing', () => {
    expect(fieldsFor(userWith('manager'), target())).toEqual([]);
  });

  it('on oneself, never the protected fields: an admin keeps only the profile', () => {
    const me = userWith('admin');
    expect(fieldsFor(me, target({ ...me, id: ME, email: 'me@test.local' }))).toEqual([
      'first_name',
      'last_name',
      'phone_number',
      'birthday',
      'department',
    ]);
  });

  it('no ability: nothing', () => {
    expect(editableUserFields(null, userWith('admin'), target())).toEqual([]);
  });
});

describe('assignableRoles', () => {
  it('an admin hands out every role but the top two', () => {
    expect(assignableRoles(userWith('admin'))).not.toContain('superuser');
    expect(assignableRoles(userWith('admin'))).not.toContain('super_admin');
    expect(assignableRoles(userWith('admin'))).toContain('CLIENT_ADMIN');
  });
  it('a CLIENT_ADMIN neither admins nor managing roles', () => {
    const roles = assignableRoles(userWith('CLIENT_ADMIN'));
    expect(roles).toEqual(['sales', 'sales_rep', 'support', 'customer_support', 'user', 'client']);
  });
});

const ORDER = [...EDITABLE_USER_FIELDS] as string[];
function byOrder(a: string, b: string) {
  return ORDER.indexOf(a) - ORDER.indexOf(b);
}

describe('userFieldErrors (what the server answers: the same rule as the form)', () => {
  const NOT_ALLOWED = ["You don't have permission to change this field."];
  const errorsFor = (actor: AccessUser, row: User, changes: Record<string, unknown>, baseline = row) =>
    userFieldErrors(createAppAbility(buildUserRules(actor)), actor, 'update', row, changes, baseline);

  it('every field the form offers is accepted; every other one is named', () => {
    for (const role of ['admin', 'hr', 'team_manager', 'manager', 'superuser'] as const) {
      const actor = userWith(role, { is_superuser: role === 'superuser' });
      const row = target();
      const offered = fieldsFor(actor, row);
      for (const field of EDITABLE_USER_FIELDS) {
        if (field === 'id_organization') continue; // a move is the whole-row rule (staysUpdatable)
        const value = field === 'role' ? 'sales_rep' : field === 'birthday' ? '2000-01-01' : `new-${field}`;
        const errors = errorsFor(actor, row, { [field]: value });
        expect(errors, `${role} ${field}`).toEqual(offered.includes(field) ? {} : { [field]: NOT_ALLOWED });
      }
    }
  });

  it('the role sent must be one the actor may hand out', () => {
    expect(errorsFor(userWith('admin'), target(), { role: 'sales_rep' })).toEqual({});
    expect(errorsFor(userWith('admin'), target(), { role: 'super_admin' })).toEqual({ role: NOT_ALLOWED });
  });

  it('on one’s own account the protected fields have their own message', () => {
    const me = userWith('admin');
    expect(errorsFor(me, target({ ...me, id: ME }), { role: 'sales', first_name: 'Me' })).toEqual({
      role: ['You cannot change this field on your own account.'],
    });
  });

  it('a value sent back unchanged is no attempt to change it', () => {
    expect(errorsFor(userWith('manager'), target(), { email: 'other@test.local', role: 'sales' })).toEqual(
      {},
    );
    expect(errorsFor(userWith('manager'), target(), { email: 'x@test.local' })).toEqual({
      email: NOT_ALLOWED,
    });
  });

  it('a move out of the actor’s organisation fails the whole-row rule', () => {
    const ability = createAppAbility(buildUserRules(userWith('admin')));
    expect(staysUpdatable(ability, target(), { id_organization: OTHER_ORG })).toBe(false);
    expect(staysUpdatable(ability, target(), { department: 'Sales' })).toBe(true);
  });
});
