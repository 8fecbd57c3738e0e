import type { ReactNode } from 'react';
import { Flex, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SUBJECT } from '../../../../domain/catalogue/access';
import { useAppAbility } from '../../../app/session/SessionProvider';
import { Toaster } from '../../../components/feedback/Toaster';
import {
  CONFIG_BRANDS_PATH,
  CONFIG_CATEGORIES_PATH,
  CONFIG_STATUSES_PATH,
  CONFIG_TYPES_PATH,
} from '../paths';

const SECTIONS = [
  { path: CONFIG_BRANDS_PATH, label: 'catalogueConfig.nav.brands', subject: CATALOGUE_SUBJECT.brand },
  {
    path: CONFIG_CATEGORIES_PATH,
    label: 'catalogueConfig.nav.categories',
    subject: CATALOGUE_SUBJECT.category,
  },
  {
    path: CONFIG_STATUSES_PATH,
    label: 'catalogueConfig.nav.statuses',
    subject: CATALOGUE_SUBJECT.productStatus,
  },
  { path: CONFIG_TYPES_PATH, label: 'catalogueConfig.nav.types', subject: CATALOGUE_SUBJECT.productType },
] as const;

/**
 * The four configuration screens of the catalogue: links between those the user may read, the
 * screen, and the notices (toasts) of their changes.
 */
export function ConfigLayout() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  return (
    <Stack gap="6" maxW="7xl">
      <chakra.nav aria-label={t('catalogueConfig.nav.label')}>
        <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
          {SECTIONS.filter((s) => !ability || ability.can('read', s.subject)).map((section) => (
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

/** A configuration screen's title, its one-line explanation and its actions (Add…). */
export function ConfigHeading({
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
