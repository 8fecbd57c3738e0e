import { useState } from 'react';
import { Alert, Card, chakra, Grid, Input, SegmentGroup, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '../../../components/form/schemaValidation';
import { Controller, useForm, type Control, type Resolver, type UseFormRegister } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BILLING_FIELDS,
  InvoiceCreateSchema,
  InvoiceUpdateSchema,
  invoiceMessages,
  type Invoice,
  type InvoiceLineInput,
} from '../../../../domain/sales/invoice';
import type { OrderChoice } from '../../../../domain/sales/choices';
import { dueDateAfter, type SalesParameters } from '../../../../domain/parameters/applicationParameters';
import { BackLink } from '../../../components/BackLink';
import { FormField } from '../../../components/data/FormDialog';
import { changeId } from '../../../components/feedback/notify';
import { ReferencePicker } from '../../../components/form/ReferencePicker';
import { ReferenceField } from '../../../components/form/ReferenceField';
import { FormPage } from '../../../components/form/FormPage';
import { useChosenRow } from '../../../components/form/useChosenRow';
import { useFormPageSave } from '../../../components/form/useFormPageSave';
import { DetailPage, useRouteRecord } from '../../../components/resource/DetailPage';
import { useResourceMutations } from '../../../components/resource/useResourceMutations';
import { QueryState } from '../../../components/feedback/QueryState';
import { useApplicationParameters } from '../../../lib/useApplicationParameters';
import { INVOICE_LIST_PATH, invoiceEditPath, invoicePreviewPath } from '../paths';
import { useSalesMessage } from '../salesMessages';
import { useInvoiceFormat } from './invoiceFormat';
import { invoiceResource } from './invoiceResource';
import { emptyLine, InvoiceLinesEditor, type LinesForm } from './InvoiceLinesEditor';

type Billing = Record<(typeof BILLING_FIELDS)[number], string>;
type InvoiceForm = Billing & {
  order?: number | null;
  client?: number;
  issue_date?: string;
  due_date: string | null;
  notes: string;
  lines: InvoiceLineInput[];
};

const FIELDS = ['order', 'client', 'issue_date', 'due_date', 'notes', 'lines', ...BILLING_FIELDS] as const;
const today = () => new Date().toISOString().slice(0, 10);
const dateOrNull = (value: unknown) => (value ? String(value) : null);
const positiveId = (value: string | null) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};
type Source = 'manual' | 'order';

/** /apps/invoice/add (create on Sale): a draft from an order, or written by hand. */
export function InvoiceAddPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="6xl">
      <BackLink to={INVOICE_LIST_PATH} label={t('invoices.preview.back')} />
      <InvoiceForm invoice={null} />
    </Stack>
  );
}

/** The form once the organisation's sales parameters (currency, tax rate, payment terms) are known. */
function InvoiceForm({ invoice }: { invoice: Invoice | null }) {
  return (
    <QueryState query={useApplicationParameters()}>
      {(parameters) => <InvoiceFormCard invoice={invoice} sales={parameters.sales} />}
    </QueryState>
  );
}

/** /apps/invoice/edit/:id (update on Sale): a draft's form; a sent invoice says why it cannot change. */
export function InvoiceEditPage() {
  const { t } = useTranslation();
  const { id, query } = useRouteRecord('/api/invoices/{id}/');
  return (
    <DetailPage
      texts="invoices.preview"
      notFoundDetail={invoiceMessages.notFound}
      backTo={id ? invoicePreviewPath(id) : INVOICE_LIST_PATH}
      id={id}
      query={query}
    >
      {(invoice) =>
        invoice.status === 'draft' ? (
          <InvoiceForm invoice={invoice} />
        ) : (
          <Alert.Root status="info" role="status" data-testid="invoice-read-only">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('invoices.form.readOnlyTitle')}</Alert.Title>
              <Alert.Description>
                {t('invoices.form.readOnly', { status: t(`invoices.status.${invoice.status}`) })}{' '}
                <RouterLink to={invoicePreviewPath(invoice.id)}>{t('invoices.form.openPreview')}</RouterLink>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )
      }
    </DetailPage>
  );
}

