import { useState, type FormEvent } from 'react';
import { Button, DataList, HStack, Stack, Steps, Text } from '@chakra-ui/react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../../domain/common/messages';
import { FormHeader } from '../ui/FormHeader';
import { EmailField } from '../ui/fields';
import { NameFields, NewPasswordFields } from './RegisterFields';
import { HaveAccount, SignupError } from './RegisterForm';
import { useSignupForm, type SignupField, type SignupValues } from './useSignupForm';

const STEPS: { key: 'account' | 'personal' | 'confirm'; fields: SignupField[] }[] = [
  { key: 'account', fields: ['email', 'password1', 'password2'] },
  { key: 'personal', fields: ['first_name', 'last_name'] },
  { key: 'confirm', fields: [] },
];
const LAST = STEPS.length - 1;
const stepOf = (fields: string[]) => STEPS.findIndex((s) => s.fields.some((f) => fields.includes(f)));

function Summary({ values }: { values: SignupValues }) {
  const { t } = useTranslation();
  const rows = [
    [t('auth.email'), values.email],
    [t('auth.register.firstName'), values.first_name],
    [t('auth.register.lastName'), values.last_name],
  ];
  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('auth.steps.review')}</Text>
      <DataList.Root orientation="horizontal" borderWidth="1px" rounded="md" p="4">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** The same sign-up in three steps: account → personal → confirm. */
export function RegisterStepsForm() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  // A field refused by the server sends the user back to the step that holds it.
  const { form, submit, general, busy } = useSignupForm({
    onFieldErrors: (fields) => {
      const index = stepOf(fields);
      if (index >= 0) setStep(index);
    },
  });

  /** The schema compares the passwords only once every field is valid, so step one does it too. */
  const next = async () => {
    const ok = await form.trigger(STEPS[step]!.fields);
    if (!ok) return;
    const { password1, password2 } = form.getValues();
    if (step === 0 && password1 !== password2) {
      form.setError('password2', { message: messages.passwordsMismatch });
      return;
    }
    setStep(step + 1);
  };
  const onSubmit = (event: FormEvent) => {
    if (step < LAST) {
      event.preventDefault();
      void next();
      return;
    }
    void form.handleSubmit(submit, (errors) => setStep(Math.max(0, stepOf(Object.keys(errors)))))(event);
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="6">
          <FormHeader title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
          <Steps.Root step={step} count={STEPS.length} colorPalette="primary" size="sm">
            <Steps.List>
              {STEPS.map(({ key }, index) => (
                <Steps.Item key={key} index={index}>
                  <Steps.Indicator />
                  <Steps.Title>{t(`auth.steps.${key}`)}</Steps.Title>
                  <Steps.Separator />
                </Steps.Item>
              ))}
            </Steps.List>
            <Steps.Content index={0}>
              <Stack gap="5" pt="2">
                <EmailField />
                <NewPasswordFields
                  names={['password1', 'password2']}
                  labels={[t('auth.password'), t('auth.register.confirmPassword')]}
                />
              </Stack>
            </Steps.Content>
            <Steps.Content index={1}>
              <Stack pt="2">
                <NameFields />
              </Stack>
            </Steps.Content>
            <Steps.Content index={2}>
              <Stack gap="5" pt="2">
                {general && <SignupError message={general} />}
                {step === LAST && <Summary values={form.getValues()} />}
              </Stack>
            </Steps.Content>
          </Steps.Root>
          <HStack justify="space-between">
            <Button variant="outline" onClick={() => setStep(step - 1)} disabled={step === 0}>
              {t('auth.steps.back')}
            </Button>
            <Button type="submit" colorPalette="primary" loading={busy}>
              {step < LAST ? t('auth.steps.next') : t('auth.register.submit')}
            </Button>
          </HStack>
          <HaveAccount />
        </Stack>
      </form>
    </FormProvider>
  );
}
