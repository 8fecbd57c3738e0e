import { useState, type ReactNode } from 'react';
import { Box, CloseButton, Drawer, Flex, Heading, IconButton, Portal } from '@chakra-ui/react';
import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { wantsBoxed, wantsFixedHeight } from '../preferences/contentLayout';
import { effectiveLayout, layoutPreferences, updateLayoutPreferences } from '../preferences/layout';
import { usePreference } from '../preferences/store';
import { Customizer } from './Customizer';
import { NavigationMenu } from './NavigationMenu';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { Preferences } from './Preferences';
import { ScrollToTop } from './ScrollToTop';
import { UserMenu } from './UserMenu';
import { Toaster } from '../../components/feedback/Toaster';

const BOXED_WIDTH = '1440px';

/** Keeps a row's content within the boxed width when that is the preference. */
function Boxed({ boxed, children }: { boxed: boolean; children: ReactNode }) {
  return (
    <Box maxW={boxed ? BOXED_WIDTH : undefined} mx="auto" w="full" h="full">
      {children}
    </Box>
  );
}

function OverlayNavigation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton aria-label={t('nav.open')} variant="ghost" size="sm" hideFrom="lg">
          <MenuIcon size={18} aria-hidden />
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
              <NavigationMenu onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The vertical navigation from the lg breakpoint; with the navbar hidden it also holds the user menu. */
function SideNavigation({ collapsed, withUserMenu }: { collapsed: boolean; withUserMenu: boolean }) {
  const { t } = useTranslation();
  const toggleLabel = t(collapsed ? 'nav.expand' : 'nav.collapse');
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <Flex
      as="nav"
      aria-label={t('nav.label')}
      direction="column"
      w={collapsed ? '16' : '64'}
      flexShrink="0"
      borderEndWidth="1px"
      bg="bg"
      p={collapsed ? '2' : '4'}
      gap="6"
      hideBelow="lg"
      position="sticky"
      top="0"
      h="100dvh"
      transition="width 0.2s"
    >
      <Flex align="center" justify={collapsed ? 'center' : 'space-between'} minH="8">
        {collapsed ? null : (
          <Heading size="md" truncate>
            {t('app.title')}
          </Heading>
        )}
        <IconButton
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-pressed={collapsed}
          variant="ghost"
          size="xs"
          onClick={() => updateLayoutPreferences({ navCollapsed: !collapsed })}
        >
          {/* The panel icons point left; in right-to-left the panel is on the right. */}
          <Box as="span" css={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} aria-hidden>
            <ToggleIcon size={16} />
          </Box>
        </IconButton>
      </Flex>
      <Box flex="1" overflowY="auto" overflowX="hidden">
        <NavigationMenu collapsed={collapsed} />
      </Box>
      {withUserMenu ? (
        <Flex direction={collapsed ? 'column' : 'row'} align="center" gap="2">
          <UserMenu compact={collapsed} />
          <Customizer />
        </Flex>
      ) : null}
    </Flex>
  );
}

/**
 * Signed-in pages, drawn from the layout preferences: vertical (a side bar from the lg
 * breakpoint, optionally collapsed to icons) or horizontal navigation (a row in the navbar),
 * a sticky, static or hidden navbar with optional blur, boxed or full content width (boxed
 * for a route that asks for it), a static footer. Below lg the navigation is always an overlay drawer opened from the navbar.
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const layout = effectiveLayout(usePreference(layoutPreferences));
  const matches = useMatches();
  const fixedHeight = wantsFixedHeight(matches);
  const vertical = layout.navLayout === 'vertical';
  // A screen may ask for the boxed width whatever the preference (the user's own dashboard).
  const boxed = layout.contentWidth === 'boxed' || wantsBoxed(matches);
  const navbarHidden = layout.navbarType === 'hidden';
  return (
    <Flex minH="100dvh" h={fixedHeight ? '100dvh' : undefined} bg="bg.subtle" data-layout={layout.navLayout}>
      {vertical ? <SideNavigation collapsed={layout.navCollapsed} withUserMenu={navbarHidden} /> : null}
      <Flex direction="column" flex="1" minW="0" minH="0">
        <Box
          as="header"
          position={layout.navbarType === 'static' ? 'relative' : 'sticky'}
          top="0"
          zIndex="docked"
          borderBottomWidth="1px"
          bg={layout.navbarBlur ? 'bg/80' : 'bg'}
          backdropFilter={layout.navbarBlur ? 'blur(6px)' : undefined}
          // A hidden navbar still opens the overlay navigation below lg.
          hideFrom={navbarHidden ? 'lg' : undefined}
        >
          <Boxed boxed={boxed}>
            <Flex px="6" py="3" gap="3" align="center">
              <OverlayNavigation />
              {vertical ? null : (
                <Heading size="md" hideBelow="lg">
                  {t('app.title')}
                </Heading>
              )}
              <Box flex="1" />
              <OrganizationSwitcher />
              <Preferences />
              <Customizer />
              <UserMenu />
            </Flex>
            {vertical ? null : (
              <Box as="nav" aria-label={t('nav.label')} px="6" pb="2" hideBelow="lg">
                <NavigationMenu orientation="horizontal" />
              </Box>
            )}
          </Boxed>
        </Box>
        {/* A fixed-height screen scrolls inside; if the window is too short even for its fixed
            parts, the main area scrolls rather than cutting them off. */}
        <Box as="main" flex="1" minH="0" overflow={fixedHeight ? 'auto' : undefined}>
          <Boxed boxed={boxed}>
            <Box p="6" h="full">
              <Outlet />
            </Box>
          </Boxed>
        </Box>
        <Box as="footer" borderTopWidth="1px">
          <Boxed boxed={boxed}>
            <Box px="6" py="4" fontSize="sm" color="fg.muted">
              {t('app.footer', { year: new Date().getFullYear() })}
            </Box>
          </Boxed>
        </Box>
        {fixedHeight ? null : <ScrollToTop />}
        <Toaster />
      </Flex>
    </Flex>
  );
}
