import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../data/ConfirmDialog';
import type { useDeleting } from '../data/rowDialogs';
import { changeId, withNotice } from '../feedback/notify';
import type { ListPath } from './resource';
import { useResourceMutations } from './useResourceMutations';

/**
 * The confirmation before deleting a row of a resource (`<texts>.deleteTitle`), then the delete,
 * its lists asked again and the notice of it; a refusal stays in the dialog with the API's reason
 * (put in the reader's words by `errorText`) and is noticed as `<texts>.deleteFailed`.
 */
export function DeleteRowDialog<P extends ListPath, Row extends { id: number }>({
  resource,
  deleting,
  body,
  confirmLabel,
  deletedText,
  errorText,
}: {
  resource: { path: P; texts: string };
  deleting: ReturnType<typeof useDeleting<Row>>;
  /** Translated texts. */
  body: string;
  confirmLabel: string;
  deletedText: (row: Row) => string;
  errorText?: (message: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const { remove } = useResourceMutations(resource);
  return (
    <ConfirmDialog
      {...deleting.dialog}
      title={t(`${resource.texts}.deleteTitle`)}
      body={body}
      confirmLabel={confirmLabel}
      destructive
      errorText={errorText}
      onConfirm={async () => {
        const row = deleting.row!;
        await withNotice(
          changeId(resource.path, 'delete', row.id),
          { success: deletedText(row), failure: t(`${resource.texts}.deleteFailed`) },
          () => remove.mutateAsync(row.id),
        );
      }}
    />
  );
}
