import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {  Box, Button, chakra, Flex, Stack, Table, Text, useTableStyles, type SystemStyleObject } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../feedback/LoadFailed';
import { DebouncedInput } from './DebouncedInput';
import { pageCount, pageRange, sortDirection } from './listQuery';
import { Pagination } from './Pagination';
import { useStyleClasses } from './styleClasses';
import type { ListController } from './useListState';
import { Loading } from '../feedback/Loading';
import { useHydrated } from '../../ssr/serverDrawn';

export type Column<T> = {
  id: string;
  /** i18n key of the header text. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The API field this column orders by (`?ordering=field` / `-field`); not sortable without. */
  sortField?: string;
  textAlign?: 'start' | 'end' | 'center';
  /** Hides the column below this breakpoint (its data should be elsewhere on the row). */
  hideBelow?: 'sm' | 'md' | 'lg';
  width?: string;
};

/**
 * The part of a list response (`{count, next, previous, results}`) the table reads; a count past
 * the server's cap is the planner's estimate, and says so.
 */
export type Paginated<T> = { count: number; count_is_estimate?: boolean; results: T[] };

/** The part of a TanStack query result the table reads. */
export type ListQueryResult<T> = {
  data: Paginated<T> | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type DataTableProps<T, F extends string> = {
  /** The table's accessible name (already translated). */
  label: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  list: ListController<F>;
  query: ListQueryResult<T>;
  /** Mouse shortcut: a click anywhere on the row. Keyboard users reach the same through a link in a cell. */
  onRowClick?: (row: T) => void;
  /** The search box's label (translated); no search box without it. */
  searchLabel?: string;
  /** Filter controls, shown beside the search box. */
  filters?: ReactNode;
  /** Text when nothing matches and nothing narrows the list (translated). */
  emptyText?: string;
  /** Text when loading failed (translated; the list's own message, e.g. 'Failed to load roles'). */
  errorText?: string;
  /**
   * Shows the page's rows in a layout of their own (cards in a grid) instead of the table, with
   * the same search, filters, loading, empty and error states and pagination.
   */
  grid?: (rows: T[]) => ReactNode;
};

/**
 * A server-side list: one declaration of columns (header, cell, sort field), the page, page size,
 * ordering, search and filters in the URL (`useListState`), the count as "1–25 of 312", and the
 * loading, empty and error (with Retry) states. Sorting is a button in each sortable header with
 * `aria-sort` on it; the result count is announced politely; the layout follows the reading
 * direction (chevrons turn in right-to-left languages).
 */
export function DataTable<T, F extends string>({
  label,
  columns,
  rowKey,
  list,
  query,
  onRowClick,
  searchLabel,
  filters,
  emptyText,
  errorText,
  grid,
}: DataTableProps<T, F>) {
  const { t, i18n } = useTranslation();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const { data, isError, refetch } = query;
  // A page the server drew is hydrated as it was drawn, not fetching: a list asking again as it
  // is hydrated (its answers older than it keeps them) would otherwise find its "N results" line
  // changed, and React would throw the whole drawing away.
  const hydrated = useHydrated();
  const isFetching = hydrated && query.isFetching;
  const { page, pageSize } = list.state;
  const count = data?.count ?? 0;
  const estimated = !!data?.count_is_estimate;
  const pages = pageCount(count, pageSize);

  // A page beyond the last one (rows deleted, or an old link) shows the last page instead.
  const setPage = list.setPage;
  useEffect(() => {
    if (data && !isFetching && data.results.length === 0 && count > 0 && page > pages) setPage(pages, true);
  }, [data, isFetching, count, page, pages, setPage]);

  // The latest handler, given to the rows as a function that stays the same (they are memoised:
  // a screen passing a new arrow function on each render does not draw them again).
  const onRowClickRef = useRef(onRowClick);
  useLayoutEffect(() => {
    onRowClickRef.current = onRowClick;
  });
  const rowClicked = useCallback((row: T) => onRowClickRef.current?.(row), []);

  const loading = !data && !isError;
  const { from, to } = pageRange(page, pageSize, count);
  const rangeText = t(estimated ? 'data.table.rangeEstimate' : 'data.table.range', {
    from: number.format(from),
    to: number.format(to),
    count: number.format(count),
  });

  const empty = (
    <Stack gap="3" align="center">
      <Text color="fg.muted">
        {list.narrowed ? t('data.table.emptyFiltered') : (emptyText ?? t('data.table.empty'))}
      </Text>
      {list.narrowed && (
        <Button size="sm" variant="outline" onClick={list.clear}>
          {t('data.table.clearFilters')}
        </Button>
      )}
    </Stack>
  );

  return (
    <Stack gap="4">
      {(searchLabel || filters) && (
        <Flex gap="3" wrap="wrap" align="flex-end">
          {searchLabel && (
            <DebouncedInput
              value={list.state.search}
              onCommit={list.setSearch}
              label={searchLabel}
              placeholder={searchLabel}
              icon={<Search size={16} aria-hidden />}
            />
          )}
          {filters}
        </Flex>
      )}

      {/* Announced after each load: how many rows match now (once hydrated: a drawn page has it
          empty, and fills it as the client takes over). */}
      <Box srOnly aria-live="polite" aria-atomic>
        {hydrated && data && !isFetching && !isError ? t('data.table.results', { count: number.format(count) }) : ''}
      </Box>

      {isError ? (
        <LoadFailed message={errorText ?? t('data.table.loadFailed')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : grid ? (
        <Box aria-label={label} role="region" aria-busy={isFetching} opacity={isFetching && data ? 0.6 : 1}>
          {loading ? (
            <Box py="10" textAlign="center">
              <Loading />
            </Box>
          ) : data!.results.length === 0 ? (
            <Box py="10" borderWidth="1px" rounded="lg" bg="bg">
              {empty}
            </Box>
          ) : (
            grid(data!.results)
          )}
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
          <Table.Root size="sm" aria-label={label} aria-busy={isFetching} interactive={!!onRowClick && !loading}>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {columns.map((column) => (
                  <HeaderCell key={column.id} column={column} list={list} />
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body opacity={isFetching && data ? 0.6 : 1} transition="opacity 0.15s">
              {loading ? (
                <Table.Row>
                  <Table.Cell colSpan={columns.length} py="10" textAlign="center">
                    <Loading />
                  </Table.Cell>
                </Table.Row>
              ) : data!.results.length === 0 ? (
                <Table.Row>
                  <Table.Cell colSpan={columns.length} py="10" textAlign="center">
                    {empty}
                  </Table.Cell>
                </Table.Row>
              ) : (
                <TableRows
                  rows={data!.results}
                  columns={columns}
                  rowKey={rowKey}
                  onRowClick={onRowClick ? rowClicked : undefined}
                />
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {!isError && (
        <Pagination
          list={list}
          pages={pages}
          rangeText={data ? rangeText : ''}
          estimated={estimated}
          disabled={loading}
          format={(n) => number.format(n)}
        />
      )}
    </Stack>
  );
}

type TableRowsProps<T> = Pick<DataTableProps<T, string>, 'columns' | 'rowKey' | 'onRowClick'> & { rows: T[] };

/**
 * The page's rows. They are most of the table's elements, so they are plain `<tr>`/`<td>` with
 * the classes the table's `Row` and `Cell` would have (the table's recipe, each column's
 * alignment, breakpoint and width), resolved once per table instead of once per cell; and they
 * render again only when the rows or the columns change, not with the filters or the loading
 * state around them.
 */
const TableRows = memo(function TableRows<T>({ rows, columns, rowKey, onRowClick }: TableRowsProps<T>) {
  const tableStyles = useTableStyles();
  const clickable = !!onRowClick;
  const styles = useMemo(() => {
    const record: Record<string, (SystemStyleObject | undefined)[]> = {
      row: [tableStyles.row, clickable ? { cursor: 'pointer' } : undefined],
    };
    for (const column of columns) {
      const { textAlign, hideBelow, width } = column;
      record[`cell:${column.id}`] = [tableStyles.cell, { textAlign, hideBelow, width }];
    }
    return record;
  }, [tableStyles, columns, clickable]);
  const classes = useStyleClasses(styles);
  const rowClass = `chakra-table__row ${classes.row}`;
  return rows.map((row) => (
    <tr
      key={rowKey(row)}
      className={rowClass}
      onClick={onRowClick ? (event) => rowClick(event, () => onRowClick(row)) : undefined}
    >
      {columns.map((column) => (
        <td key={column.id} className={`chakra-table__cell ${classes[`cell:${column.id}`]}`}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  ));
}) as <T>(props: TableRowsProps<T>) => ReactNode;

/** A click on the row, unless it was on something interactive inside it (a link, a button). */
function rowClick(event: MouseEvent<HTMLElement>, go: () => void) {
  const target = event.target as HTMLElement;
  if (target.closest('a, button, input, select, textarea, label, [role="button"]')) return;
  // Selecting text is not a click on the row.
  if (window.getSelection()?.toString()) return;
  go();
}

function HeaderCell<T, F extends string>({ column, list }: { column: Column<T>; list: ListController<F> }) {
  const { t } = useTranslation();
  const text = t(column.header);
  const common = { textAlign: column.textAlign, hideBelow: column.hideBelow, width: column.width };
  if (!column.sortField) {
    return (
      <Table.ColumnHeader {...common} scope="col">
        {text}
      </Table.ColumnHeader>
    );
  }
  const direction = sortDirection(list.state.ordering, column.sortField, list.defaultOrdering);
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <Table.ColumnHeader {...common} scope="col" aria-sort={direction === 'none' ? undefined : direction}>
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        fontWeight="inherit"
        rounded="sm"
        focusVisibleRing="outside"
        _hover={{ color: 'fg' }}
        onClick={() => list.toggleSort(column.sortField!)}
      >
        {text}
        <Box as="span" aria-hidden color={direction === 'none' ? 'fg.subtle' : 'primary.fg'}>
          <Icon size={14} />
        </Box>
      </chakra.button>
    </Table.ColumnHeader>
  );
}
