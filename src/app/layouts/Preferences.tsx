import { useState } from 'react';
import { Button, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import { applyColorMode, initialColorMode, type ColorMode } from '../theme';

/** Language and theme switches, kept in localStorage. */
export function Preferences() {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<ColorMode>(initialColorMode);
  const toggleMode = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    applyColorMode(next);
    setMode(next);
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
      <Button size="sm" variant="outline" onClick={toggleMode}>
        {mode === 'dark' ? t('app.lightMode') : t('app.darkMode')}
      </Button>
    </>
  );
}
