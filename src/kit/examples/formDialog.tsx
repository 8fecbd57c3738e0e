import { useState } from 'react';
import { Button, Checkbox, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BrandCreateSchema, type BrandCreate } from '../../../domain/catalogue/brand';
import { catalogueMessages } from '../../../domain/catalogue/messages';
import { FormDialog } from '../../components/data/FormDialog';
import { useDirtyClose } from '../../components/data/useDirtyClose';
import { useCatalogueMessage } from '../../features/catalogue/catalogueMessages';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';
import { BrandFields } from '../../features/catalogue/config/BrandDialog';
import { BRAND_FIELDS, EMPTY_BRAND } from './brandForm';

/** Saving takes a moment, as a request would. */
const SAVE_MS = 300;

/**
 * The brand dialog's behaviour with the brand kept in the page: it asks before closing with
 * unsaved changes (machines/dirtyForm), and can answer as the API does when the name is taken.
 */
function LiveDialog() {
  const { t } = useTranslation();
  const text = useCatalogueMessage();
  const dirty = useDirtyClose();
  const [saved, setSaved] = useState<BrandCreate | null>(null);
  const [refuse, setRefuse] = useState(false);
  const save = async (values: BrandCreate) => {
    await new Promise((resolve) => setTimeout(resolve, SAVE_MS));
    // The API's answer to a taken name: its message goes under the field.
    if (refuse) throw { name: [catalogueMessages.brandNameTaken] };
    setSaved(values);
  };
  return (
    <Stack gap="4" align="flex-start">
      <HStack gap="4" wrap="wrap">
        <Button colorPalette="primary" onClick={dirty.show} data-testid="kit-open-dialog">
          {t('kit.examples.formDialog.open')}
        </Button>
        <Checkbox.Root checked={refuse} onCheckedChange={(e) => setRefuse(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('kit.examples.formDialog.refuse')}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <Text data-testid="kit-dialog-state">
        {t('kit.examples.formDialog.state')} <Code dir="ltr">{dirty.state}</Code>
      </Text>
      <Text color="fg.muted" data-testid="kit-dialog-saved">
        {saved
          ? t('kit.examples.formDialog.saved', { name: saved.name, code: saved.code })
          : t('kit.examples.formDialog.nothingSaved')}
      </Text>
      <FormDialog
        {...dirty.dialog}
        title={t('kit.examples.formDialog.dialogTitle')}
        description={t('kit.examples.formDialog.dialogDescription')}
        submitLabel={t('catalogueConfig.common.save')}
        schema={BrandCreateSchema}
        defaultValues={saved ?? EMPTY_BRAND}
        fields={BRAND_FIELDS}
        onSubmit={save}
        size="lg"
      >
        {(form) => <BrandFields form={form} errorText={text} generate />}
      </FormDialog>
    </Stack>
  );
}

const DOCS = [
  docOf('FormDialog', FormDialog, {
    open: { type: 'boolean', required: true },
    onOpenChange: { type: '(open: boolean) => void', required: true },
    title: { type: 'string', required: true },
    description: { type: 'string', required: false },
    submitLabel: { type: 'string', required: true },
    schema: { type: 'ZodType', required: true },
    defaultValues: { type: 'DefaultValues<z.input<S>>', required: true },
    fields: { type: 'readonly string[]', required: true },
    onSubmit: { type: '(values: z.output<S>) => Promise<unknown>', required: true },
    children: { type: '(form: UseFormReturn) => ReactNode', required: true },
    size: { type: "'sm' | 'md' | 'lg'", required: false },
    dirtyClose: { type: 'DirtyCloseControl', required: false },
    changedOutside: { type: 'boolean', required: false },
  }),
];

export default function FormDialogExample() {
  return (
    <ExampleFrame id="formDialog" docs={DOCS}>
      <LiveDialog />
    </ExampleFrame>
  );
}
