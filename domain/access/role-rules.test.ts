import { describe, it, expect } from 'vitest';
import { ROLES } from './vocabulary';
import { buildUserRules } from './user-rules';
import { createAppAbility } from './app-ability';
import { fallbackRules, roleRules } from './role-rules';
import { allows, describeCheck, userWith, ME, ORG, OTHER_ORG, TEAM, BRAND, type Check } from './test-support';
import type { AccessUser } from './access-user';

const org = { id_organization: ORG };
const otherOrg = { id_organization: OTHER_ORG };

type Row = { role: string; user?: Partial<AccessUser>; allowed: Check[]; denied: Check[] };

// Spec §6, one entry per role row (plus client, an unknown role and unassigned managers).
const TABLE: Row[] = [
  {
    role: 'superuser',
    allowed: [
      ['manage', 'all'],
      ['delete', 'Organization', { id: 99, ...otherOrg }],
      ['update', 'Settings', otherOrg],
    ],
    denied: [],
  },
  {
    role: 'super_admin',
    allowed: [
      ['manage', 'AdminPanel'],
      ['delete', 'User', { id: 99, ...otherOrg }],
      ['update', 'Organization', { id: 2 }],
    ],
    denied: [],
  },
  {
    role: 'admin',
    allowed: [
      ['read', 'Dashboard'],
      ['read', 'AdminPanel'],
      ['update', 'User', { id: 20, ...org }],
      ['delete', 'Team', org],
      ['manage', 'Product', org],
      ['create', 'Order'],
      ['cancel', 'Sale', org],
      ['read', 'Analytics', org],
      ['read', 'Report', org],
      ['update', 'Settings', org],
      ['manage', 'security'],
      // The catalogue's brands and categories come with its products.
      ['create', 'Brand', org],
      ['delete', 'Category', org],
      // Reads who works in its teams; HR records them.
      ['read', 'Employee', { team_id: 6, ...org }],
      // The structure its teams sit in: read and update, in its own organisation only.
      ['read', 'Organization', { id: ORG }],
      ['update', 'Organization', { id: ORG }],
      ['create', 'Team', org],
    ],
    denied: [
      ['read', 'Organization', { id: OTHER_ORG }],
      ['update', 'Organization', { id: OTHER_ORG }],
      ['manage', 'Organization', { id: ORG }],
      ['read', 'Team', otherOrg],
      ['update', 'User', { id: 20, ...otherOrg }],
      ['create', 'Employee', org],
      ['update', 'Employee', org],
      ['delete', 'Employee', org],
      // Every review of the organisation, and the HR area's screens.
      ['manage', 'Performance', { employee_id: 11, reviewer_id: 12, ...org }],
      ['read', 'apps-hr'],
      ['read', 'Employee', otherOrg],
      ['read', 'Product', otherOrg],
      ['update', 'Brand', otherOrg],
      ['read', 'Category', otherOrg],
      ['update', 'Analytics', org],
      ['read', 'Settings', otherOrg],
      ['read', 'Customer', org],
      ['manage', 'all'],
    ],
  },
  {
    role: 'brand_manager',
    allowed: [
      ['read', 'Dashboard'],
      ['read', 'User', org],
      ['read', 'Product', { brand: BRAND, ...org }],
      ['read', 'Brand', org],
      ['read', 'Category', org],
      ['update', 'Order', { brand: BRAND, ...org }],
      ['delete', 'Team', { brand: BRAND, ...org }],
      ['read', 'Analytics', { brand: BRAND, ...org }],
    ],
    denied: [
      ['read', 'Product', { brand: 8, ...org }],
      ['read', 'Product', { brand: BRAND, ...otherOrg }],
      ['update', 'User', org],
      ['read', 'Analytics', { brand: 8, ...org }],
      ['read', 'Sale'],
      ['read', 'AdminPanel'],
      ['read', 'Employee', org],
    ],
  },
  {
    role: 'brand_manager',
    user: { brand: null },
    allowed: [['read', 'User', org]],
    denied: [
      ['read', 'Product', { brand: null, ...org }],
      ['read', 'Product'],
    ],
  },
  {
    role: 'CLIENT_ADMIN',
    allowed: [
      ['read', 'Dashboard'],
      ['read', 'User', org],
      ['create', 'User', org],
      ['update', 'User', org],
      ['read', 'Organization', { id: ORG }],
      ['update', 'Organization', { id: ORG }],
      ['manage', 'Product', org],
      ['delete', 'Customer', org],
      ['create', 'TrackedProduct'],
      ['update', 'Shipping', org],
      ['manage', 'HR', org],
      ['read', 'Kanban', org],
      ['manage', 'Environment', org],
      ['read', 'Analytics', org],
      ['read', 'Report', org],
      ['read', 'security'],
      ['read', 'Category', org],
      ['read', 'Brand', org],
      ['read', 'Category'],
      ['manage', 'Employee', org],
      ['read', 'Team', org],
      ['create', 'Team', org],
      ['delete', 'Team', org],
    ],
    denied: [
      ['delete', 'User', org],
      ['read', 'Employee', otherOrg],
      ['read', 'Team', otherOrg],
      ['update', 'User', otherOrg],
      ['update', 'Organization', { id: OTHER_ORG }],
      ['delete', 'Organization', { id: ORG }],
      ['read', 'Product', otherOrg],
      ['update', 'Analytics', org],
      ['manage', 'security'],
      ['read', 'AdminPanel'],
      ['read', 'Category', otherOrg],
      ['create', 'Category'],
      ['update', 'Category', org],
      ['delete', 'Category', org],
      ['manage', 'Category'],
      ['create', 'Brand'],
      ['update', 'Brand', org],
      ['delete', 'Brand', org],
      ['manage', 'Brand'],
      ['read', 'Settings'],
      ['read', 'Settings', org],
      ['update', 'Settings', org],
    ],
  },
  {
    role: 'team_manager',
    allowed: [
      ['read', 'User', { team: TEAM, ...org }],
      ['update', 'User', { team: TEAM, ...org }, 'role'],
      ['update', 'User', { team: TEAM, ...org }, 'is_active'],
      ['update', 'User', { team: TEAM, ...org }],
      ['read', 'Team', { id: TEAM, ...org }],
      ['update', 'Team', { id: TEAM, ...org }],
      ['read', 'Analytics', { team: TEAM, ...org }],
      ['manage', 'Kanban', { team: TEAM, ...org }],
      ['read', 'Employee', { team_id: TEAM, ...org }],
    ],
    denied: [
      ['read', 'Employee', { team_id: 6, ...org }],
      ['read', 'Employee', { team_id: null, workplace_id: 3, ...org }],
      ['read', 'Employee', { team_id: TEAM, ...otherOrg }],
      ['update', 'Employee', { team_id: TEAM, ...org }],
      ['update', 'User', { team: TEAM, ...org }, 'email'],
      ['read', 'User', { team: 6, ...org }],
      ['update', 'User', { team: TEAM, ...otherOrg }, 'role'],
      ['delete', 'User', { team: TEAM, ...org }],
      ['delete', 'Team', { id: TEAM, ...org }],
      ['read', 'Team', { id: 6, ...org }],
      ['read', 'Kanban', { team: 6, ...org }],
      ['read', 'Analytics', { team: 6, ...org }],
    ],
  },
  {
    role: 'team_manager',
    user: { team: null },
    allowed: [['read', 'Dashboard']],
    denied: [
      ['read', 'User', { id: 20, team: null, ...org }],
      ['read', 'Kanban'],
      ['read', 'Employee', { team_id: null, ...org }],
    ],
  },
  {
    role: 'manager',
    allowed: [
      ['read', 'User', org],
      ['manage', 'Order', org],
      ['approve', 'Sale', org],
      ['delete', 'Customer', org],
      ['read', 'Analytics', org],
      ['read', 'Report', org],
      ['read', 'security'],
    ],
    denied: [
      ['update', 'User', org],
      ['read', 'User', otherOrg],
      ['read', 'Product', org],
      ['read', 'Brand', org],
      ['manage', 'security'],
      ['read', 'AdminPanel'],
      ['delete', 'Sale', otherOrg],
      ['read', 'Employee', org],
    ],
  },
  {
    role: 'sales',
    allowed: [
      ['update', 'Sale', { created_by: ME, ...org }],
      ['read', 'Order', { created_by: ME, ...org }],
      ['manage', 'Customer', org],
      ['read', 'Product', org],
      ['read', 'Analytics', { created_by: ME, ...org }],
    ],
    denied: [
      ['read', 'Sale', { created_by: 11, ...org }],
      ['update', 'Product', org],
      ['read', 'Analytics', { created_by: 11, ...org }],
      ['read', 'Customer', otherOrg],
    ],
  },
  {
    role: 'sales_rep',
    allowed: [
      ['cancel', 'Order', { created_by: ME, ...org }],
      ['create', 'Customer', org],
      ['read', 'Product', org],
    ],
    denied: [
      ['read', 'Analytics', { created_by: ME, ...org }],
      ['read', 'Order', { created_by: 11, ...org }],
    ],
  },
  {
    role: 'support',
    allowed: [
      ['read', 'Customer', org],
      ['update', 'Customer', org, 'notes'],
      ['update', 'Customer', org, 'status'],
      ['read', 'Order', org],
      ['update', 'Order', org, 'status'],
      ['update', 'Order', org, 'notes'],
      ['manage', 'Support', org],
      ['read', 'Product', org],
    ],
    denied: [
      ['update', 'Customer', org, 'email'],
      ['delete', 'Customer', org],
      ['update', 'Order', org, 'total'],
      ['read', 'Customer', otherOrg],
      ['update', 'Product', org],
    ],
  },
  {
    role: 'customer_support',
    allowed: [
      ['read', 'Customer', org],
      ['update', 'Customer', org, 'status'],
      ['read', 'Order', org],
      ['manage', 'Support', org],
    ],
    denied: [
      ['update', 'Order', org, 'status'],
      ['read', 'Product', org],
      ['update', 'Customer', org, 'email'],
    ],
  },
  {
    role: 'hr',
    allowed: [
      ['read', 'User', org],
      ['update', 'User', org, 'role'],
      ['update', 'User', org, 'team'],
      ['update', 'User', org, 'department'],
      ['manage', 'HR', org],
      ['read', 'Analytics', org],
      ['create', 'Employee', org],
      ['update', 'Employee', org],
      ['delete', 'Employee', org],
      // The teams and structure it places people in.
      ['read', 'Team', org],
      ['read', 'Organization', { id: ORG }],
    ],
    denied: [
      ['update', 'Organization', { id: ORG }],
      ['create', 'Team', org],
      ['read', 'Organization', { id: OTHER_ORG }],
      ['update', 'User', org, 'email'],
      ['update', 'User', otherOrg, 'role'],
      ['delete', 'User', org],
      ['read', 'Analytics', otherOrg],
      ['read', 'Employee', otherOrg],
      ['update', 'Team', org],
      ['read', 'Team', otherOrg],
      ['read', 'Performance', { employee_id: ME, ...otherOrg }],
    ],
  },
  {
    role: 'human_resources',
    allowed: [
      ['read', 'User', org],
      ['update', 'User', org, 'department'],
      ['manage', 'HR', org],
      ['manage', 'Employee', org],
      ['manage', 'Performance', org],
      ['read', 'apps-hr'],
      ['read', 'Team', org],
    ],
    denied: [
      ['read', 'Analytics', org],
      ['manage', 'HR', otherOrg],
      ['manage', 'Employee', otherOrg],
      ['manage', 'Performance', otherOrg],
      ['update', 'Team', org],
    ],
  },
  {
    role: 'user',
    allowed: [
      ['read', 'Dashboard'],
      ['read', 'User', { id: ME }],
      ['read', 'Product', org],
      ['read', 'Brand', org],
      ['read', 'Category', org],
      ['read', 'Order', { created_by: ME, ...org }],
      ['update', 'User', { id: ME }, 'first_name'],
      ['update', 'User', { id: ME }, 'last_name'],
      ['update', 'User', { id: ME }, 'phone_number'],
      ['update', 'User', { id: ME }, 'birthday'],
    ],
    denied: [
      ['update', 'User', { id: ME }, 'role'],
      ['update', 'User', { id: ME }, 'email'],
      ['update', 'User', { id: 11 }, 'first_name'],
      ['read', 'User', { id: 11 }],
      ['read', 'Order', { created_by: 11, ...org }],
      ['read', 'Product', otherOrg],
      ['create', 'Product'],
      ['create', 'Brand'],
      ['update', 'Category', org],
      ['read', 'Brand', otherOrg],
      ['read', 'Employee', org],
      ['read', 'Team', org],
    ],
  },
  {
    role: 'client',
    allowed: [
      ['read', 'AclDemo'],
      ['read', 'User', { id: ME }],
      ['update', 'User', { id: ME }, 'first_name'],
    ],
    denied: [
      ['read', 'Dashboard'],
      ['update', 'User', { id: ME }, 'role'],
      ['read', 'Product'],
      ['read', 'User', { id: 11 }],
    ],
  },
  {
    role: 'intern', // not a known role: the fallback
    allowed: [
      ['read', 'Dashboard'],
      ['read', 'User', { id: ME }],
      ['update', 'User', { id: ME }],
    ],
    denied: [
      ['read', 'User', { id: 11 }],
      ['update', 'User', { id: 11 }],
      ['delete', 'User', { id: ME }],
      ['read', 'Product'],
    ],
  },
];

