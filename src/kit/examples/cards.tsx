import { Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DashboardPanel } from '../../components/dashboard/DashboardPanel';
import { Notice } from '../../components/feedback/Notice';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';

const STATUSES = ['info', 'success', 'warning', 'error'] as const;

function Samples() {
  const { t } = useTranslation();
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {(['outline', 'subtle', 'elevated'] as const).map((variant) => (
          <Card.Root key={variant} variant={variant}>
            <Card.Header>
              <Card.Title>{t(`kit.examples.cards.variants.${variant}`)}</Card.Title>
            </Card.Header>
            <Card.Body>
              <Card.Description>{t('kit.examples.cards.body')}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button size="sm" variant="outline">
                {t('kit.examples.cards.action')}
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      <DashboardPanel title={t('kit.examples.cards.panel')} testId="kit-card-panel">
        {t('kit.examples.cards.panelBody')}
      </DashboardPanel>
      <Stack gap="2">
        {STATUSES.map((status) => (
          <Notice key={status} status={status} text={t(`kit.examples.cards.notices.${status}`)} />
        ))}
      </Stack>
    </Stack>
  );
}

const DOCS = [
  docOf('Notice', Notice, {
    status: { type: "'error' | 'warning' | 'success' | 'info'", required: true },
    text: { type: 'string', required: true },
    action: { type: 'ReactNode', required: false },
  }),
];

export default function CardsExample() {
  return (
    <ExampleFrame id="cards" docs={DOCS}>
      <Samples />
    </ExampleFrame>
  );
}
