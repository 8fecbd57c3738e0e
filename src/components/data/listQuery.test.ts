import { describe, expect, it } from 'vitest';
import {
  apiListQuery,
  pageCount,
  pageRange,
  readListState,
  sortDirection,
  toApiQuery,
  toggleOrdering,
  writeListState,
} from './listQuery';

const opts = { filters: ['role', 'is_active'] as const };
const read = (query: string) => readListState(new URLSearchParams(query), opts);
const write = (query: string, change: Parameters<typeof writeListState>[1], options = opts) =>
  writeListState(new URLSearchParams(query), change, options).toString();

describe('readListState', () => {
  it('reads page, page size, ordering, search and the declared filters', () => {
    expect(read('page=3&page_size=50&ordering=-role&search=ann&role=admin&is_active=true&other=x')).toEqual({
      page: 3,
      pageSize: 50,
      ordering: '-role',
      search: 'ann',
      filters: { role: 'admin', is_active: 'true' },
    });
  });

  it('reads defaults from an empty or malformed URL', () => {
    const defaults = { page: 1, pageSize: 25, ordering: '', search: '', filters: {} };
    expect(read('')).toEqual(defaults);
    expect(read('page=0&page_size=7')).toEqual(defaults);
    expect(read('page=-2&page_size=abc')).toEqual(defaults);
    expect(read('page=1.5&page_size=1000')).toEqual(defaults);
  });

  it('accepts exactly the spec page sizes', () => {
    for (const size of [5, 10, 20, 25, 50, 100]) expect(read(`page_size=${size}`).pageSize).toBe(size);
    expect(readListState(new URLSearchParams(''), { defaultPageSize: 10 }).pageSize).toBe(10);
  });

  it('keeps lists apart with a prefix', () => {
    const state = readListState(new URLSearchParams('page=2&orders.page=4&orders.role=x'), {
      prefix: 'orders.',
      filters: ['role'],
    });
    expect(state.page).toBe(4);
    expect(state.filters).toEqual({ role: 'x' });
  });
});

describe('writeListState', () => {
  it('leaves defaults out of the URL and keeps other parameters', () => {
    expect(write('lang=ar', { page: 1, pageSize: 25 })).toBe('lang=ar');
    expect(write('lang=ar', { page: 2 })).toBe('lang=ar&page=2');
  });

  it('goes back to page 1 when the rows that match change', () => {
    expect(write('page=4', { search: 'bob' })).toBe('search=bob');
    expect(write('page=4', { filters: { role: 'admin' } })).toBe('role=admin');
    expect(write('page=4', { pageSize: 50 })).toBe('page_size=50');
    expect(write('page=4', { ordering: '-email' })).toBe('ordering=-email');
  });

  it('a filter set to empty is removed; other filters stay', () => {
    expect(write('role=admin&is_active=true', { filters: { role: '' } })).toBe('is_active=true');
  });

  it('trims the search and drops a blank one', () => {
    expect(write('search=x', { search: '   ' })).toBe('');
    expect(write('', { search: ' ann ' })).toBe('search=ann');
  });

  it('round-trips', () => {
    const url = write('', { page: 3, pageSize: 10, ordering: 'role', search: 'a', filters: { role: 'user' } });
    // An explicit page wins over "back to page 1".
    expect(read(url)).toEqual({ page: 3, pageSize: 10, ordering: 'role', search: 'a', filters: { role: 'user' } });
    expect(read(write(url, { search: 'b' })).page).toBe(1);
  });
});

describe('toApiQuery', () => {
  it('sends page and page_size always, the rest when set', () => {
    expect(toApiQuery(read(''))).toEqual({ page: 1, page_size: 25 });
    expect(toApiQuery(read('page=2&ordering=-email&search=x&role=admin'))).toEqual({
      page: 2,
      page_size: 25,
      ordering: '-email',
      search: 'x',
      role: 'admin',
    });
  });
});

describe('ordering', () => {
  it('reads the direction of a column from the first term, or the default', () => {
    expect(sortDirection('email', 'email')).toBe('ascending');
    expect(sortDirection('-email,role', 'email')).toBe('descending');
    expect(sortDirection('-email,role', 'role')).toBe('none');
    expect(sortDirection('', 'email', 'email')).toBe('ascending');
    expect(sortDirection('', 'email')).toBe('none');
  });

  it('a click sorts ascending first, then toggles', () => {
    expect(toggleOrdering('', 'role')).toBe('role');
    expect(toggleOrdering('role', 'role')).toBe('-role');
    expect(toggleOrdering('-role', 'role')).toBe('role');
    expect(toggleOrdering('-role', 'email')).toBe('email');
    // The default ordering counts as the current one.
    expect(toggleOrdering('', 'email', 'email')).toBe('-email');
  });
});

describe('pageRange and pageCount', () => {
  it('says "1–25 of 312" and so on', () => {
    expect(pageRange(1, 25, 312)).toEqual({ from: 1, to: 25 });
    expect(pageRange(13, 25, 312)).toEqual({ from: 301, to: 312 });
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
    expect(pageCount(312, 25)).toBe(13);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
  });
});

describe('apiListQuery', () => {
  it('gives the API its paging always, ordering and search only when set', () => {
    expect(apiListQuery({ page: 2, pageSize: 50, ordering: '', search: '' })).toEqual({ page: 2, page_size: 50 });
    expect(apiListQuery({ page: 1, pageSize: 25, ordering: '-name', search: 'nova' })).toEqual({
      page: 1,
      page_size: 25,
      ordering: '-name',
      search: 'nova',
    });
  });
});
