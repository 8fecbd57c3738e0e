import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/**
 * A row's name as lists show it: a link to its page when `to` is given, its description under it
 * in one muted line, cut when too long. Names keep their own direction (`bdi`): a Latin name
 * ending in a full stop reads so on a right-to-left page.
 */
export function NameCell({
  name,
  description,
  to,
  minW = '10rem',
}: {
  name: string;
  description?: string | null;
  to?: string;
  minW?: string;
}) {
  return (
    <Stack gap="0" minW={minW}>
      {to ? (
        <Link asChild fontWeight="medium" color="fg" focusRing="outside">
          <RouterLink to={to}>
            <bdi>{name}</bdi>
          </RouterLink>
        </Link>
      ) : (
        <Text fontWeight="medium">
          <bdi>{name}</bdi>
        </Text>
      )}
      {description && (
        <Text fontSize="xs" color="fg.muted" truncate maxW="22rem">
          {description}
        </Text>
      )}
    </Stack>
  );
}
