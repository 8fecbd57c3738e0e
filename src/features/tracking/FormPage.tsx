import type { ReactNode } from 'react';
import { Alert, Button, Card, chakra, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/BackLink';
import { PageHeading } from '../../components/PageHeading';
import { ConfirmDialog } from '../../components/data/ConfirmDialog';

/**
 * The frame of a tracking add page: back link, heading, the refusal that names no field, the
 * fields in a card, Cancel and the submit button, and the question before leaving unsaved work.
 */
export function FormPage({
  backTo,
  backLabel,
  title,
  subtitle,
  general,
  submitLabel,
  submitTestId,
  submitting,
  onSubmit,
  leaving,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  subtitle: string;
  general: string | null;
  submitLabel: string;
  submitTestId: string;
  submitting: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  leaving: { asking: boolean; stay: () => void; leave: () => void };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="3xl">
      <BackLink to={backTo} label={backLabel} />
      <chakra.form onSubmit={onSubmit} noValidate>
        <Stack gap="6">
          <PageHeading title={title} subtitle={subtitle} />
          {general && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{general}</Alert.Title>
            </Alert.Root>
          )}
          <Card.Root variant="outline">
            <Card.Body gap="4">{children}</Card.Body>
          </Card.Root>
          <HStack gap="3" justify="flex-end">
            <Button asChild variant="outline" disabled={submitting}>
              <RouterLink to={backTo}>{t('data.form.cancel')}</RouterLink>
            </Button>
            <Button type="submit" colorPalette="primary" loading={submitting} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      <ConfirmDialog
        open={leaving.asking}
        onOpenChange={(open) => {
          if (!open) leaving.stay();
        }}
        title={t('data.form.unsavedTitle')}
        body={t('data.form.unsavedChanges')}
        confirmLabel={t('data.form.discard')}
        destructive
        onConfirm={async () => leaving.leave()}
      />
    </Stack>
  );
}
