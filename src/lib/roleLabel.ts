import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/**
 * A role's label in the reader's language (`hr` → "HR", `superuser` → "Superuser"), from
 * locales/<language>/roles.json; for a role this build does not know (an organisation's own),
 * `otherwise`: its stored name where the screen has it, else the code. Every screen that shows a
 * role shows this, never the code.
 */
export const roleLabel = (t: TFunction, role: string, otherwise: string = role): string =>
  t(`roles.${role}`, { defaultValue: otherwise });

/** `roleLabel` with the reader's language. */
export function useRoleLabel(): (role: string, otherwise?: string) => string {
  const { t } = useTranslation();
  return useCallback((role: string, otherwise?: string) => roleLabel(t, role, otherwise), [t]);
}

/** A security role as the screens name it: the fields `securityRoleName` reads. */
export interface NamedSecurityRole {
  code: string;
  name: string;
  is_system_role: boolean;
}

/**
 * A security role's name for the reader: a system role (seeded in English with a built-in code)
 * by its label in the reader's language, an organisation's own role by the name it was given.
 */
export const securityRoleName = (t: TFunction, role: NamedSecurityRole): string =>
  role.is_system_role ? roleLabel(t, role.code, role.name) : role.name;

/** `securityRoleName` with the reader's language. */
export function useSecurityRoleName(): (role: NamedSecurityRole) => string {
  const { t } = useTranslation();
  return useCallback((role: NamedSecurityRole) => securityRoleName(t, role), [t]);
}
