import { useState } from 'react';
import { Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '../../components/form/schemaValidation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BrandCreateSchema, type BrandCreate } from '../../../domain/catalogue/brand';
import { Notice } from '../../components/feedback/Notice';
import { useCatalogueMessage } from '../../features/catalogue/catalogueMessages';
import { ExampleFrame } from '../ExampleFrame';
import { BrandFields } from '../../features/catalogue/config/BrandDialog';
import { EMPTY_BRAND, FIELD_DOCS, type BrandInput } from './brandForm';

/** The brand form on the page: the API's own schema checks it, and nothing is sent. */
function LiveForm() {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const [checked, setChecked] = useState(false);
  const form = useForm<BrandInput, unknown, BrandCreate>({
    resolver: zodResolver(BrandCreateSchema),
    defaultValues: EMPTY_BRAND,
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(
    () => setChecked(true),
    () => setChecked(false),
  );
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="2xl">
        <BrandFields form={form} errorText={text} generate />
        {checked && <Notice status="success" text={t('kit.examples.formFields.valid')} />}
        <HStack>
          <Button type="submit" colorPalette="primary">
            {t('kit.examples.formFields.check')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              form.reset(EMPTY_BRAND);
              setChecked(false);
            }}
          >
            {t('kit.examples.formFields.reset')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

export default function FormFieldsExample() {
  return (
    <ExampleFrame id="formFields" docs={FIELD_DOCS}>
      <LiveForm />
    </ExampleFrame>
  );
}
