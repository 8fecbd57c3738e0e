import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

interface FormAlertProps {
  status: 'error' | 'success' | 'info' | 'warning';
  title: ReactNode;
  children?: ReactNode;
}

/**
 * A message for the whole form. Errors are announced at once; the others politely. The title is
 * bidi-isolated: a server message in English keeps its punctuation on an Arabic page.
 */
export function FormAlert({ status, title, children }: FormAlertProps) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <bdi>{title}</bdi>
        </Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
