import { useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  IconButton,
  Menu,
  Portal,
  Text,
} from '@chakra-ui/react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { waitFor } from 'xstate';
import { selectIsAuthenticated, selectUser } from '../../../machines/session';
import { useSession, useSessionActor } from '../session/SessionProvider';
import { NavigationMenu } from './NavigationMenu';
import { ScrollToTop } from './ScrollToTop';
import { Preferences } from './Preferences';

/**
 * Signed-in pages: navigation by right (a side bar from the lg breakpoint, an overlay drawer
 * below it), a sticky blurred header with preferences and the user menu, a static footer.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const actor = useSessionActor();
  const user = useSession(selectUser);
  const [navOpen, setNavOpen] = useState(false);
  const navigate = useNavigate();
  const displayName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  // The guard would send the now-anonymous page to /login?to=…; a deliberate sign-out lands
  // on a plain /login once the session has ended.
  const signOut = async () => {
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => !selectIsAuthenticated(s) && !s.hasTag('busy'));
    void navigate('/login', { replace: true });
  };
  return (
    <Flex minH="100vh" bg="bg.subtle">
      <Box as="nav" aria-label={t('nav.label')} w="60" borderEndWidth="1px" bg="bg" p="4" hideBelow="lg">
        <Heading size="md" mb="6">
          {t('app.title')}
        </Heading>
        <NavigationMenu />
      </Box>
      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          position="sticky"
          top="0"
          zIndex="docked"
          px="6"
          py="3"
          gap="3"
          align="center"
          borderBottomWidth="1px"
          bg="bg/80"
          backdropFilter="blur(6px)"
        >
          <Drawer.Root open={navOpen} onOpenChange={(e) => setNavOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton aria-label={t('nav.open')} variant="ghost" size="sm" hideFrom="lg">
                ☰
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content aria-label={t('nav.label')}>
                  <Drawer.Header>
                    <Drawer.Title>{t('app.title')}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <NavigationMenu onNavigate={() => setNavOpen(false)} />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Box flex="1" />
          <Preferences />
          {/* Items navigate on select, so a click and Enter on a highlighted item behave the same. */}
          <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => void navigate(value)}>
            <Menu.Trigger asChild>
              <Button size="sm" variant="ghost" px="2">
                <Avatar.Root size="2xs" colorPalette="purple" aria-hidden>
                  <Avatar.Fallback name={displayName} />
                </Avatar.Root>
                <Text as="span" fontSize="sm" data-testid="current-user">
                  {displayName}
                </Text>
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="48">
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel fontWeight="normal" color="fg.muted">
                      {user?.email}
                    </Menu.ItemGroupLabel>
                    <Menu.Item value="/pages/user-profile/profile">{t('account.userMenu.profile')}</Menu.Item>
                    <Menu.Item value="/pages/account-settings/account">
                      {t('account.userMenu.settings')}
                    </Menu.Item>
                  </Menu.ItemGroup>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
          <Button size="sm" variant="ghost" onClick={() => void signOut()}>
            {t('auth.signOut')}
          </Button>
        </Flex>
        <Box as="main" flex="1" p="6">
          <Outlet />
        </Box>
        <Box as="footer" px="6" py="4" fontSize="sm" color="fg.muted" borderTopWidth="1px">
          {t('app.footer', { year: new Date().getFullYear() })}
        </Box>
        <ScrollToTop />
      </Flex>
    </Flex>
  );
}
