import { readFileSync } from 'node:fs';
import { ROLES } from '../../../domain/access';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { securityPolicies, securityRoles } from './tables';

/**
 * The built-in roles' names in `language`: the labels the screens show for them
 * (locales/<language>/roles.json), so "HR" is never seeded as "Hr".
 */
export function roleNames(language: SeedLanguage): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`../../../locales/${language}/roles.json`, import.meta.url), 'utf8'),
  );
}

/**
 * What every organisation holds in the security area from its first moment: its built-in roles
 * (named in `language`, as an organisation names its own data) and its row of security policies
 * (every policy at the server's default until someone changes it). Idempotent: the demo seed and
 * the creation of an organisation both run it.
 */
export async function seedOrganizationSecurity(db: DbOrTx, orgId: number, language: SeedLanguage) {
  const roleName = roleNames(language);
  await db
    .insert(securityRoles)
    .values(
      ROLES.map((code) => ({
        code,
        name: roleName[code] ?? code,
        level: 'system' as const,
        id_organization: orgId,
        is_system_role: true,
        description: `Built-in role ${code}`,
      })),
    )
    .onConflictDoNothing();
  await db.insert(securityPolicies).values({ id_organization: orgId }).onConflictDoNothing();
}
