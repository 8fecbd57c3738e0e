import { Card, Heading, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KIT_EXAMPLES, KIT_SECTIONS, type KitSection } from './registry';

/**
 * The gallery's index (every section) or one section's page: a card per example, linking to it.
 * Generated from the registry, so an example cannot be missing from it.
 */
export function KitIndexPage({ section }: { section?: KitSection }) {
  const { t } = useTranslation();
  const sections = section ? [section] : KIT_SECTIONS;
  return (
    <Stack gap="8" maxW="6xl" data-testid="kit-index">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {section ? t(`kit.sections.${section}`) : t('kit.index.title')}
        </Heading>
        <Text color="fg.muted">{t('kit.index.subtitle')}</Text>
      </Stack>
      {sections.map((id) => (
        <Stack key={id} as="section" gap="3" aria-labelledby={`kit-section-${id}`}>
          <Heading as="h2" size="lg" id={`kit-section-${id}`}>
            {t(`kit.sections.${id}`)}
          </Heading>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none">
            {KIT_EXAMPLES.filter((example) => example.section === id).map((example) => (
              <Card.Root
                as="li"
                key={example.id}
                size="sm"
                position="relative"
                _hover={{ borderColor: 'border.emphasized' }}
              >
                <Card.Body gap="1">
                  <Card.Title>
                    <LinkOverlay asChild>
                      <RouterLink to={example.path} data-testid={`kit-link-${example.id}`}>
                        {t(`kit.examples.${example.id}.title`)}
                      </RouterLink>
                    </LinkOverlay>
                  </Card.Title>
                  <Card.Description>{t(`kit.examples.${example.id}.description`)}</Card.Description>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
