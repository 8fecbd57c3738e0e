import { useEffect, useMemo, useState } from 'react';
import { Box, Combobox, createListCollection, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../lib/ApiProvider';
import { DEBOUNCE_MS } from '../data/DebouncedInput';
import type { ListApiQuery, ListPath, RowOf } from '../resource/resource';

/** Lists whose rows have an id and whose query takes a `search` text: what a picker can search. */
export type SearchablePath = {
  [P in ListPath]: RowOf<P> extends { id: number }
    ? ListApiQuery<P> extends { search?: string }
      ? P
      : never
    : never;
}[ListPath];

/** How many rows one search shows: enough to pick from, few enough to read; typing narrows. */
export const PICKER_PAGE_SIZE = 20;

// The choice that stands for "none" in an optional picker (ids are numbers, so it meets none).
const NONE = 'none';

type Choice<R> = { value: string; label: string; row: R | null };

/**
 * One record of a list that may be long (clients, sellers, users…), picked by typing part of its
 * name: the API's own `search` (server-side, after a pause in typing) answers a small page, and
 * the list says how many more there are. The chosen row stays named when it is not among the
 * rows shown (a search moved on, or it was never loaded: `fallback`). `null`: none, offered as a
 * first choice when `optional`. For react-hook-form's Controller; inside a `FormField`, whose
 * label names it. Keyboard: type, ↑/↓, Enter; Escape puts the chosen name back.
 */
export function ReferencePicker<P extends SearchablePath>({
  path,
  filters,
  ordering = 'name',
  optionLabel = (row) => (row as { name?: string }).name ?? `#${row.id}`,
  name,
  value,
  onChange,
  onBlur,
  optional = false,
  emptyLabel,
  fallback = (id) => `#${id}`,
  invalid,
  disabled,
  testId,
}: {
  /** The list searched, e.g. `/api/clients/`. */
  path: P;
  /** The list's own filters, beside the search (e.g. only active rows). */
  filters?: Partial<Omit<ListApiQuery<P>, 'page' | 'page_size' | 'ordering' | 'search'>>;
  ordering?: string;
  /** A row's name in the list (translated where needed); its `name` by default. */
  optionLabel?: (row: RowOf<P> & { id: number }) => string;
  name: string;
  value: number | null | undefined;
  /** The chosen id, with its row (null when it was cleared). */
  onChange: (value: number | null, row: (RowOf<P> & { id: number }) | null) => void;
  onBlur: () => void;
  optional?: boolean;
  /** Shown while nothing is chosen, and as the "none" choice when `optional`. Translated. */
  emptyLabel: string;
  /** The name of a chosen row not met yet (an order's saved seller, before any search). */
  fallback?: (id: number) => string;
  invalid?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  type Row = RowOf<P> & { id: number };
  const { t } = useTranslation();
  // What the reader typed since the list opened; null: the input shows the chosen row's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    const next = (typed ?? '').trim();
    if (next === search) return;
    const timer = setTimeout(() => setSearch(next), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  const [open, setOpen] = useState(false);

  const query = { page: 1, page_size: PICKER_PAGE_SIZE, ordering, ...filters, ...(search && { search }) };
  // The hooks are typed per path; every searchable list answers `{count, results}` of rows with ids.
  const answer = useApi().useQuery(
    'get',
    path as '/api/clients/',
    { params: { query: query as never } },
    { enabled: open && !disabled, placeholderData: keepPreviousData, retry: false },
  );
  const rows = answer.data?.results as Row[] | undefined;
  const total = answer.data?.count ?? 0;

  // Rows met so far keep their names, so the chosen one stays named whatever the search shows.
  const [known, setKnown] = useState(() => new Map<number, string>());
  const [seen, setSeen] = useState(rows);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  if (rows !== seen) {
    setSeen(rows);
    // The first match of what was typed is the one Enter picks, once the server has answered.
    if (typed?.trim()) setHighlighted(rows?.[0] ? String(rows[0].id) : null);
    if (rows?.some((row) => known.get(row.id) !== optionLabel(row)))
      setKnown((map) => new Map([...map, ...rows.map((row) => [row.id, optionLabel(row)] as const)]));
  }
  const chosenLabel = value == null ? '' : (known.get(value) ?? fallback(value));

  const collection = useMemo(() => {
    const items: Choice<Row>[] = (rows ?? []).map((row) => ({
      value: String(row.id),
      label: optionLabel(row),
      row,
    }));
    if (optional && !search) items.unshift({ value: NONE, label: emptyLabel, row: null });
    return createListCollection({ items });
  }, [rows, optional, search, emptyLabel, optionLabel]);

  const searching = answer.isFetching && (answer.isPlaceholderData || !rows);
  const status = answer.isError
    ? t('data.reference.loadFailed')
    : !rows
      ? t('data.reference.loading')
      : rows.length === 0
        ? search
          ? t('data.reference.noMatch', { text: search })
          : t('data.reference.nothing')
        : total > rows.length
          ? t('data.reference.more', { shown: rows.length, total })
          : '';

  return (
    <Combobox.Root
      collection={collection}
      name={name}
      value={value == null ? [] : [String(value)]}
      inputValue={typed ?? chosenLabel}
      onInputValueChange={(e) => {
        // Only the reader's typing is a search; a pick or a reset shows the chosen name instead.
        if (e.reason === 'input-change') setTyped(e.inputValue);
      }}
      onValueChange={(e) => {
        const choice = e.items[0] as Choice<Row> | undefined;
        setTyped(null);
        if (!choice) return;
        if (choice.row) setKnown((map) => new Map(map).set(choice.row!.id, choice.label));
        onChange(choice.row ? choice.row.id : null, choice.row);
      }}
      highlightedValue={highlighted}
      onHighlightChange={(e) => setHighlighted(e.highlightedValue)}
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) {
          setTyped(null);
          setSearch('');
          setHighlighted(null);
        }
      }}
      openOnClick
      invalid={invalid}
      disabled={disabled}
      positioning={{ sameWidth: true, strategy: 'fixed' }}
      translations={{ triggerLabel: t('data.reference.showChoices') }}
    >
      <Combobox.Control>
        <Combobox.Input
          placeholder={emptyLabel}
          // The chosen name is selected on entering, so typing searches anew rather than after it.
          onFocus={(e) => e.currentTarget.select()}
          onBlur={onBlur}
          data-testid={testId}
        />
        <Combobox.IndicatorGroup>
          {searching && <Spinner size="xs" color="fg.muted" aria-hidden />}
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {/* Read out as the results change: how many, none, or still searching. */}
      <VisuallyHidden aria-live="polite">
        {open ? (searching ? t('data.reference.loading') : status) : ''}
      </VisuallyHidden>
      <Combobox.Positioner>
        <Combobox.Content
          aria-busy={searching}
          // The search the rows shown answer once not busy: what a browser test waits for.
          data-search={search}
          data-testid={testId && `${testId}-choices`}
        >
          {collection.items.map((item) => (
            <Combobox.Item key={item.value} item={item} color={item.row ? undefined : 'fg.muted'}>
              <Combobox.ItemText>{item.label}</Combobox.ItemText>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
          {status && (
            <Box role="presentation" px="2" py="1.5">
              <Text fontSize="sm" color={answer.isError ? 'fg.error' : 'fg.muted'}>
                {status}
              </Text>
            </Box>
          )}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
