import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/access';
import { roleLabel } from './roleLabel';

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
});
