import type { ReactNode } from 'react';
import { LocaleProvider } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Chakra's overlays (drawers, menus, popovers) take their direction from this provider, not
 * from <html dir>: without it a drawer opens on the left in Arabic.
 */
export function LanguageLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <LocaleProvider locale={i18n.language}>{children}</LocaleProvider>;
}
