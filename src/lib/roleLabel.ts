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
