import { describe, expect, it } from 'vitest';
import { ALL_PAGE_SIZE, readAllPages, TooManyRows } from './allPages';

/** A list of `count` rows served page by page as the API does, with every page asked for. */
function server(count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `role ${i + 1}` }));
  const asked: number[] = [];
  const fetchPage = async (page: number, pageSize: number) => {
    asked.push(page);
    const results = rows.slice((page - 1) * pageSize, page * pageSize);
    const next = page * pageSize < count ? `?page=${page + 1}` : null;
    return { data: { count, next, previous: null, results } };
  };
  return { rows, asked, fetchPage };
}

describe('readAllPages', () => {
  it('reads the 101st row: two pages of 100', async () => {
    const s = server(101);
    const rows = await readAllPages(s.fetchPage);
    expect(ALL_PAGE_SIZE).toBe(100);
    expect(rows).toHaveLength(101);
    expect(rows.at(-1)).toEqual({ id: 101, name: 'role 101' });
    expect(s.asked.sort()).toEqual([1, 2]);
  });

  it('one page when it holds them all, and an empty list', async () => {
    const s = server(100);
    expect(await readAllPages(s.fetchPage)).toHaveLength(100);
    expect(s.asked).toEqual([1]);
    expect(await readAllPages(server(0).fetchPage)).toEqual([]);
  });

  it('keeps the order and each row once, even if one moved to the next page meanwhile', async () => {
    const ids = (from: number) => [0, 1, 2, 3, 4].map((i) => ({ id: from + i }));
    const fetchPage = async (page: number) => ({
      data:
        page === 1
          ? { count: 10, next: '?page=2', results: ids(1) }
          : { count: 10, next: null, results: ids(5) },
    });
    expect(await readAllPages(fetchPage, 5)).toEqual([...ids(1), ...ids(6).slice(0, 4)]);
  });

  it('fails as a whole when a page fails, with the API’s error', async () => {
    const s = server(250);
    const failing = async (page: number, size: number) =>
      page === 3 ? { error: { detail: 'boom' } } : s.fetchPage(page, size);
    await expect(readAllPages(failing)).rejects.toEqual({ detail: 'boom' });
  });

  it('refuses a list too long to read at once rather than cutting it short', async () => {
    const s = server(5001);
    await expect(readAllPages(s.fetchPage)).rejects.toBeInstanceOf(TooManyRows);
    expect(s.asked).toEqual([1]);
    expect(await readAllPages(server(5000).fetchPage)).toHaveLength(5000);
  });
});
