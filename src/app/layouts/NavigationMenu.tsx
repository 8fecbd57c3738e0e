import { Box, Flex, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { visibleMenu } from '../routing/menu';
import { ariaCurrent, currentSection } from '../../components/currentSection';

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
  const menu = visibleMenu(ability);
  const current = currentSection(menu, pathname);
  return (
    <Flex
      as="ul"
      direction={horizontal ? 'row' : 'column'}
      gap="1"
      listStyleType="none"
      overflowX={horizontal ? 'auto' : undefined}
    >
      {menu.map((item) => {
        const { path, label, icon: Icon } = item;
        const isActive = item === current;
        return (
          <li key={path}>
            <Link
              to={path}
              onClick={onNavigate}
              title={collapsed ? t(label) : undefined}
              aria-current={ariaCurrent(item, current, pathname)}
            >
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
            </Link>
          </li>
        );
      })}
    </Flex>
  );
}
