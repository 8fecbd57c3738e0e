import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import {
  ClipboardCheck,
  Languages,
  Package,
  ReceiptText,
  ScanBarcode,
  ShieldCheck,
  Workflow,
} from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FrontPage } from './FrontNav';
import { FRONT_PRICING_PATH, HELP_CENTER_PATH } from './frontPaths';

/** The product's areas, as the menu has them. */
const AREAS: [id: string, icon: LucideIcon][] = [
  ['catalogue', Package],
  ['sales', ReceiptText],
  ['hr', ClipboardCheck],
  ['tracking', ScanBarcode],
  ['security', ShieldCheck],
  ['workflows', Workflow],
];

/** /front-pages/landing-page: what the back-office is and does, for someone who has not signed in. */
export function LandingPage() {
  const { t } = useTranslation();
  return (
    <FrontPage maxW="6xl">
      <Stack as="section" gap="5" align="center" textAlign="center" py={{ base: '6', md: '12' }}>
        <Text color="primary.fg" fontWeight="semibold" fontSize="sm">
          {t('front.landing.eyebrow')}
        </Text>
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} maxW="4xl">
          {t('front.landing.title')}
        </Heading>
        <Text color="fg.muted" fontSize="lg" maxW="2xl">
          {t('front.landing.lead')}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="primary" size="lg">
            <Link to="/login">{t('front.landing.signIn')}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={FRONT_PRICING_PATH}>{t('front.landing.pricing')}</Link>
          </Button>
        </HStack>
      </Stack>
      <Stack as="section" gap="4" aria-labelledby="landing-areas">
        <Heading as="h2" size="xl" id="landing-areas" textAlign="center">
          {t('front.landing.areasTitle')}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none">
          {AREAS.map(([id, Icon]) => (
            <Stack as="li" key={id} gap="3" p="5" bg="bg" borderWidth="1px" rounded="lg">
              <Box color="primary.fg" aria-hidden>
                <Icon size={28} />
              </Box>
              <Heading as="h3" size="md">
                {t(`front.landing.areas.${id}.title`)}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {t(`front.landing.areas.${id}.body`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack
        as="section"
        aria-labelledby="landing-organisations"
        gap="3"
        p={{ base: '5', md: '8' }}
        bg="primary.subtle"
        rounded="xl"
      >
        <HStack gap="3">
          <Box color="primary.fg" aria-hidden>
            <Languages size={24} />
          </Box>
          <Heading as="h2" size="lg" id="landing-organisations">
            {t('front.landing.tenancyTitle')}
          </Heading>
        </HStack>
        <Text>{t('front.landing.tenancy')}</Text>
        <Text>{t('front.landing.languages')}</Text>
        <Button asChild variant="outline" alignSelf="flex-start" bg="bg">
          <Link to={HELP_CENTER_PATH}>{t('front.landing.help')}</Link>
        </Button>
      </Stack>
    </FrontPage>
  );
}
