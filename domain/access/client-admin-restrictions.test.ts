import { describe, it, expect } from 'vitest';
import { rulesToAST } from '@casl/ability/extra';
import { buildUserRules } from './user-rules';
import { createAppAbility } from './app-ability';
import type { AbilityRule } from './ability-rule';
import { allows, userWith, ORG, OTHER_ORG, type Check } from './test-support';

const clientAdmin = userWith('CLIENT_ADMIN');
const org = { id_organization: ORG };

// What must hold for a CLIENT_ADMIN whatever custom rules and flags add.
const ALWAYS_ALLOWED: Check[] = [
  ['read', 'Category'],
  ['read', 'Category', org],
  ['read', 'Brand', org],
];
const ALWAYS_DENIED: Check[] = [
  ...(['Category', 'Brand'] as const).flatMap((type): Check[] => [
    ['manage', type],
    ['create', type],
    ['update', type],
    ['delete', type],
    ['manage', type, org],
    ['create', type, org],
    ['update', type, org],
    ['delete', type, org],
  ]),
  ['read', 'Settings'],
  ['read', 'Settings', org],
  ['update', 'Settings'],
  ['update', 'Settings', org],
  ['manage', 'Settings'],
  ['delete', 'Settings', org],
  ['export', 'Settings'],
];

const SCENARIOS: { name: string; user?: Partial<typeof clientAdmin>; custom?: AbilityRule[] }[] = [
  { name: 'no custom rules' },
  { name: 'custom manage all', custom: [{ action: 'manage', subject: 'all' }] },
  { name: 'custom manage Category', custom: [{ action: 'manage', subject: 'Category' }] },
  { name: 'custom update Settings', custom: [{ action: 'update', subject: 'Settings' }] },
  { name: 'custom read Settings', custom: [{ action: 'read', subject: ['Settings', 'Product'] }] },
  { name: 'custom create Brand', custom: [{ action: 'create', subject: 'Brand', conditions: org }] },
  { name: 'is_superuser', user: { is_superuser: true } },
  { name: 'is_staff', user: { is_staff: true } },
  {
    name: 'is_superuser and custom manage all',
    user: { is_superuser: true },
    custom: [
      { action: 'manage', subject: 'all' },
      { action: ['update', 'delete'], subject: ['Category', 'Brand'] },
    ],
  },
];

describe.each(SCENARIOS)('CLIENT_ADMIN with $name', ({ user, custom }) => {
  const ability = createAppAbility(buildUserRules(userWith('CLIENT_ADMIN', user), custom));

  it.each(ALWAYS_ALLOWED)('can %s %s %o', (...check) => {
    expect(allows(ability, check as Check)).toBe(true);
  });
  it.each(ALWAYS_DENIED)('cannot %s %s %o', (...check) => {
    expect(allows(ability, check as Check)).toBe(false);
  });
});

describe('CLIENT_ADMIN custom rules', () => {
  it('drops every custom rule naming Settings, Category or Brand, keeps the others', () => {
    const kept: AbilityRule = { action: 'export', subject: 'Product', conditions: org };
    const custom: AbilityRule[] = [
      { action: 'read', subject: 'Category', conditions: { id_organization: OTHER_ORG } },
      { action: 'read', subject: ['Product', 'Settings'] },
      { action: 'approve', subject: 'Brand' },
      kept,
    ];
    const rules = buildUserRules(clientAdmin, custom);
    for (const dropped of custom.slice(0, 3)) expect(rules).not.toContainEqual(dropped);
    expect(rules).toContainEqual(kept);

    const ability = createAppAbility(rules);
    expect(allows(ability, ['read', 'Category', { id_organization: OTHER_ORG }])).toBe(false);
    expect(allows(ability, ['approve', 'Brand', org])).toBe(false);
    expect(allows(ability, ['export', 'Product', org])).toBe(true);
  });

  it('ends with the denials, Settings last', () => {
    const rules = buildUserRules(clientAdmin, [{ action: 'manage', subject: 'all' }]);
    expect(rules.at(-1)).toEqual({ action: 'manage', subject: 'Settings', inverted: true });
    expect(rules.at(-2)).toEqual({
      action: ['create', 'update', 'delete'],
      subject: ['Category', 'Brand'],
      inverted: true,
    });
  });

  it('keeps the answer of the earlier rules for non-write actions on Category/Brand', () => {
    const widened = createAppAbility(buildUserRules(clientAdmin, [{ action: 'manage', subject: 'all' }]));
    expect(allows(widened, ['read', 'Category', { id_organization: OTHER_ORG }])).toBe(true);
    expect(allows(widened, ['export', 'Brand', org])).toBe(true);

    const narrowed = createAppAbility(
      buildUserRules(clientAdmin, [{ action: 'read', subject: 'all', inverted: true }]),
    );
    expect(allows(narrowed, ['read', 'Category', org])).toBe(false);

    const plain = createAppAbility(buildUserRules(clientAdmin));
    expect(allows(plain, ['export', 'Brand', org])).toBe(false);
  });

  it('leaves the server a query scope for reading Category (rulesToAST)', () => {
    const ability = createAppAbility(buildUserRules(clientAdmin));
    expect(rulesToAST(ability, 'read', 'Category')).toMatchObject({
      operator: 'eq',
      field: 'id_organization',
      value: ORG,
    });
    expect(rulesToAST(ability, 'update', 'Category')).toBeNull();
  });
});

// Why the restriction is built the way it is (see client-admin-restrictions.ts): the two
// obvious rule sets give wrong answers in plain CASL.
describe('CASL manage semantics behind the CLIENT_ADMIN design', () => {
  const granted: AbilityRule[] = [
    { action: 'manage', subject: 'all' },
    { action: 'read', subject: 'Category' },
  ];

  it('an inverted manage rule also denies read', () => {
    const ability = createAppAbility([...granted, { action: 'manage', subject: 'Category', inverted: true }]);
    expect(ability.can('read', 'Category')).toBe(false);
  });

  it('inverted create/update/delete rules are not consulted for a manage check', () => {
    const ability = createAppAbility([
      ...granted,
      { action: ['create', 'update', 'delete'], subject: 'Category', inverted: true },
    ]);
    expect(ability.can('create', 'Category')).toBe(false);
    expect(ability.can('manage', 'Category')).toBe(true);
  });
});
