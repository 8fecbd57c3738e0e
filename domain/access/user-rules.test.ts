import { describe, it, expect } from 'vitest';
import { buildUserRules } from './user-rules';
import { flagRules } from './flag-rules';
import { createAppAbility } from './app-ability';
import { allows, userWith, ORG, OTHER_ORG, type Check } from './test-support';

const abilityOf = (...args: Parameters<typeof buildUserRules>) => createAppAbility(buildUserRules(...args));

describe('flag rules', () => {
  it('adds nothing for a plain user', () => {
    expect(flagRules(userWith('user'))).toEqual([]);
  });

  it('is_staff adds read on AdminPanel, Analytics and Report, nothing more', () => {
    const staff = abilityOf(userWith('user', { is_staff: true }));
    const plain = abilityOf(userWith('user'));
    for (const check of [
      ['read', 'AdminPanel'],
      ['read', 'Analytics'],
      ['read', 'Report'],
    ] as Check[]) {
      expect(allows(staff, check)).toBe(true);
      expect(allows(plain, check)).toBe(false);
    }
    expect(allows(staff, ['manage', 'AdminPanel'])).toBe(false);
    expect(allows(staff, ['update', 'Report'])).toBe(false);
  });

  it('is_superuser adds manage on everything', () => {
    const ability = abilityOf(userWith('sales', { is_superuser: true }));
    expect(allows(ability, ['manage', 'all'])).toBe(true);
    expect(allows(ability, ['delete', 'Organization', { id: OTHER_ORG }])).toBe(true);
    expect(allows(ability, ['update', 'Settings', { id_organization: OTHER_ORG }])).toBe(true);
  });
});

describe('custom rules', () => {
  it('come after role and flag rules, so they can widen and narrow', () => {
    const user = userWith('user', { is_staff: true });
    const custom = [
      { action: 'export', subject: 'Product', conditions: { id_organization: ORG } },
      { action: 'read', subject: 'Report', inverted: true },
    ];
    const rules = buildUserRules(user, custom);
    expect(rules.slice(-2)).toEqual(custom);
    const ability = createAppAbility(rules);
    expect(allows(ability, ['export', 'Product', { id_organization: ORG }])).toBe(true);
    expect(allows(ability, ['export', 'Product', { id_organization: OTHER_ORG }])).toBe(false);
    expect(allows(ability, ['read', 'Report'])).toBe(false);
    expect(allows(ability, ['read', 'AdminPanel'])).toBe(true);
  });

  it('keep Settings/Category/Brand rules for roles other than CLIENT_ADMIN', () => {
    const ability = abilityOf(userWith('manager'), [{ action: 'update', subject: 'Category' }]);
    expect(allows(ability, ['update', 'Category'])).toBe(true);
  });
});
