import type { AbilityRule } from './ability-rule';
import type { AccessUser } from './access-user';
import { subject } from '@casl/ability';
import { createAppAbility } from './app-ability';
import { isRecordSubject, subjectsOf } from './areas';
import { EMPLOYEE_FIELDS, REVIEWER_FIELDS } from '../hr/performanceReview';
import { isRole, type Action, type Role, type SubjectName } from './vocabulary';

type Conditions = Record<string, unknown>;

function allow(
  action: Action | Action[],
  subject: SubjectName | SubjectName[],
  conditions?: Conditions,
  fields?: string[],
): AbilityRule {
  return { action, subject, ...(conditions && { conditions }), ...(fields && { fields }) };
}

// Every business row belongs to one tenant (DESIGN.md, Tenancy), so any right below that is
// not global carries this condition; the server turns it into the query scope.
function inOwnOrganization(user: AccessUser): Conditions {
  return { id_organization: user.id_organization };
}

// A condition `{ team: null }` would match every row without a team, so a team_manager or
// brand_manager who is not assigned yet gets none of the team/brand rights instead.
function whenAssigned(id: number | null, rules: (id: number) => AbilityRule[]): AbilityRule[] {
  return id === null ? [] : rules(id);
}

/** What anyone may change on their own account (spec §6, role `user`). */
export const OWN_PROFILE_FIELDS = ['first_name', 'last_name', 'phone_number', 'birthday'];

// Every staff member keeps their own name and phone number up to date, whatever their role:
// the role table lists this for `user`, and no role is meant to have less. A rule the role's
// own rules already cover is left out: an extra `OR id = me` would keep list queries off
// their indexes (the server turns these rules into SQL).
function ownAccountRules(user: AccessUser, roleSpecific: AbilityRule[]): AbilityRule[] {
  const covered = createAppAbility(roleSpecific);
  const self = subject('User', { ...user });
  return [
    ...(covered.can('read', self) ? [] : [allow('read', 'User', { id: user.id })]),
    ...(OWN_PROFILE_FIELDS.every((field) => covered.can('update', self, field))
      ? []
      : [allow('update', 'User', { id: user.id }, OWN_PROFILE_FIELDS)]),
  ];
}

// Every staff member may be reviewed, and anyone may be asked to review someone: they read the
// reviews they are the employee or the reviewer of, and write their own part of them. Which of
// those fields a review lets them write depends on its status; the server judges that with
// domain/hr/performanceReview.ts's `editableFields`. Left out where the role's own rules already
// reach every review of the organisation (HR).
function ownReviewRules(user: AccessUser, roleSpecific: AbilityRule[]): AbilityRule[] {
  const covered = createAppAbility(roleSpecific);
  if (covered.can('manage', subject('Performance', { id_organization: user.id_organization }))) return [];
  const org = inOwnOrganization(user);
  return [
    allow('read', 'Performance', { ...org, employee_id: user.id }),
    allow('read', 'Performance', { ...org, reviewer_id: user.id }),
    allow('update', 'Performance', { ...org, reviewer_id: user.id }, [...REVIEWER_FIELDS]),
    allow('update', 'Performance', { ...org, employee_id: user.id }, [...EMPLOYEE_FIELDS]),
  ];
}

/** Used when the server cannot produce abilities, and for roles the table does not know. */
export function fallbackRules(user: AccessUser): AbilityRule[] {
  return [allow(['read', 'update'], 'User', { id: user.id })];
}

// Whoever reads products reads the catalogue they sit in: its other subjects, brands and
// categories (and, governed by Category, see domain/catalogue/access.ts, product types and statuses).
const CATALOGUE_REFERENCE: SubjectName[] = subjectsOf('catalogue').filter((subject) => subject !== 'Product');

// A client's administrator runs its business areas: their records, save the catalogue's
// references (which it reads) and the help desk.
const CLIENT_ADMIN_MANAGED: SubjectName[] = subjectsOf(
  'catalogue',
  'sales',
  'tracking',
  'logistics',
  'hr',
  'workspace',
).filter(
  (subject) => isRecordSubject(subject) && !CATALOGUE_REFERENCE.includes(subject) && subject !== 'Support',
);

function productReader(user: AccessUser): AbilityRule[] {
  const org = inOwnOrganization(user);
  return [allow('read', 'Product', org), allow('read', CATALOGUE_REFERENCE, org)];
}

function salesRules(user: AccessUser): AbilityRule[] {
  const org = inOwnOrganization(user);
  return [
    allow('manage', ['Sale', 'Order'], { ...org, created_by: user.id }),
    allow('manage', 'Customer', org),
    ...productReader(user),
  ];
}

function customerSupportRules(user: AccessUser): AbilityRule[] {
  const org = inOwnOrganization(user);
  return [
    allow('read', ['Customer', 'Order'], org),
    allow('update', 'Customer', org, ['notes', 'status']),
    allow('manage', 'Support', org),
  ];
}

// The organisation's structure (its units, parameters and profile) is `Organization` judged by
// the organisation's id, teams are `Team` (docs/decisions/0008).
function ownStructure(user: AccessUser, actions: Action[]): AbilityRule[] {
  return [
    allow(actions, 'Organization', { id: user.id_organization }),
    allow(actions, 'Team', inOwnOrganization(user)),
  ];
}

