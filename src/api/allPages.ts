import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { PAGE_SIZES, type PageSize } from '../../domain/common/pagination';

/** A page of a list answer (`{count, next, previous, results}`). */
export type Page<T> = { count: number; next: string | null; results: T[] };
/** What openapi-fetch answers: the page, or the error body. */
type Answer<T> = { data?: Page<T>; error?: unknown };

/** The largest page size the API allows: each page read is as big as it may be. */
export const ALL_PAGE_SIZE: PageSize = PAGE_SIZES[PAGE_SIZES.length - 1]!;
/**
 * At most this many pages (5,000 rows of 100): a choice list or an axis of the matrix longer than
 * that would be unusable anyway, and is refused loudly rather than cut short without a word.
 */
export const ALL_PAGES_MAX = 50;

export class TooManyRows extends Error {
  constructor(readonly count: number) {
    super(`The list has ${count} rows, more than ${ALL_PAGES_MAX * ALL_PAGE_SIZE} can be read at once.`);
  }
}

/**
 * Every row of a paginated list: the first page says how many there are, the others are then
 * read together. Rows are kept in the server's order, each once (by id) even if a row moved from
 * one page to the next meanwhile. A failed page fails the whole read: a list with a silent hole
 * is what this is here to prevent.
 */
export async function readAllPages<T>(
  fetchPage: (page: number, pageSize: PageSize) => Promise<Answer<T>>,
  pageSize: PageSize = ALL_PAGE_SIZE,
): Promise<T[]> {
  const read = async (page: number) => {
    const { data, error } = await fetchPage(page, pageSize);
    if (!data) throw error ?? new Error('Empty answer');
    return data;
  };
  const first = await read(1);
  const pages = Math.max(1, Math.ceil(first.count / pageSize));
  if (pages > ALL_PAGES_MAX) throw new TooManyRows(first.count);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => read(i + 2)));
  const seen = new Set<unknown>();
  const rows: T[] = [];
  for (const row of [first, ...rest].flatMap((p) => p.results)) {
    const id = (row as { id?: unknown }).id;
    if (id !== undefined && seen.has(id)) continue;
    if (id !== undefined) seen.add(id);
    rows.push(row);
  }
  return rows;
}

/**
 * A query of every row of a list. `key` starts like the typed hooks' keys (`['get', path, ...]`),
 * so invalidating a path's queries refreshes this one too.
 */
export function useAllPages<T>(
  key: readonly ['get', string, ...unknown[]],
  fetchPage: (page: number, pageSize: PageSize) => Promise<Answer<T>>,
  options: { enabled?: boolean } = {},
): UseQueryResult<T[]> {
  return useQuery({
    queryKey: [...key, { all_pages: true }],
    queryFn: () => readAllPages(fetchPage),
    enabled: options.enabled,
  });
}
