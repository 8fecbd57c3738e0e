import Languages from 'lucide-react/icons/languages';
import Monitor from 'lucide-react/icons/monitor';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import { usePreference } from '../preferences/store';
import { THEME_PREFERENCES, themePreference, type ThemePreference } from '../theme';
import { ChoiceMenu, ChoiceSelect, useCompactHeader, type Choice } from './ChoiceControls';

function useLanguageChoice(): Choice {
  const { t, i18n } = useTranslation();
  return {
    label: t('app.language'),
    value: i18n.language,
    options: LANGUAGES.map((l) => ({ value: l.code, label: l.label })),
    onChange: (code) => void i18n.changeLanguage(code),
    icon: <Languages size={18} aria-hidden />,
  };
}

const THEME_ICONS: Record<ThemePreference, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

function useThemeChoice(): Choice {
  const { t } = useTranslation();
  const theme = usePreference(themePreference);
  const Icon = THEME_ICONS[theme];
  return {
    label: t('app.theme'),
    value: theme,
    options: THEME_PREFERENCES.map((p) => ({ value: p, label: t(`app.themes.${p}`) })),
    onChange: (value) => themePreference.set(value as ThemePreference),
    icon: <Icon size={18} aria-hidden />,
  };
}

export function LanguageSelect() {
  return <ChoiceSelect {...useLanguageChoice()} />;
}

/**
 * Language and theme, kept in localStorage; the layout customizer holds the rest. Below the md
 * breakpoint a select has no room for its value: each becomes an icon button opening a menu.
 */
export function Preferences() {
  const language = useLanguageChoice();
  const theme = useThemeChoice();
  // One control per choice in the page (not a hidden twin), so its name stays unique.
  const Control = useCompactHeader() ? ChoiceMenu : ChoiceSelect;
  return (
    <>
      <Control {...language} />
      <Control {...theme} />
    </>
  );
}
