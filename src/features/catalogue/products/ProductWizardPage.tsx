import { useEffect, useMemo } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Alert, Box, Button, Flex, Heading, HStack, Link, chakra, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { Check, CheckCircle2 } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { catalogueMessages } from '../../../../domain/catalogue/messages';
import {
  emptyCost,
  emptyDetails,
  emptyLaunch,
  LaunchStepSchema,
  selectError,
  selectIsBusy,
  selectMissingFields,
  selectStep,
  selectStepIndex,
  WIZARD_STEPS,
  type CostQuantityFields,
  type FieldProblem,
  type LaunchFields,
  type ProductDefaults,
  type ProductDetailsFields,
} from '../../../../machines/productWizard';
import { ProductCostFormSchema, ProductDetailsFormSchema } from '../../../../domain/catalogue/product';
import { submitFailure } from '../../../api/submitFailure';
import { otherMessages, putServerErrors } from '../../../components/form/serverErrors';
import { useApiClient } from '../../../lib/ApiProvider';
import { useApplicationParameters } from '../../../lib/useApplicationParameters';
import { Notice } from '../../../components/feedback/Notice';
import { PRODUCT_LIST_PATH, productViewPath } from '../paths';
import { useCatalogueMessage } from '../catalogueMessages';
import { BackLink } from '../../../components/BackLink';
import { ImageGallery } from './ImageGallery';
import { LAUNCHES_KEY, PRODUCTS_KEY } from './queryKeys';
import { useReferenceData, type ReferenceData } from './useReferenceData';
import { wizardWithApi } from './wizardActors';
import { CostStep } from './wizard/CostStep';
import { DetailsStep } from './wizard/DetailsStep';
import { LaunchStep } from './wizard/LaunchStep';
import { useStepForm } from './wizard/useStepForm';
import { Loading } from '../../../components/feedback/Loading';

/** Each form step's fields: the server's messages about them go on them, the rest above. */
const STEP_FIELDS = {
  details: Object.keys(emptyDetails()),
  costQuantity: Object.keys(emptyCost()),
  launch: Object.keys(emptyLaunch('')),
} as const;
type FormStep = keyof typeof STEP_FIELDS;
const NO_FIELDS: readonly string[] = [];
const isFormStep = (step: string): step is FormStep => step in STEP_FIELDS;

/** The label keys (under `products.fields.`) of step 1 and 2's fields, to name them in the alert. */
const FIELD_LABELS: Record<string, string> = {
  code: 'code',
  name: 'name',
  status: 'status',
  product_type: 'productType',
  brand: 'brand',
  categories: 'categories',
  priority: 'priority',
  owner: 'owner',
  start_date: 'startDate',
  end_date: 'endDate',
  slug: 'slug',
  meta_title: 'metaTitle',
  meta_description: 'metaDescription',
  internal_code: 'internalCode',
  regulatory_information: 'regulatory',
  description: 'description',
  cost_basis: 'costBasis',
  suggested_retail_price: 'price',
  stock_quantity: 'stock',
  minimum_order_quantity: 'minimumOrder',
};

/** The machine's refusals (a step's schema) on the current step's fields. */
function useProblemsOnFields<T extends FieldValues>(
  form: UseFormReturn<T>,
  problems: FieldProblem[],
  active: boolean,
) {
  useEffect(() => {
    if (!active) return;
    for (const problem of problems) {
      form.setError(problem.field as Path<T>, { type: 'validate', message: problem.message });
    }
  }, [form, problems, active]);
}

/**
 * /product/add (create on Product): the 4-step wizard, driven by machines/productWizard, starting
 * from the organisation's catalogue parameters (priority, minimum order quantity).
 */
