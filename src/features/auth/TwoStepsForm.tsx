import { useState } from 'react';
import { Button, Field, PinInput, Stack } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AuthFooter } from './ui/AuthLink';
import { FormAlert } from './ui/FormAlert';
import { FormHeader } from './ui/FormHeader';

const LENGTH = 6;
const CodeSchema = z.object({ code: z.string().regex(/^\d{6}$/) });
type CodeValues = z.infer<typeof CodeSchema>;

/**
 * The second step of a two-step sign-in. The server has no two-step verification, so a code can
 * be typed and its format checked, but never accepted: the page says so instead of pretending.
 */
export function TwoStepsForm() {
  const { t } = useTranslation();
  const [submitted, setSubmitted] = useState(false);
  const { control, handleSubmit, formState } = useForm<CodeValues>({
    resolver: zodResolver(CodeSchema),
    defaultValues: { code: '' },
  });
  const invalid = !!formState.errors.code;

  return (
    <form onSubmit={handleSubmit(() => setSubmitted(true))} noValidate>
      <Stack gap="5">
        <FormHeader
          title={t('auth.twoSteps.title')}
          subtitle={t('auth.twoSteps.subtitle', { length: LENGTH })}
        />
        {submitted ? (
          <FormAlert status="warning" title={t('auth.twoSteps.notCheckedTitle')}>
            {t('auth.twoSteps.notChecked')}
          </FormAlert>
        ) : (
          <FormAlert status="info" title={t('auth.twoSteps.notEnabledTitle')}>
            {t('auth.twoSteps.notEnabled')}
          </FormAlert>
        )}
        <Field.Root invalid={invalid}>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <PinInput.Root
                // Codes read left to right in every language.
                dir="ltr"
                w="full"
                display="flex"
                flexDirection="column"
                alignItems="center"
                gap="2"
                otp
                type="numeric"
                count={LENGTH}
                invalid={invalid}
                colorPalette="primary"
                value={Array.from({ length: LENGTH }, (_, i) => field.value[i] ?? '')}
                onValueChange={(e) => {
                  setSubmitted(false);
                  field.onChange(e.valueAsString);
                }}
                translations={{
                  inputLabel: (index, length) =>
                    t('auth.twoSteps.digit', { position: index + 1, total: length }),
                }}
              >
                <PinInput.Label>{t('auth.twoSteps.codeLabel')}</PinInput.Label>
                <PinInput.HiddenInput name={field.name} onBlur={field.onBlur} />
                <PinInput.Control>
                  {Array.from({ length: LENGTH }, (_, index) => (
                    <PinInput.Input key={index} index={index} />
                  ))}
                </PinInput.Control>
              </PinInput.Root>
            )}
          />
          <Field.ErrorText>{t('auth.twoSteps.codeInvalid', { length: LENGTH })}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="primary">
          {t('auth.twoSteps.submit')}
        </Button>
        <AuthFooter to="/login" link={t('auth.backToLogin')} />
      </Stack>
    </form>
  );
}
