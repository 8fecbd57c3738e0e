import type { ReactNode } from 'react';
import { HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from 'react-router';

const RouterLink = chakra(Link);

export type LinkListItem = {
  key: number | string;
  /** Where the row's own page is: its title links there. Translated texts. */
  to: string;
  title: string;
  /** A second line (a date, a product). */
  detail?: ReactNode;
  /** What stands at the row's end (a status, an amount). */
  aside?: ReactNode;
};

/** A dashboard's short list of records (the latest orders, the next launches), each linking to its page. */
export function LinkList({ items, testId }: { items: LinkListItem[]; testId: string }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" data-testid={testId}>
      {items.map((item) => (
        <HStack as="li" key={item.key} justify="space-between" gap="3" wrap="wrap">
          <Stack gap="0" minW="0">
            <RouterLink
              to={item.to}
              fontWeight="medium"
              textDecoration="underline"
              textUnderlineOffset="2px"
              truncate
            >
              {item.title}
            </RouterLink>
            {item.detail && (
              <Text fontSize="sm" color="fg.muted">
                {item.detail}
              </Text>
            )}
          </Stack>
          {item.aside && <HStack gap="3">{item.aside}</HStack>}
        </HStack>
      ))}
    </Stack>
  );
}
