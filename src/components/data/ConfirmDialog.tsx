import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { submitFailure } from '../../api/submitFailure';

/**
 * Asks before an action with consequences (an `alertdialog`: Cancel has the focus first). The
 * action's failure is shown in the dialog, which stays open; success closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  destructive = false,
  onConfirm,
  errorText,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Translated texts. */
  title: string;
  body: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
  /** The reader's text of the API's reason for a failure (an area's translator); as written without. */
  errorText?: (message: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (failure) {
      const { general: reason, retry } = submitFailure(failure, []);
      // Without the server's reason, an invitation to try again only when that can help.
      setError(
        (reason && (errorText?.(reason) ?? reason)) || t(retry ? 'data.form.saveFailed' : 'data.form.saveRefused'),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!pending) onOpenChange(e.open);
        if (!e.open) setError(null);
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description asChild>
                  <Text>{body}</Text>
                </Dialog.Description>
                {error && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={pending}>
                  {t('data.form.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={destructive ? 'red' : 'primary'} loading={pending} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
