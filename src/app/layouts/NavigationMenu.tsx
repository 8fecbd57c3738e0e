import { Box, Flex, Text } from '@chakra-ui/react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { visibleMenu } from '../routing/menu';

type Props = {
  orientation?: 'vertical' | 'horizontal';
  /** Icons only; the label stays the link's accessible name and its tooltip. */
  collapsed?: boolean;
  onNavigate?: () => void;
};

/** The entries the signed-in user may read (spec §2 "Menu routes by right"). */
export function NavigationMenu({ orientation = 'vertical', collapsed = false, onNavigate }: Props) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const horizontal = orientation === 'horizontal';
  const { pathname } = useLocation();
  const inSection = (section?: string) =>
    !!section && (pathname === section || pathname.startsWith(`${section}/`));
  return (
    <Flex
      as="ul"
      direction={horizontal ? 'row' : 'column'}
      gap="1"
      listStyleType="none"
      overflowX={horizontal ? 'auto' : undefined}
    >
      {visibleMenu(ability).map(({ path, label, icon: Icon, section }) => (
        <li key={path}>
          <NavLink to={path} onClick={onNavigate} title={collapsed ? t(label) : undefined}>
            {({ isActive: onPath }) => {
              const isActive = onPath || inSection(section);
              return (
                <Flex
                  align="center"
                  justify={collapsed ? 'center' : undefined}
                  gap="3"
                  px="3"
                  py="2"
                  rounded="md"
                  whiteSpace="nowrap"
                  bg={isActive ? 'primary.subtle' : undefined}
                  color={isActive ? 'primary.fg' : undefined}
                  _hover={isActive ? undefined : { bg: 'bg.muted' }}
                >
                  <Box as="span" flexShrink="0" aria-hidden>
                    <Icon size={18} />
                  </Box>
                  <Text as="span" srOnly={collapsed}>
                    {t(label)}
                  </Text>
                </Flex>
              );
            }}
          </NavLink>
        </li>
      ))}
    </Flex>
  );
}
