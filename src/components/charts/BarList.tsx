import { useMemo } from 'react';
import { Box, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { barPercent } from './barPercent';

export type BarItem = {
  key: number | string;
  name: string;
  value: number;
  /** Says which one it is where names repeat (the organisation, when several are combined). */
  detail?: string;
  /** Where the item's own rows are listed: its name links there. */
  to?: string;
};

const RouterLink = chakra(Link);

/**
 * A bar chart drawn with boxes: a list of names and values (what a screen reader reads), each
 * with a bar whose length is its share of the largest value (decoration). Numbers in the
 * reader's language.
 */
export function BarList({
  label,
  items,
  emptyText,
  palette,
  testId,
}: {
  /** Translated texts. */
  label: string;
  items: BarItem[];
  emptyText: string;
  palette: string;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  if (items.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  const max = Math.max(...items.map((i) => i.value));
  return (
    <Stack as="ul" aria-label={label} listStyleType="none" gap="2.5" data-testid={testId}>
      {items.map((item) => (
        <Box as="li" key={item.key}>
          <HStack justify="space-between" fontSize="sm" mb="1">
            <Text as="span" truncate>
              {item.to ? (
                <RouterLink
                  to={item.to}
                  color="fg"
                  textDecoration="underline"
                  textUnderlineOffset="2px"
                  _hover={{ color: 'primary.fg' }}
                >
                  {item.name}
                </RouterLink>
              ) : (
                item.name
              )}
              {item.detail && (
                <Text as="span" color="fg.muted">
                  {' · '}
                  {item.detail}
                </Text>
              )}
            </Text>
            <Text as="span" fontWeight="medium" data-value={item.value}>
              {number.format(item.value)}
            </Text>
          </HStack>
          <Box aria-hidden h="2" rounded="full" bg="bg.muted" overflow="hidden">
            <Box
              h="full"
              rounded="full"
              colorPalette={palette}
              bg="colorPalette.solid"
              width={`${barPercent(item.value, max)}%`}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