/** A draft's values, or a new one's: issued today, due after the payment terms, a line at the default tax rate. */
const valuesOf = (invoice: Invoice | null, sales: SalesParameters): InvoiceForm => ({
  client: invoice?.client,
  issue_date: invoice?.issue_date ?? today(),
  due_date: invoice ? invoice.due_date : dueDateAfter(today(), sales.payment_terms_days),
  notes: invoice?.notes ?? '',
  lines: invoice
    ? invoice.lines.map(({ description, product, quantity, unit_price, tax_rate }) => ({
        description,
        product,
        quantity,
        unit_price,
        tax_rate,
      }))
    : [emptyLine(sales.default_tax_rate)],
  ...(Object.fromEntries(BILLING_FIELDS.map((field) => [field, invoice?.[field] ?? ''])) as Billing),
});

/**
 * The invoice's form, validated with the API's own schemas: a new draft from an order (its
 * client, address, currency and lines copied by the server) or by hand (client, dates, billing
 * address, lines with their tax rates); a draft's changes. The server's messages go on their fields.
 */
function InvoiceFormCard({ invoice, sales }: { invoice: Invoice | null; sales: SalesParameters }) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  const format = useInvoiceFormat();
  const { create, update } = useResourceMutations(invoiceResource);
  // Opened from an order's page (`?order=<id>`): drafting from that order.
  const [searchParams] = useSearchParams();
  const fromOrderId = invoice ? null : positiveId(searchParams.get('order'));
  const [source, setSource] = useState<Source>(fromOrderId === null ? 'manual' : 'order');
  const fromOrder = !invoice && source === 'order';
  const form = useForm<InvoiceForm>({
    resolver: zodResolver(
      (invoice ? InvoiceUpdateSchema : InvoiceCreateSchema) as never,
    ) as unknown as Resolver<InvoiceForm>,
    defaultValues: { ...valuesOf(invoice, sales), ...(fromOrderId !== null && { order: fromOrderId }) },
    // What is shown is what is checked: from an order, the hand-written fields (a blank first
    // line) are not on screen and must not hold the draft back.
    shouldUnregister: true,
  });
  const { errors, isSubmitting } = form.formState;
  // The currency the lines are shown in: the invoice's, or the organisation's for a new one.
  const currency = invoice?.currency ?? sales.currency;
  const orderLabel = (order: OrderChoice) =>
    `#${order.number} · ${order.client_name} · ${format.date(order.order_date)} · ${format.money(order.total_amount, order.currency)}`;
  // The order a draft is started from on an order's page, named before any search.
  const startingOrder = useChosenRow('/api/invoices/choices/orders/', fromOrderId);

  const { general, leaving, submitWith } = useFormPageSave(form, {
    fields: FIELDS,
    text,
    change: changeId(invoiceResource.path, invoice ? 'update' : 'create', invoice?.id),
    notices: {
      success: t(invoice ? 'invoices.form.updated' : 'invoices.form.created'),
      failure: t(invoice ? 'invoices.form.updateFailed' : 'invoices.form.createFailed'),
    },
    // From an order, the draft opens to set its tax rates; otherwise its preview.
    then: (saved: Invoice) => (fromOrder ? invoiceEditPath(saved.id) : invoicePreviewPath(saved.id)),
  });
  const submit = submitWith((values) => {
    // A new draft leaves out what the server copies: the client's address where none is typed,
    // and everything an order gives.
    const body = fromOrder
      ? { order: values.order, due_date: values.due_date, notes: values.notes }
      : invoice
        ? values
        : Object.fromEntries(
            Object.entries(values).filter(([key, value]) => !(key in BLANK_COPIED && value === '')),
          );
    return invoice
      ? update.mutateAsync({ id: invoice.id, body: body as never })
      : create.mutateAsync(body as never);
  });

  return (
    <FormPage
      onSubmit={submit}
      title={
        invoice
          ? t('invoices.form.editTitle', { number: format.number(invoice.number) })
          : t('invoices.form.addTitle')
      }
      subtitle={t('invoices.form.subtitle')}
      general={general}
      cancelTo={invoice ? invoicePreviewPath(invoice.id) : INVOICE_LIST_PATH}
      submitLabel={invoice ? t('invoices.form.save') : t('invoices.form.create')}
      submitTestId="save-invoice"
      submitting={isSubmitting}
      leaving={leaving}
    >
      {!invoice && (
        <SegmentGroup.Root
          size="sm"
          alignSelf="flex-start"
          value={source}
          onValueChange={(e) => e.value && setSource(e.value as Source)}
          aria-label={t('invoices.form.source')}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'manual', label: t('invoices.form.byHand') },
              { value: 'order', label: t('invoices.form.fromOrder') },
            ]}
          />
        </SegmentGroup.Root>
      )}
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
            {fromOrder ? (
              <FormField label={t('invoices.fields.order')} error={text(errors.order?.message)} required>
                <Controller
                  control={form.control}
                  name="order"
                  render={({ field }) => (
                    <ReferencePicker
                      path="/api/invoices/choices/orders/"
                      ordering="-order_date"
                      optionLabel={orderLabel}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      emptyLabel={t('invoices.form.chooseOrder')}
                      fallback={(id) => (startingOrder ? orderLabel(startingOrder) : `#${id}`)}
                      invalid={!!errors.order}
                      testId="invoice-order"
                    />
                  )}
                />
              </FormField>
            ) : (
              <ReferenceField
                control={form.control}
                name="client"
                label={t('invoices.fields.client')}
                error={text(errors.client?.message)}
                path="/api/invoices/choices/clients/"
                emptyLabel={t('invoices.form.chooseClient')}
                fallback={(id) => (id === invoice?.client ? invoice.client_name : `#${id}`)}
                testId="invoice-client"
              />
            )}
            {!fromOrder && (
              <FormField
                label={t('invoices.fields.issueDate')}
                error={text(errors.issue_date?.message)}
                required
              >
                <Input type="date" {...form.register('issue_date')} data-testid="invoice-issue-date" />
              </FormField>
            )}
            <FormField label={t('invoices.fields.dueDate')} error={text(errors.due_date?.message)}>
              <Input
                type="date"
                {...form.register('due_date', { setValueAs: dateOrNull })}
                data-testid="invoice-due-date"
              />
            </FormField>
          </Grid>
          {!fromOrder && <BillingFields register={form.register} errors={errors} blankHint={!invoice} />}
          <FormField label={t('invoices.fields.notes')} error={text(errors.notes?.message)}>
            <Textarea rows={2} {...form.register('notes')} />
          </FormField>
        </Card.Body>
      </Card.Root>
      {!fromOrder && (
        <Card.Root variant="outline">
          <Card.Header>
            <Card.Title as="h2">{t('invoices.form.lines')}</Card.Title>
          </Card.Header>
          <Card.Body>
            <InvoiceLinesEditor
              control={form.control as unknown as Control<LinesForm>}
              register={form.register as unknown as UseFormRegister<LinesForm>}
              errors={errors}
              currency={currency}
              defaultTaxRate={sales.default_tax_rate}
            />
          </Card.Body>
        </Card.Root>
      )}
    </FormPage>
  );
}

