import { useState } from 'react';
import { Box, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '../api/schema';
import { LANGUAGES } from '../i18n';
import { LoginForm } from '../features/auth/LoginForm';
import { applyColorMode, initialColorMode, type ColorMode } from './theme';

type User = components['schemas']['User'];

export function App() {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<ColorMode>(initialColorMode);
  const [user, setUser] = useState<User | null>(null);

  const toggleMode = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    applyColorMode(next);
    setMode(next);
  };

  return (
    <Flex minH="100vh" direction="column" bg="bg.subtle">
      <Flex as="header" px="6" py="3" gap="3" align="center" borderBottomWidth="1px" bg="bg">
        <Heading size="md" flex="1">
          {t('app.title')}
        </Heading>
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
      </Flex>
      <Flex as="main" flex="1" align="center" justify="center" p="6">
        <Box bg="bg" borderWidth="1px" rounded="lg" shadow="sm" p="8" w="full" maxW="md">
          {user ? (
            <Stack gap="4">
              <Heading size="lg">{t('auth.welcome', { name: user.first_name || user.email })}</Heading>
              <Text data-testid="signed-in-as">
                {t('auth.signedInAs', { email: user.email, role: user.role })}
              </Text>
              <Button onClick={() => setUser(null)} variant="outline">
                {t('auth.signOut')}
              </Button>
            </Stack>
          ) : (
            <LoginForm onSignedIn={setUser} />
          )}
        </Box>
      </Flex>
    </Flex>
  );
}
