import { Box } from '@chakra-ui/react';
import { FormField } from '../data/FormDialog';
import type { ItemPath, ListApiQuery, RowOf } from '../resource/resource';
import { ReferencePicker, type SearchablePath } from './ReferencePicker';
import { useChosenRow } from './useChosenRow';
import { useHydrated } from '../../ssr/serverDrawn';

/** The id a filter's text names, or null (none, or not an id: a hand-edited address). */
const idOf = (value: string | undefined) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * A labelled list filter naming one record of a list that may be long (a client, a seller, a
 * product): searched on the server as the reader types (ReferencePicker), '' for "all"
 * (`allLabel`). Its value is the list's filter as the URL holds it, so a bookmarked or reloaded
 * list shows the chosen record by name (useChosenRow).
 */
export function FilterPicker<P extends SearchablePath>({
  label,
  allLabel,
  path,
  item,
  filters,
  ordering,
  optionLabel,
  value,
  onChange,
  testId,
}: {
  /** Translated texts. */
  label: string;
  allLabel: string;
  /** The list searched, e.g. `/api/clients/`. */
  path: P;
  /** Where one record of it is read (`/api/clients/{id}/`); without it, `path` answers `?id=`. */
  item?: ItemPath<P>;
  filters?: Partial<Omit<ListApiQuery<P>, 'page' | 'page_size' | 'ordering' | 'search'>>;
  ordering?: string;
  /** A row's name in the list; its `name` by default. */
  optionLabel?: (row: RowOf<P> & { id: number }) => string;
  /** The filter's text in the URL: an id, or '' for all. */
  value: string | undefined;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const chosen = idOf(value);
  const row = useChosenRow(path, chosen, item);
  // On a page the server drew, what is typed before the app has taken over would search nothing
  // (as FilterSelect's choice would change nothing).
  const hydrated = useHydrated();
  const name = (row: RowOf<P> & { id: number }) =>
    optionLabel ? optionLabel(row) : ((row as { name?: string }).name ?? `#${row.id}`);

  return (
    <Box minW="14rem">
      <FormField label={label}>
        <ReferencePicker
          path={path}
          filters={filters}
          ordering={ordering}
          optionLabel={optionLabel}
          name={testId ?? String(path)}
          value={chosen}
          onChange={(id) => onChange(id === null ? '' : String(id))}
          onBlur={() => {}}
          optional
          disabled={!hydrated}
          emptyLabel={allLabel}
          fallback={(id) => (row ? name(row) : `#${id}`)}
          testId={testId}
        />
      </FormField>
    </Box>
  );
}