/** The billing fields a new draft may leave blank (the server copies the client's). */
const BLANK_COPIED = Object.fromEntries(BILLING_FIELDS.map((field) => [field, true]));

const BILLING_LABELS: Record<(typeof BILLING_FIELDS)[number], string> = {
  billing_address: 'invoices.fields.billingAddress',
  billing_city: 'invoices.fields.billingCity',
  billing_state: 'invoices.fields.billingState',
  billing_postal_code: 'invoices.fields.billingPostalCode',
  billing_country: 'invoices.fields.billingCountry',
};

function BillingFields({
  register,
  errors,
  blankHint,
}: {
  register: UseFormRegister<InvoiceForm>;
  errors: ReturnType<typeof useForm<InvoiceForm>>['formState']['errors'];
  blankHint: boolean;
}) {
  const { t } = useTranslation();
  const text = useSalesMessage();
  return (
    <Stack gap="2">
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        {BILLING_FIELDS.map((field) => (
          <FormField key={field} label={t(BILLING_LABELS[field])} error={text(errors[field]?.message)}>
            <Input {...register(field)} />
          </FormField>
        ))}
      </Grid>
      {blankHint && (
        <chakra.p fontSize="sm" color="fg.muted">
          {t('invoices.form.billingHint')}
        </chakra.p>
      )}
    </Stack>
  );
}
