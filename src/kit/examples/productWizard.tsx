import { useState } from 'react';
import { Button, Code, List, Stack, Steps, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  emptyCost,
  emptyDetails,
  emptyLaunch,
  stepProblems,
  WIZARD_STEPS,
  type WizardStep,
} from '../../../machines/productWizard';
import { useAppAbility } from '../../lib/session/SessionProvider';
import { PRODUCT_CREATE_PATH } from '../../features/catalogue/paths';
import { useCatalogueMessage } from '../../features/catalogue/catalogueMessages';
import { ExampleFrame } from '../ExampleFrame';

const HINTS: Record<WizardStep, string> = {
  details: 'products.wizard.detailsHint',
  costQuantity: 'products.wizard.costHint',
  images: 'products.wizard.imagesHint',
  launch: 'products.wizard.launchHint',
};
/** What each step says when nothing is typed: the machine's own rule (the step's schema). */
const EMPTY = { details: emptyDetails(), cost: emptyCost(), launch: emptyLaunch('') };

/**
 * The product wizard's four steps, with what stops each one when it is left empty: the same
 * rules (machines/productWizard) the real wizard runs. The real wizard saves to the catalogue, so
 * it is linked rather than repeated here.
 */
function LiveSteps() {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const ability = useAppAbility();
  const [step, setStep] = useState(0);
  const mayCreate = ability?.can('create', 'Product') ?? false;
  return (
    <Stack gap="5">
      <Steps.Root
        step={step}
        onStepChange={(e) => setStep(e.step)}
        count={WIZARD_STEPS.length}
        colorPalette="primary"
        size="sm"
        linear={false}
      >
        <Steps.List>
          {WIZARD_STEPS.map((id, index) => (
            <Steps.Item key={id} index={index}>
              <Steps.Trigger>
                <Steps.Indicator />
                <Steps.Title>{t(`products.wizard.steps.${id}`)}</Steps.Title>
              </Steps.Trigger>
              <Steps.Separator />
            </Steps.Item>
          ))}
        </Steps.List>
        {WIZARD_STEPS.map((id, index) => {
          const problems = stepProblems(id, EMPTY);
          return (
            <Steps.Content key={id} index={index}>
              <Stack gap="3" pt="2" data-testid={`kit-wizard-step-${id}`}>
                <Text>{t(HINTS[id])}</Text>
                {problems.length === 0 ? (
                  <Text color="fg.muted">{t('kit.examples.productWizard.nothingRequired')}</Text>
                ) : (
                  <>
                    <Text fontWeight="medium">{t('kit.examples.productWizard.stops')}</Text>
                    <List.Root gap="1" ps="5">
                      {problems.map((problem) => (
                        <List.Item key={problem.field}>
                          <Code dir="ltr">{problem.field}</Code> {text(problem.message)}
                        </List.Item>
                      ))}
                    </List.Root>
                  </>
                )}
              </Stack>
            </Steps.Content>
          );
        })}
      </Steps.Root>
      {mayCreate ? (
        <Button asChild colorPalette="primary" alignSelf="flex-start">
          <RouterLink to={PRODUCT_CREATE_PATH}>{t('kit.examples.productWizard.openReal')}</RouterLink>
        </Button>
      ) : (
        <Text color="fg.muted" data-testid="kit-wizard-no-create">
          {t('kit.examples.productWizard.mayNotCreate')}
        </Text>
      )}
    </Stack>
  );
}

export default function ProductWizardExample() {
  return (
    <ExampleFrame id="productWizard" docs={[]}>
      <LiveSteps />
    </ExampleFrame>
  );
}
