import { Button, Dialog, HStack, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** 'You have unsaved changes. Are you sure you want to close?': stay, or leave without saving. */
export function UnsavedChangesDialog({
  open,
  onStay,
  onLeave,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onStay();
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
              <Dialog.Title>{t('products.unsaved.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('catalogue.messages.unsavedChanges')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="3">
                <Button variant="outline" onClick={onStay}>
                  {t('products.unsaved.stay')}
                </Button>
                <Button colorPalette="red" onClick={onLeave}>
                  {t('products.unsaved.leave')}
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
