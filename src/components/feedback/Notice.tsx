import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

/** A one-line message of a screen (not found, failed to load, saved), with an optional action. */
export function Notice({
  status,
  text,
  action,
}: {
  status: 'error' | 'warning' | 'success' | 'info';
  text: string;
  action?: ReactNode;
}) {
  return (
    <Alert.Root
      status={status}
      role={status === 'success' || status === 'info' ? 'status' : 'alert'}
      alignItems="center"
    >
      <Alert.Indicator />
      <Alert.Title flex="1">{text}</Alert.Title>
      {action}
    </Alert.Root>
  );
}
