import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/access';
import { roleLabel, securityRoleName } from './roleLabel';

const LANGUAGES = ['en', 'fr', 'ar', 'zh'] as const;
const rolesFile = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../locales/${language}/roles.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;

/** `roleLabel` in `language`, with the role labels of the four languages. */
function labelIn(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: { roles: rolesFile(l) } }])),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (role: string, otherwise?: string) => roleLabel(i18n.t, role, otherwise);
}

function securityRoleNameIn(language: string) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: { [language]: { translation: { roles: rolesFile(language) } } },
    initAsync: false,
  });
  return (role: { code: string; name: string; is_system_role: boolean }) => securityRoleName(i18n.t, role);
}

describe('role labels', () => {
  it.each(LANGUAGES)('names every role in %s, and no other', (language) => {
    expect(Object.keys(rolesFile(language)).sort()).toEqual([...ROLES].sort());
  });

  it('writes the English labels in sentence case, acronyms in capitals', () => {
    expect(rolesFile('en')).toEqual({
      superuser: 'Superuser',
      super_admin: 'Super administrator',
      admin: 'Administrator',
      brand_manager: 'Brand manager',
      CLIENT_ADMIN: 'Client administrator',
      team_manager: 'Team manager',
      manager: 'Manager',
      sales: 'Sales',
      sales_rep: 'Sales representative',
      support: 'Support',
      customer_support: 'Customer support',
      hr: 'HR',
      human_resources: 'Human resources',
      user: 'User',
      client: 'Client',
    });
  });

  it('shows a role by its label in the reader’s language, never by its code', () => {
    expect(labelIn('en')('hr')).toBe('HR');
    expect(labelIn('en')('superuser')).toBe('Superuser');
    expect(labelIn('fr')('superuser')).toBe('Superutilisateur');
    expect(labelIn('fr')('hr')).toBe('RH');
    expect(labelIn('ar')('admin')).toBe('مشرف');
    expect(labelIn('zh')('user')).toBe('普通用户');
  });

  it('shows a role this build does not know by its code', () => {
    expect(labelIn('fr')('auditor')).toBe('auditor');
  });

  it('names a system security role in the reader’s language and an organisation’s own role as it was named', () => {
    const name = securityRoleNameIn('fr');
    expect(name({ code: 'hr', name: 'Human resources', is_system_role: true })).toBe('RH');
    // An organisation may name its own role with a built-in code's word; its name is what it chose.
    expect(name({ code: 'hr', name: 'Équipe paie', is_system_role: false })).toBe('Équipe paie');
    expect(name({ code: 'auditor', name: 'Auditeur', is_system_role: true })).toBe('Auditeur');
  });
});
