import { Box, Stack } from '@chakra-ui/react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../session/SessionProvider';
import { visibleMenu } from '../routing/menu';

/** The entries the signed-in user may read (spec §2 "Menu routes by right"). */
export function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {visibleMenu(ability).map((item) => (
        <li key={item.path}>
          <NavLink to={item.path} onClick={onNavigate}>
            {({ isActive }) => (
              <Box
                px="3"
                py="2"
                rounded="md"
                bg={isActive ? 'purple.subtle' : undefined}
                color={isActive ? 'purple.fg' : undefined}
              >
                {t(item.label)}
              </Box>
            )}
          </NavLink>
        </li>
      ))}
    </Stack>
  );
}
