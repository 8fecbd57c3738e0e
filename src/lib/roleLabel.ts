import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/**
 * A role's label in the reader's language (`hr` → "HR", `superuser` → "Superuser"), from
 * locales/<language>/roles.json; the code itself for a role this build does not know. Every screen
 * that shows a role shows this, never the code.
 */
export const roleLabel = (t: TFunction, role: string): string => t(`roles.${role}`, { defaultValue: role });

/** `roleLabel` with the reader's language. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation();
  return useCallback((role: string) => roleLabel(t, role), [t]);
}