describe.each(TABLE)('role $role $user', ({ role, user, allowed, denied }) => {
  const ability = createAppAbility(buildUserRules(userWith(role, user)));

  it.each(allowed.map((check) => [describeCheck(check), check] as const))('can %s', (_, check) => {
    expect(allows(ability, check)).toBe(true);
  });
  if (denied.length) {
    it.each(denied.map((check) => [describeCheck(check), check] as const))('cannot %s', (_, check) => {
      expect(allows(ability, check)).toBe(false);
    });
  }
});

// A user's own row as the server checks it: all columns, not only the id.
const SELF = { id: ME, id_organization: ORG, team: TEAM, brand: BRAND };

describe('role table', () => {
  it('has a row for every role', () => {
    for (const role of ROLES) expect(roleRules(userWith(role)).length).toBeGreaterThan(0);
  });

  it('lets every role but client read its own User and the Dashboard', () => {
    for (const role of [...ROLES.filter((r) => r !== 'client'), 'intern']) {
      const ability = createAppAbility(roleRules(userWith(role)));
      expect(allows(ability, ['read', 'User', SELF]), role).toBe(true);
      expect(allows(ability, ['read', 'Dashboard']), role).toBe(true);
    }
  });

  it('lets every role update its own profile fields, and no other field of itself', () => {
    for (const role of [...ROLES, 'intern']) {
      const ability = createAppAbility(roleRules(userWith(role)));
      for (const field of ['first_name', 'last_name', 'phone_number', 'birthday']) {
        expect(allows(ability, ['update', 'User', SELF, field]), `${role} ${field}`).toBe(true);
      }
      // Whole-organisation user managers reach every field by the rules; the server's escalation guard stops them.
      if (!['superuser', 'super_admin', 'admin', 'CLIENT_ADMIN', 'intern'].includes(role)) {
        expect(allows(ability, ['update', 'User', SELF, 'is_superuser']), role).toBe(false);
      }
    }
  });
});

