import { HStack, IconButton } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Edit and Delete buttons of a row, each named after the row; absent when not allowed. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  if (!onEdit && !onDelete) return null;
  const edit = t('catalogueConfig.common.editItem', { name });
  const remove = t('catalogueConfig.common.deleteItem', { name });
  return (
    <HStack gap="1" justify="flex-end">
      {onEdit && (
        <IconButton aria-label={edit} title={edit} size="xs" variant="ghost" onClick={onEdit}>
          <Pencil />
        </IconButton>
      )}
      {onDelete && (
        <IconButton
          aria-label={remove}
          title={remove}
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={onDelete}
        >
          <Trash2 />
        </IconButton>
      )}
    </HStack>
  );
}
