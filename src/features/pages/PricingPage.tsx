import { Badge, Box, Button, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageIntro } from './PageIntro';
import { FrontPage } from './FrontNav';
import { CHECKOUT_PATH } from './frontPaths';
import { PLANS, type Plan } from './plans';

function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  const key = `front.pricing.plans.${plan.id}`;
  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(plan.price);
  return (
    <Stack
      as="section"
      aria-labelledby={`plan-${plan.id}`}
      gap="5"
      p="6"
      bg="bg"
      rounded="lg"
      borderWidth={plan.featured ? '2px' : '1px'}
      borderColor={plan.featured ? 'primary.solid' : 'border'}
      shadow={plan.featured ? 'md' : 'xs'}
    >
      <Stack gap="1">
        <HStack justify="space-between">
          <Heading as="h2" size="lg" id={`plan-${plan.id}`}>
            {t(`${key}.name`)}
          </Heading>
          {plan.featured && <Badge colorPalette="primary">{t('front.pricing.popular')}</Badge>}
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {t(`${key}.description`)}
        </Text>
      </Stack>
      <Box>
        <Text as="span" textStyle="4xl" fontWeight="bold">
          {price}
        </Text>{' '}
        <Text as="span" color="fg.muted" textStyle="sm">
          {t('front.pricing.perUser')}
        </Text>
      </Box>
      <List.Root gap="2" variant="plain" flex="1">
        {plan.features.map((feature) => (
          <List.Item key={feature} alignItems="start">
            <List.Indicator asChild color="primary.fg" boxSize="4" mt="1" flexShrink={0}>
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3">
                <path d="M5 12l5 5L19 7" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </List.Indicator>
            {t(`${key}.features.${feature}`)}
          </List.Item>
        ))}
      </List.Root>
      <Button asChild colorPalette="primary" variant={plan.featured ? 'solid' : 'outline'}>
        <Link to={`${CHECKOUT_PATH}?plan=${plan.id}`} data-testid={`choose-${plan.id}`}>
          {t('front.pricing.cta')}
        </Link>
      </Button>
    </Stack>
  );
}

/** /front-pages/pricing and /pages/pricing: three plans side by side, each leading to checkout. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <FrontPage>
      <PageIntro title={t('front.pricing.title')}>{t('front.pricing.subtitle')}</PageIntro>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>
      <Text textAlign="center" textStyle="sm" color="fg.muted">
        {t('front.pricing.note')}
      </Text>
    </FrontPage>
  );
}