// Everyone staff is reviewed or reviews: the reviews they are part of, and only their own part.
describe('own performance reviews', () => {
  const mine = { id_organization: ORG, employee_id: ME, reviewer_id: 11 };
  const byMe = { id_organization: ORG, employee_id: 11, reviewer_id: ME };
  const others = { id_organization: ORG, employee_id: 11, reviewer_id: 12 };
  const STAFF = ROLES.filter(
    (r) => !['client', 'superuser', 'super_admin', 'hr', 'human_resources', 'CLIENT_ADMIN'].includes(r),
  );

  it.each(STAFF)('%s reads the reviews it is the employee or reviewer of, and no other', (role) => {
    const ability = createAppAbility(roleRules(userWith(role)));
    expect(allows(ability, ['read', 'Performance', mine])).toBe(true);
    expect(allows(ability, ['read', 'Performance', byMe])).toBe(true);
    expect(allows(ability, ['read', 'Performance', others])).toBe(false);
    expect(allows(ability, ['read', 'Performance', { ...mine, id_organization: OTHER_ORG }])).toBe(false);
    // The HR area's screens are HR's: a reviewer or employee reaches only the reviews.
    expect(allows(ability, ['read', 'apps-hr'])).toBe(false);
  });

  it.each(STAFF)('%s writes the reviewer’s part of a review it gives and the comments on its own', (role) => {
    const ability = createAppAbility(roleRules(userWith(role)));
    expect(allows(ability, ['update', 'Performance', byMe, 'overall_rating'])).toBe(true);
    expect(allows(ability, ['update', 'Performance', byMe, 'employee_comments'])).toBe(false);
    expect(allows(ability, ['update', 'Performance', mine, 'employee_comments'])).toBe(true);
    expect(allows(ability, ['update', 'Performance', mine, 'overall_rating'])).toBe(false);
    expect(allows(ability, ['update', 'Performance', byMe, 'employee_id'])).toBe(false);
    expect(allows(ability, ['create', 'Performance', byMe])).toBe(false);
    expect(allows(ability, ['delete', 'Performance', byMe])).toBe(false);
  });

  it('gives a client no review', () => {
    const ability = createAppAbility(roleRules(userWith('client')));
    expect(allows(ability, ['read', 'Performance', mine])).toBe(false);
  });

  it('lets CLIENT_ADMIN run every review of its organisation and the HR screens', () => {
    const ability = createAppAbility(roleRules(userWith('CLIENT_ADMIN')));
    expect(allows(ability, ['manage', 'Performance', others])).toBe(true);
    expect(allows(ability, ['read', 'apps-hr'])).toBe(true);
    expect(allows(ability, ['read', 'Performance', { ...others, id_organization: OTHER_ORG }])).toBe(false);
  });
});

describe('fallbackRules', () => {
  const ability = createAppAbility(fallbackRules(userWith('admin')));

  it('reads and updates only the user themselves', () => {
    expect(fallbackRules(userWith('admin'))).toEqual([
      { action: ['read', 'update'], subject: 'User', conditions: { id: ME } },
    ]);
    expect(allows(ability, ['read', 'User', { id: ME }])).toBe(true);
    expect(allows(ability, ['update', 'User', { id: ME }])).toBe(true);
    expect(allows(ability, ['read', 'User', { id: 11 }])).toBe(false);
    expect(allows(ability, ['delete', 'User', { id: ME }])).toBe(false);
    expect(allows(ability, ['read', 'Dashboard'])).toBe(false);
  });
});
