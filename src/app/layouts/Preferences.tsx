import type { ReactNode } from 'react';
import { IconButton, Menu, NativeSelect, Portal, useBreakpointValue } from '@chakra-ui/react';
import { Languages, Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import { drawsServerPage } from '../../ssr/serverDrawn';
import { usePreference } from '../preferences/store';
import { THEME_PREFERENCES, themePreference, type ThemePreference } from '../theme';

/** A preference offered as one choice among a few: its name, its options and how to change it. */
type Choice = {
  /** The translated name, the control's accessible name. */
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  /** What the compact header shows in place of the choice's name. */
  icon: ReactNode;
};

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

function ChoiceSelect({ label, value, options, onChange }: Choice) {
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The same choice behind an icon button named after it: a menu whose checked item is the current value. */
function ChoiceMenu({ label, value, options, onChange, icon }: Choice) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton aria-label={label} title={label} variant="ghost" size="sm">
          {icon}
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40">
            <Menu.RadioItemGroup value={value} onValueChange={(e) => onChange(e.value)}>
              <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
              {options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value}>
                  <Menu.ItemIndicator />
                  {option.label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
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
  // A server-rendered page (src/ssr/) is drawn for a wide window first, as the server drew it.
  const compact = useBreakpointValue({ base: true, md: false }, { ssr: drawsServerPage(), fallback: 'md' });
  const Control = compact ? ChoiceMenu : ChoiceSelect;
  return (
    <>
      <Control {...language} />
      <Control {...theme} />
    </>
  );
}
