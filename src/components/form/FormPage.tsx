import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../PageHeading';
import { LeaveQuestion } from './LeaveQuestion';
import type { useLeaveGuard } from './useLeaveGuard';

/**
 * A record's add or edit page around its fields: the heading, the alert for what the fields do not
 * say, Cancel and Save, and the question before leaving unsaved changes (`leaving`).
 */
export function FormPage({
  onSubmit,
  title,
  subtitle,
  general,
  cancelTo,
  submitLabel,
  submitTestId,
  submitting,
  leaving,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  subtitle: string;
  /** The alert's text, null for none. */
  general: string | null;
  cancelTo: string;
  submitLabel: string;
  submitTestId: string;
  submitting: boolean;
  leaving: ReturnType<typeof useLeaveGuard>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <chakra.form onSubmit={onSubmit} noValidate>
      <Stack gap="6">
        <PageHeading title={title} subtitle={subtitle} />
        {general && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{general}</Alert.Title>
          </Alert.Root>
        )}
        {children}
        <HStack gap="3" justify="flex-end">
          <Button asChild variant="outline" disabled={submitting}>
            <RouterLink to={cancelTo}>{t('data.form.cancel')}</RouterLink>
          </Button>
          <Button type="submit" colorPalette="primary" loading={submitting} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
      <LeaveQuestion leaving={leaving} />
    </chakra.form>
  );
}
