import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import { usePreference } from '../preferences/store';
import { THEME_PREFERENCES, themePreference, type ThemePreference } from '../theme';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
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
  );
}

function ThemeSelect() {
  const { t } = useTranslation();
  const theme = usePreference(themePreference);
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('app.theme')}
        value={theme}
        onChange={(e) => themePreference.set(e.target.value as ThemePreference)}
      >
        {THEME_PREFERENCES.map((p) => (
          <option key={p} value={p}>
            {t(`app.themes.${p}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Language and theme, kept in localStorage; the layout customizer holds the rest. */
export function Preferences() {
  return (
    <>
      <LanguageSelect />
      <ThemeSelect />
    </>
  );
}
