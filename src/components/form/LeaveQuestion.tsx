import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../data/ConfirmDialog';
import type { useLeaveGuard } from './useLeaveGuard';

/** The question before leaving a form's unsaved changes (`useLeaveGuard`): stay, or leave them. */
export function LeaveQuestion({ leaving }: { leaving: ReturnType<typeof useLeaveGuard> }) {
  const { t } = useTranslation();
  return (
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
  );
}
