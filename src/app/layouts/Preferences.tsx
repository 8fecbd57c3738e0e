import { useState } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import {
  applyThemePreference,
  storedThemePreference,
  THEME_PREFERENCES,
  type ThemePreference,
} from '../theme';

/** Language and theme, kept in localStorage. */
export function Preferences() {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useState<ThemePreference>(storedThemePreference);
  const chooseTheme = (next: ThemePreference) => {
    applyThemePreference(next);
    setTheme(next);
  };
  return (
    <>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('app.language')}
          value={i18n.language}
          onChange={(e) => void i18n.changeLanguage(e.target.value)}
        >
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          aria-label={t('app.theme')}
          value={theme}
          onChange={(e) => chooseTheme(e.target.value as ThemePreference)}
        >
          {THEME_PREFERENCES.map((p) => (
            <option key={p} value={p}>
              {t(`app.themes.${p}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );
}
