import { useState } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Input,
  List,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Batch } from '../../../domain/tracking/batch';
import { parseSerialText } from '../../../domain/tracking/trackedProduct';
import { FormField } from '../../components/data/FormDialog';
import { changeId, withNotice } from '../../components/feedback/notify';
import { useApi } from '../../lib/ApiProvider';
import { useTrackingMessage } from './trackingText';

type LineError = { line: number; serial: string; message: string };

/** The API's refusal of a list (`{"serials.3": [...]}`) as errors by line; anything else as one message. */
function refusalOf(error: unknown, serials: string[]): { lines: LineError[]; other: string[] } {
  const lines: LineError[] = [];
  const other: string[] = [];
  const body = (error ?? {}) as Record<string, unknown>;
  for (const [field, messages] of Object.entries(body)) {
    const said = Array.isArray(messages)
      ? (messages as string[])
      : typeof messages === 'string'
        ? [messages]
        : [];
    const index = /^serials\.(\d+)$/.exec(field)?.[1];
    if (index !== undefined)
      said.forEach((message) =>
        lines.push({ line: Number(index) + 1, serial: serials[Number(index)] ?? '', message }),
      );
    else other.push(...said);
  }
  return { lines, other };
}

/**
 * Registers units of a batch by their serials, pasted one per line or read from a CSV file's
 * first column. The server checks the list as a whole (format, repeated serials, serials already
 * registered); every bad line is shown with its number, and nothing is written until the whole
 * list is good.
 */
export function SerialsDialog({
  batch,
  open,
  onOpenChange,
}: {
  batch: Batch;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const text = useTrackingMessage();
  const queryClient = useQueryClient();
  const register = useApi().useMutation('post', '/api/batches/{id}/serials/');
  const [pasted, setPasted] = useState('');
  const [location, setLocation] = useState('');
  const [lineErrors, setLineErrors] = useState<LineError[]>([]);
  const [general, setGeneral] = useState<string | null>(null);
  const serials = parseSerialText(pasted);

  const reset = () => {
    setPasted('');
    setLocation('');
    setLineErrors([]);
    setGeneral(null);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setPasted(await file.text());
    setLineErrors([]);
  };

  const submit = async () => {
    setGeneral(null);
    if (!serials.length) {
      setGeneral(text('Give at least one serial number.') ?? null);
      return;
    }
    // The server judges the whole list at once (format, repeats, serials already registered) and
    // names every bad line; nothing is written unless all are good.
    try {
      const result = await withNotice(
        changeId('/api/batches/', 'update', batch.id),
        {
          success: t('tracking.serials.registered', { count: serials.length }),
          failure: t('tracking.serials.failed'),
        },
        () => register.mutateAsync({ params: { path: { id: batch.id } }, body: { serials, location } }),
      );
      await queryClient.invalidateQueries();
      if (result.created) close(false);
    } catch (error) {
      const { lines, other } = refusalOf(error, serials);
      setLineErrors(lines);
      if (other.length || !lines.length)
        setGeneral(other.map((m) => text(m)).join(' ') || t('data.form.saveFailed'));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => close(e.open)}
      size="lg"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="serials-dialog">
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="1">
              <Dialog.Title>{t('tracking.serials.title', { lot: batch.lot_number })}</Dialog.Title>
              <Dialog.Description color="fg.muted" fontSize="sm">
                {t('tracking.serials.description', { free: Math.max(batch.quantity - batch.units, 0) })}
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {general && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{general}</Alert.Title>
                  </Alert.Root>
                )}
                <FormField
                  label={t('tracking.serials.list')}
                  helper={t('tracking.serials.listHint', { count: serials.length })}
                >
                  <Textarea
                    rows={8}
                    dir="ltr"
                    fontFamily="mono"
                    value={pasted}
                    onChange={(e) => {
                      setPasted(e.target.value);
                      setLineErrors([]);
                    }}
                    data-testid="serials-text"
                  />
                </FormField>
                <FormField label={t('tracking.serials.file')} helper={t('tracking.serials.fileHint')}>
                  <Input
                    type="file"
                    accept=".csv,.txt,text/csv,text/plain"
                    p="1"
                    onChange={(e) => void readFile(e.target.files?.[0])}
                    data-testid="serials-file"
                  />
                </FormField>
                <FormField label={t('tracking.fields.location')}>
                  <Input
                    value={location}
                    onChange={(e) => setLocation(e.target.value)}
                    data-testid="serials-location"
                  />
                </FormField>
                {lineErrors.length > 0 && (
                  <Alert.Root status="error" role="alert" alignItems="flex-start">
                    <Alert.Indicator />
                    <Stack gap="1">
                      <Alert.Title>
                        {t('tracking.serials.linesRefused', { count: lineErrors.length })}
                      </Alert.Title>
                      <List.Root as="ul" fontSize="sm" ps="4" data-testid="serials-errors">
                        {lineErrors.map((error) => (
                          <List.Item key={`${error.line}-${error.message}`}>
                            <Text as="span">
                              {t('tracking.serials.lineError', {
                                line: error.line,
                                serial: error.serial,
                                message: text(error.message),
                              })}
                            </Text>
                          </List.Item>
                        ))}
                      </List.Root>
                    </Stack>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={register.isPending}>
                  {t('data.form.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="primary"
                loading={register.isPending}
                onClick={() => void submit()}
                data-testid="serials-submit"
              >
                {t('tracking.serials.submit', { count: serials.length })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
