import { HStack, Text, chakra } from '@chakra-ui/react';
import { NavLink } from 'react-router';

export type SectionNavItem = { path: string; label: string };

/**
 * Links between the screens of one area, as a row of tabs; the current one is marked (the
 * link's `aria-current`). `label` names the navigation for assistive technology.
 */
export function SectionNav({ label, items }: { label: string; items: SectionNavItem[] }) {
  return (
    <chakra.nav aria-label={label}>
      <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path}>
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
                  {item.label}
                </Text>
              )}
            </NavLink>
          </li>
        ))}
      </HStack>
    </chakra.nav>
  );
}