function hrRules(user: AccessUser): AbilityRule[] {
  const org = inOwnOrganization(user);
  return [
    allow('read', 'User', org),
    allow('update', 'User', org, ['role', 'team', 'department']),
    allow('manage', 'HR', org),
    // Persons and employees are HR's records (docs/decisions/0008), and so are reviews.
    allow('manage', ['Employee', 'Performance'], org),
    // The HR area's screens (dashboard, individuals, reviews).
    allow('read', 'apps-hr'),
    // People are placed in teams and work places: HR reads where they can go.
    ...ownStructure(user, ['read']),
  ];
}

// Spec §6, one entry per row. Typed as a Record so a role added to ROLES without a row
// fails to compile.
const ROLE_TABLE: Record<Role, (user: AccessUser) => AbilityRule[]> = {
  superuser: () => [allow('manage', 'all')],
  super_admin: () => [allow('manage', 'all'), allow('manage', ['AdminPanel', 'User', 'Organization'])],
  admin: (user) => [
    allow('read', 'AdminPanel'),
    allow('manage', ['User', 'Team', 'Product', 'Order', 'Sale', 'Settings'], inOwnOrganization(user)),
    // Its teams sit in the structure: the admin builds it too (update, never manage: 0008).
    allow(['read', 'update'], 'Organization', { id: user.id_organization }),
    // Products need their brands and categories: who manages the one manages the others.
    allow('manage', CATALOGUE_REFERENCE, inOwnOrganization(user)),
    allow('read', subjectsOf('analytics'), inOwnOrganization(user)),
    allow('manage', 'security'),
    // Who works in the teams it manages (a team's "employees" tab); HR records them (0008).
    allow('read', 'Employee', inOwnOrganization(user)),
  ],
  brand_manager: (user) => [
    allow('read', 'User', inOwnOrganization(user)),
    allow('read', CATALOGUE_REFERENCE, inOwnOrganization(user)),
    ...whenAssigned(user.brand, (brand) => [
      allow('manage', ['Product', 'Order', 'Team'], { ...inOwnOrganization(user), brand }),
      allow('read', 'Analytics', { ...inOwnOrganization(user), brand }),
    ]),
  ],
  CLIENT_ADMIN: (user) => [
    allow(['read', 'create', 'update'], 'User', inOwnOrganization(user)),
    allow(['read', 'update'], 'Organization', { id: user.id_organization }),
    // Teams are the last level of the structure it updates.
    allow('manage', 'Team', inOwnOrganization(user)),
    allow('manage', CLIENT_ADMIN_MANAGED, inOwnOrganization(user)),
    // It runs HR (among its managed subjects): the HR area's screens are its own.
    allow('read', 'apps-hr'),
    allow('read', [...subjectsOf('analytics'), ...CATALOGUE_REFERENCE], inOwnOrganization(user)),
    allow('read', 'security'),
  ],
  team_manager: (user) =>
    whenAssigned(user.team, (team) => {
      const ownTeam = { ...inOwnOrganization(user), team };
      return [
        allow('read', 'User', ownTeam),
        allow('update', 'User', ownTeam, ['role', 'is_active']),
        allow(['read', 'update'], 'Team', { ...inOwnOrganization(user), id: team }),
        // Who is assigned to the own team (employees rows name it as team_id; 0008).
        allow('read', 'Employee', { ...inOwnOrganization(user), team_id: team }),
        allow('read', 'Analytics', ownTeam),
        allow('manage', 'Kanban', ownTeam),
      ];
    }),
  manager: (user) => [
    allow('read', 'User', inOwnOrganization(user)),
    allow('manage', subjectsOf('sales'), inOwnOrganization(user)),
    allow('read', subjectsOf('analytics'), inOwnOrganization(user)),
    allow('read', 'security'),
  ],
  sales: (user) => [
    ...salesRules(user),
    allow('read', 'Analytics', { ...inOwnOrganization(user), created_by: user.id }),
  ],
  sales_rep: salesRules,
  support: (user) => [
    ...customerSupportRules(user),
    allow('update', 'Order', inOwnOrganization(user), ['status', 'notes']),
    ...productReader(user),
  ],
  customer_support: customerSupportRules,
  hr: (user) => [...hrRules(user), allow('read', 'Analytics', inOwnOrganization(user))],
  human_resources: hrRules,
  user: (user) => [
    ...productReader(user),
    allow('read', 'Order', { ...inOwnOrganization(user), created_by: user.id }),
  ],
  // Not in the spec's table; the root redirect sends a client to /access-control, which
  // needs read AclDemo. A client is not staff, so no Dashboard.
  client: () => [allow('read', 'AclDemo')],
};

/** The starting rules of the user's role (spec §6), before flags and custom rules. */
export function roleRules(user: AccessUser): AbilityRule[] {
  if (!isRole(user.role)) return [allow('read', 'Dashboard'), ...fallbackRules(user)];
  const roleSpecific = ROLE_TABLE[user.role](user);
  // A client is not staff: no Dashboard.
  const dashboard = user.role === 'client' ? [] : [allow('read', 'Dashboard')];
  const ownReviews = user.role === 'client' ? [] : ownReviewRules(user, roleSpecific);
  return [...dashboard, ...ownAccountRules(user, roleSpecific), ...ownReviews, ...roleSpecific];
}
