import type { ReactNode } from 'react';
import { Flex, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../../../components/feedback/Toaster';
import { CATALOGUE_SETTINGS_PATH, CATEGORY_LIST_PATH, MANAGE_REVIEW_PATH, REFERRALS_PATH } from '../paths';

const SECTIONS = [
  { path: CATEGORY_LIST_PATH, label: 'catalogueEngagement.nav.categories' },
  { path: MANAGE_REVIEW_PATH, label: 'catalogueEngagement.nav.reviews' },
  { path: REFERRALS_PATH, label: 'catalogueEngagement.nav.referrals' },
  { path: CATALOGUE_SETTINGS_PATH, label: 'catalogueEngagement.nav.settings' },
] as const;

/**
 * The category list, review moderation, referrals and settings: links between the four (all
 * read on Product), the screen, and the notices (toasts) of their changes.
 */
export function EngagementLayout() {
  const { t } = useTranslation();
  return (
    <Stack gap="6" maxW="7xl">
      <chakra.nav aria-label={t('catalogueEngagement.nav.label')}>
        <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
          {SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} end>
                {({ isActive }) => (
                  <Text
                    as="span"
                    display="inline-block"
                    px="3"
                    py="1.5"
                    rounded="md"
                    fontSize="sm"
                    fontWeight="medium"
                    bg={isActive ? 'primary.subtle' : undefined}
                    color={isActive ? 'primary.fg' : 'fg.muted'}
                    _hover={isActive ? undefined : { bg: 'bg.muted', color: 'fg' }}
                  >
                    {t(section.label)}
                  </Text>
                )}
              </NavLink>
            </li>
          ))}
        </HStack>
      </chakra.nav>
      <Outlet />
      <Toaster />
    </Stack>
  );
}

/** A screen's title, its one-line explanation and its actions (Add…). */
export function PageHeading({
  title,
  subtitle,
  actions,
}: {
  /** Translated texts. */
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{subtitle}</Text>
      </Stack>
      {actions && <HStack gap="2">{actions}</HStack>}
    </Flex>
  );
}
