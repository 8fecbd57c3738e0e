import { Box, Code, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MENU } from '../../app/routing/menu';
import { ExampleFrame } from '../ExampleFrame';

/** The icons of the menu, read from the menu itself (lucide-react): one per area of the product. */
function LiveIcons() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      as="ul"
      columns={{ base: 2, md: 4, lg: 6 }}
      gap="3"
      listStyleType="none"
      data-testid="kit-icons"
    >
      {MENU.map(({ id, icon: Icon, label }) => (
        <Stack
          as="li"
          key={id}
          align="center"
          gap="2"
          p="3"
          borderWidth="1px"
          rounded="md"
          textAlign="center"
        >
          <Box color="primary.fg">
            <Icon size={24} aria-hidden />
          </Box>
          <Text fontSize="sm">{t(label)}</Text>
          <Code dir="ltr" fontSize="xs">
            {Icon.displayName}
          </Code>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export default function IconsExample() {
  return (
    <ExampleFrame id="icons" docs={[]}>
      <LiveIcons />
    </ExampleFrame>
  );
}
