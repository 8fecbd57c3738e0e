import { useMemo, useState, type FormEventHandler, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  chakra,
  Heading,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { CheckCircle2 } from 'lucide-react';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormField } from '../../components/data/FormDialog';
import { Notice } from '../../components/feedback/Notice';
import { DemoNotice } from './DemoNotice';
import { FrontPage } from './FrontNav';
import { CHECKOUT_PATH, FRONT_PRICING_PATH, LANDING_PATH, PAYMENT_PATH } from './frontPaths';
import {
  CheckoutSchema,
  PAYMENT_METHODS,
  PaymentSchema,
  type CheckoutValues,
  type PaymentValues,
} from './frontForms';
import { PageIntro } from './PageIntro';
import { PLANS, planOf } from './plans';

/** A monthly price in the reader's language. */
function useMonthly() {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' }),
    [i18n.language],
  );
}

/** A front page's form, framed. */
function FormBox({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p={{ base: '5', md: '6' }}
    >
      {children}
    </chakra.form>
  );
}

/** A choice among a few options, registered with the form. */
function Select({
  field,
  options,
}: {
  field: UseFormRegisterReturn;
  options: { value: string; label: string }[];
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The order so far, as checkout hands it to payment (in the address, so a reload keeps it). */
function OrderSummary({ order }: { order: CheckoutValues }) {
  const { t } = useTranslation();
  const money = useMonthly();
  const plan = planOf(order.plan)!;
  return (
    <Stack gap="1" p="4" bg="bg" borderWidth="1px" rounded="md" data-testid="order-summary">
      <Text fontWeight="semibold">
        {t('front.checkout.summary', { plan: t(`front.pricing.plans.${plan.id}.name`), users: order.users })}
      </Text>
      <Text color="fg.muted">{order.organisation}</Text>
      <Text fontSize="xl" fontWeight="bold">
        {t('front.checkout.total', { amount: money.format(plan.price * order.users) })}
      </Text>
    </Stack>
  );
}

/** /front-pages/checkout: the plan, the number of users and who orders, checked on the page. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const money = useMonthly();
  const form = useForm<z.input<typeof CheckoutSchema>, unknown, CheckoutValues>({
    resolver: zodResolver(CheckoutSchema),
    mode: 'onTouched',
    defaultValues: {
      plan: planOf(params.get('plan'))?.id ?? 'business',
      users: 10,
      organisation: '',
      contact: '',
      email: '',
    },
  });
  const { errors } = form.formState;
  const error = (message?: string) => (message ? t(message) : undefined);
  const submit = form.handleSubmit((order) => {
    const next = new URLSearchParams({
      plan: order.plan,
      users: String(order.users),
      organisation: order.organisation,
      contact: order.contact,
      email: order.email,
    });
    void navigate(`${PAYMENT_PATH}?${next.toString()}`);
  });
  return (
    <FrontPage maxW="2xl">
      <PageIntro title={t('front.checkout.title')}>{t('front.checkout.subtitle')}</PageIntro>
      <DemoNotice />
      <FormBox onSubmit={submit}>
        <Stack gap="4">
          <FormField label={t('front.checkout.plan')} error={error(errors.plan?.message)} required>
            <Select
              field={form.register('plan')}
              options={PLANS.map((plan) => ({
                value: plan.id,
                label: t('front.checkout.planOption', {
                  plan: t(`front.pricing.plans.${plan.id}.name`),
                  price: money.format(plan.price),
                }),
              }))}
            />
          </FormField>
          <FormField label={t('front.checkout.users')} error={error(errors.users?.message)} required>
            <Input type="number" inputMode="numeric" min={1} {...form.register('users')} />
          </FormField>
          <FormField
            label={t('front.checkout.organisation')}
            error={error(errors.organisation?.message)}
            required
          >
            <Input autoComplete="organization" {...form.register('organisation')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label={t('front.checkout.contact')} error={error(errors.contact?.message)} required>
              <Input autoComplete="name" {...form.register('contact')} />
            </FormField>
            <FormField label={t('front.checkout.email')} error={error(errors.email?.message)} required>
              <Input type="email" dir="ltr" autoComplete="email" {...form.register('email')} />
            </FormField>
          </SimpleGrid>
          <Button type="submit" colorPalette="primary" alignSelf="flex-start">
            {t('front.checkout.continue')}
          </Button>
        </Stack>
      </FormBox>
    </FrontPage>
  );
}

/** /front-pages/payment: how the organisation would pay, checked on the page; it ends by saying nothing was taken. */
export function PaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = CheckoutSchema.safeParse(Object.fromEntries(params));
  const [done, setDone] = useState<PaymentValues | null>(null);
  const form = useForm<z.input<typeof PaymentSchema>, unknown, PaymentValues>({
    resolver: zodResolver(PaymentSchema),
    mode: 'onTouched',
    defaultValues: {
      method: 'invoice',
      holder: order.data?.organisation ?? '',
      iban: '',
      billingEmail: order.data?.email ?? '',
      accept: false as true,
    },
  });
  const { errors } = form.formState;
  const error = (message?: string) => (message ? t(message) : undefined);
  const method = useWatch({ control: form.control, name: 'method' });
  if (!order.success) {
    return (
      <FrontPage maxW="2xl">
        <PageIntro title={t('front.payment.title')}>{t('front.payment.subtitle')}</PageIntro>
        <Notice
          status="warning"
          text={t('front.payment.noOrder')}
          action={
            <Button asChild size="sm" variant="outline">
              <Link to={FRONT_PRICING_PATH}>{t('front.payment.choosePlan')}</Link>
            </Button>
          }
        />
      </FrontPage>
    );
  }
  if (done) {
    return (
      <FrontPage maxW="2xl">
        <Stack
          role="status"
          gap="4"
          align="center"
          textAlign="center"
          bg="bg"
          borderWidth="1px"
          rounded="lg"
          p="8"
          data-testid="demo-confirmation"
        >
          <CheckCircle2 size={40} aria-hidden />
          <Heading as="h1" size="2xl">
            {t('front.payment.doneTitle')}
          </Heading>
          <Text fontWeight="semibold">{t('front.payment.noPayment')}</Text>
          <Text color="fg.muted">{t(`front.payment.doneBy.${done.method}`)}</Text>
          <OrderSummary order={order.data} />
          <Button asChild colorPalette="primary">
            <Link to={LANDING_PATH}>{t('front.payment.backHome')}</Link>
          </Button>
        </Stack>
      </FrontPage>
    );
  }
  return (
    <FrontPage maxW="2xl">
      <PageIntro title={t('front.payment.title')}>{t('front.payment.subtitle')}</PageIntro>
      <DemoNotice />
      <OrderSummary order={order.data} />
      <FormBox onSubmit={form.handleSubmit(setDone)}>
        <Stack gap="4">
          <FormField label={t('front.payment.method')} required>
            <Select
              field={form.register('method')}
              options={PAYMENT_METHODS.map((id) => ({ value: id, label: t(`front.payment.methods.${id}`) }))}
            />
          </FormField>
          <FormField label={t('front.payment.holder')} error={error(errors.holder?.message)} required>
            <Input autoComplete="organization" {...form.register('holder')} />
          </FormField>
          {method === 'sepa' && (
            <FormField
              label={t('front.payment.iban')}
              error={error(errors.iban?.message)}
              helper={t('front.payment.ibanHint')}
              required
            >
              <Input dir="ltr" autoComplete="off" {...form.register('iban')} />
            </FormField>
          )}
          <FormField
            label={t('front.payment.billingEmail')}
            error={error(errors.billingEmail?.message)}
            required
          >
            <Input type="email" dir="ltr" autoComplete="email" {...form.register('billingEmail')} />
          </FormField>
          <Controller
            control={form.control}
            name="accept"
            render={({ field, fieldState }) => (
              <Stack gap="1">
                <Checkbox.Root
                  checked={field.value === true}
                  onCheckedChange={(e) => field.onChange(e.checked === true)}
                  invalid={!!fieldState.error}
                >
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('front.payment.accept')}</Checkbox.Label>
                </Checkbox.Root>
                {fieldState.error && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {t(fieldState.error.message ?? 'front.errors.accept')}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Stack direction="row" gap="3" wrap="wrap">
            <Button type="submit" colorPalette="primary">
              {t('front.payment.submit')}
            </Button>
            <Button asChild variant="outline">
              <Link to={`${CHECKOUT_PATH}?plan=${order.data.plan}`}>{t('front.payment.back')}</Link>
            </Button>
          </Stack>
        </Stack>
      </FormBox>
    </FrontPage>
  );
}
