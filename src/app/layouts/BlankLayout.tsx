import { Flex, Heading } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Preferences } from './Preferences';

/** Public and sign-in pages: no navigation, just the page centred. */
export function BlankLayout() {
  const { t } = useTranslation();
  return (
    <Flex minH="100vh" direction="column" bg="bg.subtle">
      <Flex as="header" px="6" py="3" gap="3" align="center">
        <Heading size="md" flex="1">
          {t('app.title')}
        </Heading>
        <Preferences />
      </Flex>
      <Flex as="main" flex="1" align="center" justify="center" p="6">
        <Outlet />
      </Flex>
    </Flex>
  );
}
