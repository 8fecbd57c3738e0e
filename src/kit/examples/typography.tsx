import { Box, Code, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PRIMARY_COLORS } from '../../lib/theme/palette';
import { ExampleFrame } from '../ExampleFrame';

/** The heading sizes the screens use: a page's title, a section's, a panel's, a table's. */
const HEADINGS = [
  ['2xl', 'h1'],
  ['lg', 'h2'],
  ['md', 'h3'],
  ['sm', 'h4'],
] as const;
/** The semantic colour tokens the screens use: each follows light and dark. */
const TOKENS = [
  'fg',
  'fg.muted',
  'bg',
  'bg.subtle',
  'bg.muted',
  'border',
  'border.emphasized',
  'primary.solid',
  'primary.subtle',
  'primary.fg',
];

function Samples() {
  const { t } = useTranslation();
  return (
    <Stack gap="8">
      <Stack gap="3">
        {HEADINGS.map(([size, level]) => (
          <HStack key={size} gap="4" align="baseline">
            <Code dir="ltr" minW="5rem">
              {`${level} · ${size}`}
            </Code>
            <Heading as={level} size={size}>
              {t('kit.examples.typography.heading')}
            </Heading>
          </HStack>
        ))}
        <HStack gap="4" align="baseline">
          <Code dir="ltr" minW="5rem">
            text
          </Code>
          <Text>{t('kit.examples.typography.body')}</Text>
        </HStack>
        <HStack gap="4" align="baseline">
          <Code dir="ltr" minW="5rem">
            fg.muted
          </Code>
          <Text color="fg.muted" fontSize="sm">
            {t('kit.examples.typography.muted')}
          </Text>
        </HStack>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('kit.examples.typography.tokens')}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 2, md: 5 }} gap="3" listStyleType="none">
          {TOKENS.map((token) => (
            <Stack as="li" key={token} gap="1">
              <Box
                h="10"
                rounded="md"
                borderWidth="1px"
                bg={token.startsWith('fg') ? undefined : token}
                color={token}
              >
                {token.startsWith('fg') && (
                  <Text p="2" fontWeight="bold" aria-hidden>
                    Aa
                  </Text>
                )}
              </Box>
              <Code dir="ltr" fontSize="xs">
                {token}
              </Code>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('kit.examples.typography.primary')}
        </Heading>
        <HStack gap="3" wrap="wrap" as="ul" listStyleType="none">
          {PRIMARY_COLORS.map((color) => (
            <Stack as="li" key={color} gap="1" align="center">
              <Box boxSize="10" rounded="full" bg={`${color}.solid`} />
              <Code dir="ltr" fontSize="xs">
                {color}
              </Code>
            </Stack>
          ))}
        </HStack>
      </Stack>
    </Stack>
  );
}

export default function TypographyExample() {
  return (
    <ExampleFrame id="typography" docs={[]}>
      <Samples />
    </ExampleFrame>
  );
}
