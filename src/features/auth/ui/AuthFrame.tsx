import type { ReactNode } from 'react';
import { Box, Circle, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** v1: the form alone in a centred card, as on /login. */
export const AuthCard = ({ children }: { children: ReactNode }) => (
  <Box bg="bg" borderWidth="1px" rounded="lg" shadow="sm" p={{ base: '6', sm: '8' }} w="full" maxW="md">
    {children}
  </Box>
);

const Tick = () => (
  <Circle size="6" bg="whiteAlpha.300" flexShrink={0} aria-hidden>
    <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="3">
      <path d="M5 12l5 5L19 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  </Circle>
);

/** The coloured half of a v2 page: the product's name, what it is for, and some shapes. */
function BrandPanel() {
  const { t } = useTranslation();
  return (
    <Stack
      position="relative"
      overflow="hidden"
      justify="center"
      gap="6"
      p={{ base: '8', md: '10' }}
      color="white"
      bgGradient="to-br"
      gradientFrom="primary.600"
      gradientTo="primary.900"
    >
      {/* Decoration only; logical insets mirror it in right-to-left languages. */}
      <Circle size="64" bg="whiteAlpha.100" position="absolute" top="-16" insetEnd="-16" aria-hidden />
      <Circle size="40" bg="whiteAlpha.100" position="absolute" bottom="-10" insetStart="-10" aria-hidden />
      <Stack gap="2" position="relative">
        <Text textStyle="sm" fontWeight="semibold" opacity="0.85">
          {t('app.title')}
        </Text>
        <Heading as="p" size="2xl" lineHeight="short">
          {t('auth.brand.tagline')}
        </Heading>
      </Stack>
      <Stack as="ul" gap="3" position="relative" listStyleType="none">
        {(['organisations', 'access', 'languages'] as const).map((point) => (
          <HStack as="li" key={point} gap="3" align="start">
            <Tick />
            <Text>{t(`auth.brand.${point}`)}</Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** v2: two columns, the brand panel beside the form (stacked above it on narrow screens). */
export const AuthSplit = ({ children }: { children: ReactNode }) => (
  <Grid
    templateColumns={{ base: '1fr', md: '1fr 1fr' }}
    w="full"
    maxW="5xl"
    bg="bg"
    borderWidth="1px"
    rounded="xl"
    shadow="md"
    overflow="hidden"
  >
    <BrandPanel />
    <Box p={{ base: '6', md: '12' }} alignSelf="center">
      {children}
    </Box>
  </Grid>
);
