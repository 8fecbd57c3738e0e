import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Flex,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  EVENTS_WITH_REASON,
  isComplete,
  PerformanceReviewUpdateSchema,
  REVIEWER_FIELDS,
  EMPLOYEE_FIELDS,
  type PerformanceReview,
  type ReviewEventType,
} from '../../../domain/hr/performanceReview';
import { reviewFlow } from '../../../machines/reviewStatus';
import { FormDialog, FormField } from '../../components/data/FormDialog';
import { changeId, withNotice } from '../../components/feedback/notify';
import { DetailPage, useRouteId } from '../../components/resource/DetailPage';
import { PageHeading } from '../../components/PageHeading';
import { ShowOnChartLink } from '../../components/ShowOnChartLink';
import { useApi, useApiClient } from '../../lib/ApiProvider';
import { useHrMessage } from './hrMessages';
import { REVIEWS_PATH } from './paths';
import { ReviewPeople } from './ReviewPeople';
import { ReviewTimeline } from './ReviewTimeline';
import { StatusBadge } from './StatusBadge';

const ITEM = '/api/performance-reviews/{id}/';
const FIELDS = [...REVIEWER_FIELDS, ...EMPLOYEE_FIELDS] as const;
type Field = (typeof FIELDS)[number];
const NUMBERS: Field[] = ['overall_rating', 'productivity_score', 'efficiency_score'];
const LONG_TEXTS: Field[] = ['reviewer_comments', 'employee_comments'];

type Values = Record<Field, string>;
const toValues = (review: PerformanceReview): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, review[f] === null ? '' : String(review[f])])) as Values;
/** The form's text back to the API's types: numbers, and null for an empty date or score. */
const fromValue = (field: Field, value: string) => {
  if (NUMBERS.includes(field)) return value.trim() === '' ? null : Number(value);
  if (field === 'review_date') return value === '' ? null : value;
  return value;
};

/** Moves the review by an event, then refreshes it, its list and its timeline. */
function useSendEvent(review: PerformanceReview) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (type: ReviewEventType, reason?: string) => {
    const { data, error } = await client.POST('/api/performance-reviews/{id}/events/', {
      params: { path: { id: review.id } },
      body: { type, ...(reason !== undefined && { reason }) },
    });
    if (error !== undefined) throw error;
    await Promise.all(
      ['/api/performance-reviews/', ITEM, '/api/performance-reviews/{id}/transitions/'].map((path) =>
        queryClient.invalidateQueries({ queryKey: ['get', path] }),
      ),
    );
    return data;
  };
}

const errorDetail = (error: unknown) =>
  typeof error === 'object' && error !== null
    ? ((error as { detail?: string; reason?: string[] }).detail ??
      (error as { reason?: string[] }).reason?.[0])
    : undefined;

