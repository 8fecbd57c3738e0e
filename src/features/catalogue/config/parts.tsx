import { Badge, Box, HStack, IconButton, SegmentGroup, Text } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Active or inactive, in words as well as colour. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="subtle" colorPalette={active ? 'green' : 'gray'} gap="1.5">
      <span aria-hidden>{active ? '●' : '○'}</span>
      {t(active ? 'catalogueConfig.common.active' : 'catalogueConfig.common.inactive')}
    </Badge>
  );
}

/** A dash for "nothing", read out as "none". */
export function Nothing() {
  const { t } = useTranslation();
  return (
    <>
      <Text as="span" color="fg.muted" aria-hidden>
        —
      </Text>
      <Box as="span" srOnly>
        {t('catalogueConfig.common.none')}
      </Box>
    </>
  );
}

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

/** How a list is shown (table, grid, tree), kept in the URL (`?view=`) like the rest of its state. */
export function useView<V extends string>(views: readonly [V, ...V[]]): [V, (view: V) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('view') as V | null;
  const view = wanted && views.includes(wanted) ? wanted : views[0];
  const setView = (next: V) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next === views[0]) out.delete('view');
        else out.set('view', next);
        return out;
      },
      { replace: true },
    );
  return [view, setView];
}

/** The choice between a list's views: a labelled group of radio buttons. */
export function ViewToggle<V extends string>({
  value,
  onChange,
  options,
}: {
  value: V;
  onChange: (view: V) => void;
  /** Translated labels. */
  options: { value: V; label: string; icon: React.ReactNode }[];
}) {
  const { t } = useTranslation();
  return (
    <SegmentGroup.Root
      size="sm"
      aria-label={t('catalogueConfig.common.view')}
      value={value}
      onValueChange={(e) => e.value && onChange(e.value as V)}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items
        items={options.map((o) => ({
          value: o.value,
          label: (
            <HStack gap="1.5">
              {o.icon}
              {o.label}
            </HStack>
          ),
        }))}
      />
    </SegmentGroup.Root>
  );
}

/** The list's filter on the active flag, as the API takes it. */
export const activeFilter = (value: string | undefined): { is_active?: 'true' | 'false' } =>
  value === 'true' || value === 'false' ? { is_active: value } : {};
