import { Box, chakra, Heading, Text } from '@chakra-ui/react';

const OrderedList = chakra('ol');

/** A machine's moves, oldest first, under a heading; a line saying so while there are none. */
export function MoveLog({
  title,
  empty,
  lines,
  testId,
}: {
  title: string;
  empty: string;
  lines: string[];
  testId: string;
}) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {lines.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <OrderedList
          aria-label={title}
          ps="1"
          listStyleType="decimal"
          listStylePosition="inside"
          // Code-like lines: numbered and written left to right in any language.
          dir="ltr"
          textStyle="sm"
          fontFamily="mono"
          maxH="48"
          // Scrolls on its own: reachable from the keyboard.
          tabIndex={0}
          overflowY="auto"
          data-testid={testId}
        >
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </OrderedList>
      )}
    </Box>
  );
}
