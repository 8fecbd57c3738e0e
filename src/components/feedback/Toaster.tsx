import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

/**
 * The app's short notices ("Brand created successfully"): `toaster.create({ type, title })`
 * from anywhere; the signed-in layout shows them (`<Toaster />`, mounted once). Success notices are
 * read out politely; failures as alerts.
 *
 * They sit at the top end, over the header's own controls: at the bottom end they covered the
 * Save of a long form scrolled into view, and a pointer left on a toast pauses it there.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            data-testid="toast"
            role={toast.type === 'error' ? 'alert' : 'status'}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
