import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

/**
 * The app's short notices ("Brand created successfully"): `toaster.create({ type, title })`
 * from anywhere; the signed-in layout shows them (`<Toaster />`, mounted once). Success notices are
 * read out politely; failures as alerts.
 *
 * They sit at the top end, and let the pointer through to what lies beneath (all but their close
 * button): wherever they sit they cover some page's action (a long form's Save at the bottom end,
 * an order's Issue invoice at the top end), and a pointer resting where the last click was would
 * pause a toast over the next action for good.
 */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} pointerEvents="none">
        {(toast) => (
          <Toast.Root
            width={{ md: 'sm' }}
            data-testid="toast"
            // The toast machine sets `pointer-events: auto` inline on every toast.
            pointerEvents="none !important"
            role={toast.type === 'error' ? 'alert' : 'status'}
          >
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger pointerEvents="auto" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
