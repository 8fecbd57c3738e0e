import { Box, Text } from '@chakra-ui/react';

/** A dashboard whose figures the reader's role includes none of: says so instead of empty cards. */
export function NothingToShow({ text }: { text: string }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="6" bg="bg" data-testid="dashboard-nothing">
      <Text color="fg.muted">{text}</Text>
    </Box>
  );
}