export function ProductWizardPage() {
  const { t } = useTranslation();
  const reference = useReferenceData();
  const parameters = useApplicationParameters();
  let body;
  if (reference.data && parameters.data) {
    const { default_priority, default_minimum_order_quantity } = parameters.data.catalogue;
    body = (
      <Wizard
        reference={reference.data}
        defaults={{ priority: default_priority, minimum_order_quantity: default_minimum_order_quantity }}
      />
    );
  } else if (reference.isError || parameters.isError)
    body = (
      <Notice
        status="error"
        text={t('catalogue.messages.loadReferenceData')}
        action={
          <Button
            size="sm"
            variant="outline"
            onClick={() => void Promise.all([reference.retry(), parameters.isError && parameters.refetch()])}
            loading={reference.isFetching || parameters.isFetching}
          >
            {t('products.actions.retry')}
          </Button>
        }
      />
    );
  else body = <Loading label={t('products.loading')} />;
  return (
    <Stack gap="5" maxW="5xl">
      <BackLink to={PRODUCT_LIST_PATH} label={t('products.view.back')} />
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('products.wizard.title')}
        </Heading>
        <Text color="fg.muted">{t('products.wizard.subtitle')}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

function Wizard({ reference, defaults }: { reference: ReferenceData; defaults: ProductDefaults }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const text = useCatalogueMessage();
  const logic = useMemo(() => wizardWithApi(client), [client]);
  const [snapshot, send, actor] = useMachine(logic, { input: { defaults } });
  const step = selectStep(snapshot);
  const stepIndex = selectStepIndex(snapshot);
  const busy = selectIsBusy(snapshot);
  const error = selectError(snapshot);
  const problems = selectMissingFields(snapshot);
  const { context } = snapshot;
  const forms = {
    details: useStepForm<ProductDetailsFields>(ProductDetailsFormSchema, context.details, (values) =>
      send({ type: 'UPDATE_DETAILS', values }),
    ),
    costQuantity: useStepForm<CostQuantityFields>(ProductCostFormSchema, context.cost, (values) =>
      send({ type: 'UPDATE_COST', values }),
    ),
    launch: useStepForm<LaunchFields>(LaunchStepSchema, context.launch, (values) =>
      send({ type: 'UPDATE_LAUNCH', values }),
    ),
  };
  const form: UseFormReturn<FieldValues> | null = isFormStep(step)
    ? (forms[step] as unknown as UseFormReturn<FieldValues>)
    : null;
  useProblemsOnFields(forms.details, problems, step === 'details');
  useProblemsOnFields(forms.costQuantity, problems, step === 'costQuantity');
  useProblemsOnFields(forms.launch, problems, step === 'launch');

  // The server's reasons: on the current step's fields, the rest (a refusal's detail, another
  // step's field, a refused file) named in the alert.
  const failure = context.failure;
  const stepFields: readonly string[] = isFormStep(step) ? STEP_FIELDS[step] : NO_FIELDS;
  useEffect(() => {
    if (failure && form) putServerErrors(failure, form.setError, stepFields);
  }, [failure, form, stepFields]);
  const reasons = failure
    ? otherMessages(submitFailure(failure, stepFields), text, (field) =>
        field in FIELD_LABELS
          ? t(`products.fields.${FIELD_LABELS[field]}`)
          : field === 'file'
            ? ''
            : undefined,
      )
    : [];
  // A launch only for a status that allows one: the step says why instead of failing.
  const chosenStatus = reference.statuses.find((s) => s.id === context.details.status);
  const launchAllowed = chosenStatus?.allows_launch !== false;

  // The list shows the new product once it is saved; the machine's end is the list.
  const saved = context.productId !== null;
  useEffect(() => {
    if (saved) void queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
  }, [saved, step, queryClient]);
  useEffect(() => {
    if (step === 'success') void queryClient.invalidateQueries({ queryKey: LAUNCHES_KEY });
  }, [step, queryClient]);
  useEffect(() => {
    if (snapshot.status === 'done') void navigate(PRODUCT_LIST_PATH);
  }, [snapshot.status, navigate]);

  if (step === 'success') {
    return (
      <Stack
        gap="5"
        align="center"
        textAlign="center"
        borderWidth="1px"
        rounded="lg"
        p={{ base: '6', md: '10' }}
        bg="bg"
        data-testid="wizard-success"
      >
        <Box color="green.fg" aria-hidden>
          <CheckCircle2 size={48} />
        </Box>
        <Heading as="h2" size="xl" role="status">
          {text(context.message)}
        </Heading>
        {context.productId !== null && (
          <Link asChild color="primary.fg" focusRing="outside">
            <RouterLink to={productViewPath(context.productId)}>
              {t('products.wizard.viewProduct')}
            </RouterLink>
          </Link>
        )}
        <HStack gap="3" wrap="wrap" justify="center">
          <Button
            variant="outline"
            onClick={() => {
              send({ type: 'ADD_ANOTHER' });
              // A fresh wizard: fresh forms, with nothing touched or marked.
              const fresh = actor.getSnapshot().context;
              forms.details.reset(fresh.details);
              forms.costQuantity.reset(fresh.cost);
              forms.launch.reset(fresh.launch);
            }}
          >
            {t('products.wizard.addAnother')}
          </Button>
          <Button colorPalette="primary" onClick={() => send({ type: 'GO_TO_LIST' })}>
            {t('products.wizard.goToList')}
          </Button>
        </HStack>
      </Stack>
    );
  }

  const canSkip = snapshot.can({ type: 'SKIP' });
  return (
    <Stack gap="6">
      <Stepper
        current={stepIndex}
        disabled={busy}
        onSelect={(index) => send({ type: 'GO_TO_STEP', step: WIZARD_STEPS[index]! })}
      />

      <Box
        borderWidth="1px"
        rounded="lg"
        p={{ base: '4', md: '6' }}
        bg="bg"
        data-testid={`wizard-step-${step}`}
      >
        <Stack gap="5">
          {error && (
            <Alert.Root status="error" role="alert" data-testid="wizard-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title data-testid="wizard-error-title">{text(error)}</Alert.Title>
                {reasons.map((reason) => (
                  <Alert.Description key={reason}>
                    <bdi>{reason}</bdi>
                  </Alert.Description>
                ))}
              </Alert.Content>
            </Alert.Root>
          )}
          {step === 'details' && <DetailsStep form={forms.details} reference={reference} />}
          {step === 'costQuantity' && <CostStep form={forms.costQuantity} code={context.details.code} />}
          {step === 'images' && (
            <Stack gap="5">
              <Stack gap="1">
                <Heading as="h2" size="lg">
                  {t('products.wizard.steps.images')}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {t('products.wizard.imagesHint')}
                </Text>
              </Stack>
              <ImageGallery
                images={context.images}
                canEdit
                busy={
                  snapshot.matches({ images: 'uploading' })
                    ? 'uploading'
                    : snapshot.matches({ images: 'deleting' })
                      ? 'deleting'
                      : snapshot.matches({ images: 'reordering' })
                        ? 'reordering'
                        : null
                }
                deletingId={context.deletingImageId}
                productName={context.details.name}
                onUpload={(file) => send({ type: 'UPLOAD', file })}
                onDelete={(imageId) => send({ type: 'DELETE_IMAGE', imageId })}
                onReorder={(imageIds) => send({ type: 'REORDER_IMAGES', imageIds })}
              />
            </Stack>
          )}
          {step === 'launch' &&
            (launchAllowed ? (
              <LaunchStep
                form={forms.launch}
                reference={reference}
                onGenerate={() => send({ type: 'GENERATE_LAUNCH_CODE' })}
              />
            ) : (
              <Notice
                status="info"
                text={t('products.wizard.launchNotAllowed', {
                  reason: text(catalogueMessages.launchNotAllowed),
                })}
              />
            ))}
        </Stack>
      </Box>

      <Flex gap="3" wrap="wrap" justify="space-between">
        <Button
          variant="outline"
          onClick={() => send({ type: 'BACK' })}
          disabled={busy || step === 'details'}
        >
          {t('products.wizard.back')}
        </Button>
        <HStack gap="3">
          {canSkip && (
            <Button variant="ghost" onClick={() => send({ type: 'SKIP' })} disabled={busy}>
              {t(step === 'launch' ? 'products.wizard.skipLaunch' : 'products.wizard.skip')}
            </Button>
          )}
          {step === 'launch' ? (
            launchAllowed && (
              <Button
                colorPalette="primary"
                onClick={() => void forms.launch.trigger().then(() => send({ type: 'CREATE_LAUNCH' }))}
                loading={busy}
              >
                {t('products.wizard.createLaunch')}
              </Button>
            )
          ) : (
            <Button
              colorPalette="primary"
              // The step's fields checked on the page (their messages on them), and by the machine.
              onClick={() =>
                void (form ? form.trigger() : Promise.resolve()).then(() => send({ type: 'NEXT' }))
              }
              loading={busy}
              data-testid="wizard-next"
            >
              {t(step === 'costQuantity' ? 'products.wizard.saveAndNext' : 'products.wizard.next')}
            </Button>
          )}
        </HStack>
      </Flex>
    </Stack>
  );
}

/**
 * The step indicator: one button per step (the machine decides whether a jump is allowed, and
 * says why not), the current one marked with `aria-current="step"`.
 */
function Stepper({
  current,
  disabled,
  onSelect,
}: {
  current: number;
  disabled: boolean;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <chakra.nav aria-label={t('products.wizard.stepsLabel')}>
      <chakra.ol display="flex" gap="2" listStyleType="none" flexWrap="wrap">
        {WIZARD_STEPS.map((key, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <chakra.li key={key} display="flex" alignItems="center" gap="2" flex="1" minW="10rem">
              <chakra.button
                type="button"
                display="flex"
                alignItems="center"
                gap="2"
                rounded="md"
                px="1"
                py="1"
                focusVisibleRing="outside"
                disabled={disabled}
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelect(index)}
                cursor={disabled ? 'not-allowed' : 'pointer'}
              >
                <chakra.span
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="8"
                  rounded="full"
                  fontWeight="semibold"
                  fontSize="sm"
                  borderWidth="2px"
                  borderColor={done || active ? 'primary.solid' : 'border.emphasized'}
                  bg={done ? 'primary.solid' : 'transparent'}
                  color={done ? 'primary.contrast' : active ? 'primary.fg' : 'fg.muted'}
                  aria-hidden
                >
                  {done ? <Check size={16} /> : index + 1}
                </chakra.span>
                <chakra.span
                  fontSize="sm"
                  fontWeight={active ? 'semibold' : 'medium'}
                  color={active ? 'fg' : 'fg.muted'}
                >
                  {t(`products.wizard.steps.${key}`)}
                </chakra.span>
              </chakra.button>
              {index < WIZARD_STEPS.length - 1 && (
                <Box flex="1" height="2px" bg={done ? 'primary.solid' : 'border'} aria-hidden />
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </chakra.nav>
  );
}
