import { useState } from 'react';
import { Button, Checkbox, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';
import { ExampleFrame } from '../ExampleFrame';
import { docOf } from '../propDocs';
import { Link as RouterLink } from 'react-router';
import { KIT_EXAMPLES } from '../registry';

const FORM_DIALOG_PATH = KIT_EXAMPLES.find((example) => example.id === 'formDialog')!.path;

/** The question before an action with consequences; it can fail as the API would, and stays open then. */
function LiveConfirm() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [fail, setFail] = useState(false);
  const [archived, setArchived] = useState(false);
  return (
    <Stack gap="4" align="flex-start">
      <HStack gap="4" wrap="wrap">
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)} disabled={archived}>
          {t('kit.examples.dialogs.open')}
        </Button>
        <Checkbox.Root checked={fail} onCheckedChange={(e) => setFail(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('kit.examples.dialogs.fail')}</Checkbox.Label>
        </Checkbox.Root>
        {archived && (
          <Button size="sm" variant="ghost" onClick={() => setArchived(false)}>
            {t('kit.examples.dialogs.restore')}
          </Button>
        )}
      </HStack>
      <Text color="fg.muted" data-testid="kit-confirm-result">
        {archived ? t('kit.examples.dialogs.archived') : t('kit.examples.dialogs.notArchived')}
      </Text>
      <Text fontSize="sm">
        {t('kit.examples.dialogs.formDialog')}{' '}
        <Link asChild>
          <RouterLink to={FORM_DIALOG_PATH}>{t('kit.examples.formDialog.title')}</RouterLink>
        </Link>
      </Text>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('kit.examples.dialogs.question')}
        body={t('kit.examples.dialogs.body')}
        confirmLabel={t('kit.examples.dialogs.confirm')}
        destructive
        onConfirm={async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          if (fail) throw { detail: t('kit.examples.dialogs.refused') };
          setArchived(true);
        }}
      />
    </Stack>
  );
}

const DOCS = [
  docOf('ConfirmDialog', ConfirmDialog, {
    open: { type: 'boolean', required: true },
    onOpenChange: { type: '(open: boolean) => void', required: true },
    title: { type: 'string', required: true },
    body: { type: 'ReactNode', required: true },
    confirmLabel: { type: 'string', required: true },
    destructive: { type: 'boolean', required: false },
    onConfirm: { type: '() => Promise<unknown>', required: true },
    errorText: { type: '(message: string) => string | undefined', required: false },
  }),
];

export default function DialogsExample() {
  return (
    <ExampleFrame id="dialogs" docs={DOCS}>
      <LiveConfirm />
    </ExampleFrame>
  );
}
