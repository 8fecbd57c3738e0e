import type { ReactNode } from 'react';
import { HStack, Link, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FAQ_PATH, FRONT_PRICING_PATH, HELP_CENTER_PATH, LANDING_PATH } from './frontPaths';

const LINKS = [
  ['home', LANDING_PATH],
  ['pricing', FRONT_PRICING_PATH],
  ['faq', FAQ_PATH],
  ['help', HELP_CENTER_PATH],
  ['signIn', '/login'],
] as const;

/** The front pages' links to one another, and to sign-in. */
export function FrontNav() {
  const { t } = useTranslation();
  return (
    <HStack as="nav" aria-label={t('front.nav.label')} gap="5" wrap="wrap" justify="center" fontSize="sm">
      {LINKS.map(([id, to]) => (
        <Link key={id} asChild color="fg.muted" _currentPage={{ color: 'fg', fontWeight: 'semibold' }}>
          <NavLink to={to} end>
            {t(`front.nav.${id}`)}
          </NavLink>
        </Link>
      ))}
    </HStack>
  );
}

/** A front page: the links, then the page. */
export function FrontPage({ children, maxW = '5xl' }: { children: ReactNode; maxW?: string }) {
  return (
    <Stack w="full" maxW={maxW} gap="8" py="2" alignSelf="flex-start" mx="auto">
      <FrontNav />
      {children}
    </Stack>
  );
}