/** An event that needs a reason asks for it first; the reason goes to the review's timeline. */
function ReasonDialog({
  event,
  onClose,
  send,
}: {
  event: ReviewEventType | null;
  onClose: () => void;
  send: (type: ReviewEventType, reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const text = useHrMessage();
  const schema = useMemo(
    () => z.object({ reason: z.string().trim().min(1, { error: 'Give a reason.' }).max(500) }),
    [],
  );
  const label = event ? t(`hr.events.${event}`) : '';
  return (
    <FormDialog
      open={event !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('hr.reviews.reasonTitle', { event: label })}
      submitLabel={label}
      schema={schema}
      fields={['reason']}
      defaultValues={{ reason: '' }}
      onSubmit={({ reason }) => send(event!, reason)}
    >
      {(form) => (
        <FormField
          label={t('hr.reviews.reasonLabel')}
          error={text(form.formState.errors.reason?.message)}
          required
        >
          <Textarea {...form.register('reason')} data-testid="event-reason" />
          <Text fontSize="xs" color="fg.muted">
            {t('hr.reviews.reasonHint')}
          </Text>
        </FormField>
      )}
    </FormDialog>
  );
}

/**
 * The review at its stage: the fields the caller may write now (the others shown, not editable),
 * the events the review machine lets them send (one it would refuse for missing input is shown
 * disabled, with why), and the timeline.
 */
function ReviewBody({ review }: { review: PerformanceReview }) {
  const { t, i18n } = useTranslation();
  const text = useHrMessage();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const sendEvent = useSendEvent(review);
  const [asking, setAsking] = useState<ReviewEventType | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<ReviewEventType | null>(null);
  const editable = new Set(review.editable);
  const form = useForm<Values>({
    values: toValues(review),
    resolver: zodResolver(
      z.preprocess(
        (values) =>
          Object.fromEntries(
            Object.entries(values as Values)
              .filter(([f]) => editable.has(f))
              .map(([f, v]) => [f, fromValue(f as Field, v)]),
          ),
        PerformanceReviewUpdateSchema,
      ) as never,
    ) as unknown as Resolver<Values>,
  });
  const dirty = form.formState.isDirty;

  const save = form.handleSubmit((values) =>
    withNotice(
      changeId('/api/performance-reviews/', 'update', review.id),
      { success: t('hr.reviews.saved'), failure: t('hr.reviews.saveFailed') },
      async () => {
        const { error } = await client.PATCH(ITEM, {
          params: { path: { id: review.id } },
          body: values as never,
        });
        if (error !== undefined) {
          for (const [field, messages] of Object.entries(error as Record<string, string[]>)) {
            form.setError(field as Field, { message: messages[0] });
          }
          throw error;
        }
        await queryClient.invalidateQueries({ queryKey: ['get', ITEM] });
        await queryClient.invalidateQueries({ queryKey: ['get', '/api/performance-reviews/'] });
      },
    ).catch(() => undefined),
  );

  const move = async (type: ReviewEventType, reason?: string) => {
    setRefusal(null);
    setBusy(type);
    try {
      const moved = await withNotice(
        changeId('/api/performance-reviews/', 'update', review.id),
        {
          success: (r: PerformanceReview) => t('hr.reviews.moved', { status: t(`hr.statuses.${r.status}`) }),
          failure: t('hr.reviews.moveFailed'),
        },
        () => sendEvent(type, reason) as Promise<PerformanceReview>,
      );
      return moved;
    } catch (error) {
      setRefusal(text(errorDetail(error)) ?? t('hr.reviews.moveFailed'));
      // A refused reason stays in its dialog; any other refusal shows on the page.
      if (reason !== undefined) throw error;
      return undefined;
    } finally {
      setBusy(null);
    }
  };

  /** Why the machine would refuse the event as the review stands (saved), if it would. */
  const whyDisabled = (type: ReviewEventType) => {
    if (dirty) return t('hr.reviews.whyDisabled.unsaved');
    if (type !== 'SUBMIT') return null;
    const outcome = reviewFlow.apply(review.status, { type, complete: isComplete(review) }, review.parties);
    return outcome.ok ? null : t('hr.reviews.whyDisabled.SUBMIT');
  };

  const parties = review.parties.map((p) => t(`hr.parties.${p}`)).join(', ');
  return (
    <Stack gap="6">
      <PageHeading
        title={t('hr.reviews.heading', { employee: review.employee_name })}
        subtitle={t('hr.reviews.by', { reviewer: review.reviewer_name })}
        actions={
          <HStack gap="3" wrap="wrap">
            <StatusBadge status={review.status} />
            <ShowOnChartLink machine="reviewStatus" record={review.id} />
          </HStack>
        }
      />
      <ReviewPeople review={review} />
      <Text color="fg.muted">
        {t(`hr.reviews.stage.${review.status}`)}
        {parties && ` ${t('hr.reviews.yourPart', { parties })}`}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }}>
          <Card.Root>
            <Card.Body>
              <form onSubmit={(e) => void save(e)} noValidate>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    {(['period_start', 'period_end', 'review_date'] as const).map((f) => (
                      <FormField
                        key={f}
                        label={t(`hr.reviews.fields.${f}`)}
                        error={text(form.formState.errors[f]?.message)}
                      >
                        <Input type="date" disabled={!editable.has(f)} {...form.register(f)} />
                      </FormField>
                    ))}
                    {NUMBERS.map((f) => (
                      <FormField
                        key={f}
                        label={t(`hr.reviews.fields.${f}`)}
                        error={text(form.formState.errors[f]?.message)}
                      >
                        <Input
                          type="number"
                          inputMode="numeric"
                          disabled={!editable.has(f)}
                          data-testid={`field-${f}`}
                          {...form.register(f)}
                        />
                      </FormField>
                    ))}
                  </SimpleGrid>
                  {LONG_TEXTS.map((f) => (
                    <FormField
                      key={f}
                      label={t(`hr.reviews.fields.${f}`)}
                      error={text(form.formState.errors[f]?.message)}
                    >
                      <Textarea
                        rows={3}
                        disabled={!editable.has(f)}
                        data-testid={`field-${f}`}
                        {...form.register(f)}
                      />
                    </FormField>
                  ))}
                  {editable.size > 0 ? (
                    <HStack justify="flex-end">
                      <Button
                        type="submit"
                        colorPalette="primary"
                        disabled={!dirty}
                        loading={form.formState.isSubmitting}
                      >
                        {t('hr.reviews.save')}
                      </Button>
                    </HStack>
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      {t('hr.reviews.readOnly')}
                    </Text>
                  )}
                </Stack>
              </form>
            </Card.Body>
          </Card.Root>
        </Stack>
        <Stack gap="6">
          <Card.Root>
            <Card.Header>
              <Card.Title as="h2" fontSize="md">
                {t('hr.reviews.actions')}
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                {refusal && (
                  <Alert.Root status="error" role="alert" data-testid="event-refused">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
                {review.events.length === 0 && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('hr.reviews.noActions')}
                  </Text>
                )}
                {review.events.map((type) => {
                  const why = whyDisabled(type);
                  const hintId = `why-${type}`;
                  return (
                    <Stack key={type} gap="1">
                      <Button
                        variant={EVENTS_WITH_REASON.includes(type) ? 'outline' : 'solid'}
                        colorPalette="primary"
                        disabled={why !== null}
                        aria-describedby={why ? hintId : undefined}
                        loading={busy === type}
                        data-testid={`event-${type}`}
                        onClick={() =>
                          EVENTS_WITH_REASON.includes(type) ? setAsking(type) : void move(type)
                        }
                      >
                        {t(`hr.events.${type}`)}
                      </Button>
                      {why && (
                        <Text id={hintId} fontSize="xs" color="fg.muted" data-testid={`why-${type}`}>
                          {why}
                        </Text>
                      )}
                    </Stack>
                  );
                })}
              </Stack>
            </Card.Body>
          </Card.Root>
          <ReviewTimeline reviewId={review.id} language={i18n.language} />
        </Stack>
      </SimpleGrid>
      <ReasonDialog
        event={asking}
        onClose={() => setAsking(null)}
        send={(type, reason) => move(type, reason)}
      />
    </Stack>
  );
}

/** /apps/hr/performance-reviews/:id: one review, for whoever may read it. */
export function ReviewPage() {
  const id = useRouteId();
  const query = useApi().useQuery(
    'get',
    ITEM,
    { params: { path: { id: id ?? 0 } } },
    { enabled: id !== null },
  );
  return (
    <Flex direction="column">
      <DetailPage texts="hr.reviews" backTo={REVIEWS_PATH} id={id} query={query}>
        {(review) => <ReviewBody review={review} />}
      </DetailPage>
    </Flex>
  );
}
