import { HStack, Text, chakra } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { ariaCurrent, currentSection, type SectionLink } from './currentSection';

export type SectionNavItem = SectionLink & { label: string };

/**
 * Links between the screens of one area, as a row of tabs; the current one (one at most, see
 * `currentSection`) is marked, with `aria-current`. `label` names the navigation for assistive
 * technology.
 */
export function SectionNav({ label, items }: { label: string; items: SectionNavItem[] }) {
  const { pathname } = useLocation();
  const current = currentSection(items, pathname);
  return (
    <chakra.nav aria-label={label}>
      <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
        {items.map((item) => {
          const isActive = item === current;
          return (
            <li key={item.path}>
              <Link to={item.path} aria-current={ariaCurrent(item, current, pathname)}>
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
              </Link>
            </li>
          );
        })}
      </HStack>
    </chakra.nav>
  );
}
