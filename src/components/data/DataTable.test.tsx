// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type Column, type ListQueryResult } from './DataTable';
import { DEBOUNCE_MS } from './DebouncedInput';
import { FilterSelect } from './FilterSelect';
import { inApp, renderInApp } from './test-support';
import { useListState } from './useListState';

type Row = { id: number; name: string; role: string };
const rows = (from: number, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Person ${from + i}`, role: 'user' }));

const columns: Column<Row>[] = [
  { id: 'name', header: 'users.columns.user', sortField: 'email', cell: (r) => <a href={`#${r.id}`}>{r.name}</a> },
  { id: 'role', header: 'users.columns.role', sortField: 'role', cell: (r) => r.role },
  { id: 'team', header: 'users.columns.team', cell: () => '—' },
];

type Props = { query: (state: ReturnType<typeof useListState<'role'>>) => ListQueryResult<Row>; onRow?: (r: Row) => void };

function Harness({ query, onRow }: Props) {
  const list = useListState({ filters: ['role'] as const, defaultOrdering: 'email' });
  return (
    <DataTable
      label="People"
      columns={columns}
      rowKey={(r) => r.id}
      list={list}
      query={query(list)}
      onRowClick={onRow}
      searchLabel="Search people"
      filters={
        <FilterSelect
          label="Role"
          allLabel="All roles"
          value={list.state.filters.role ?? ''}
          onChange={(v) => list.setFilter('role', v)}
          options={[{ value: 'admin', label: 'Admin' }]}
        />
      }
    />
  );
}

/** A server of 312 rows: the page the list state asks for. */
const server312 = (list: ReturnType<typeof useListState<'role'>>): ListQueryResult<Row> => {
  const { page, pageSize } = list.state;
  const from = (page - 1) * pageSize + 1;
  return {
    data: { count: 312, results: rows(from, Math.max(0, Math.min(pageSize, 312 - from + 1))) },
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
  };
};

afterEach(cleanup);

describe('DataTable', () => {
  it('shows the columns, the rows and "1–25 of 312"', () => {
    renderInApp(<Harness query={server312} />, '/users');
    const table = screen.getByRole('table', { name: 'People' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['User', 'Role', 'Team']);
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByTestId('list-range').textContent).toBe('1–25 of 312');
    expect(screen.getByText('Page 1 of 13')).toBeTruthy();
  });

  it('says "about" when the count is the server’s estimate', () => {
    const estimated = (list: ReturnType<typeof useListState<'role'>>): ListQueryResult<Row> => {
      const page = server312(list);
      return { ...page, data: { ...page.data!, count: 1_000_012, count_is_estimate: true } };
    };
    renderInApp(<Harness query={estimated} />, '/users');
    expect(screen.getByTestId('list-range').textContent).toBe('1–25 of about 1,000,012');
    expect(screen.getByText('Page 1 of about 40,001')).toBeTruthy();
  });

  it('pages forward and back through the URL, and to the last page', () => {
    const app = renderInApp(<Harness query={server312} />, '/users?lang=ar');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(app.location()).toBe('/users?lang=ar&page=2');
    expect(screen.getByTestId('list-range').textContent).toBe('26–50 of 312');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByTestId('list-range').textContent).toBe('301–312 of 312');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    // Back, as the browser's back button does.
    act(() => void app.router.navigate(-1));
    expect(screen.getByTestId('list-range').textContent).toBe('26–50 of 312');
  });

  it('changes the page size (5/10/20/25/50/100) and goes back to page 1', () => {
    const app = renderInApp(<Harness query={server312} />, '/users?page=3');
    const select = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['5', '10', '20', '25', '50', '100']);
    fireEvent.change(select, { target: { value: '100' } });
    expect(app.location()).toBe('/users?page_size=100');
    expect(screen.getByTestId('list-range').textContent).toBe('1–100 of 312');
  });

  it('sorts by a column: ascending, then descending, with aria-sort on the header', () => {
    const app = renderInApp(<Harness query={server312} />, '/users?page=2');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    // The server's default ordering shows as the current one.
    expect(header('User').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Role').getAttribute('aria-sort')).toBeNull();
    expect(within(header('Team')).queryByRole('button')).toBeNull();

    fireEvent.click(within(header('Role')).getByRole('button', { name: 'Role' }));
    expect(app.location()).toBe('/users?ordering=role');
    expect(header('Role').getAttribute('aria-sort')).toBe('ascending');
    expect(header('User').getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(header('Role')).getByRole('button', { name: 'Role' }));
    expect(app.location()).toBe('/users?ordering=-role');
    expect(header('Role').getAttribute('aria-sort')).toBe('descending');
  });

  describe('search', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('searches after a pause in typing, from page 1', () => {
      const app = renderInApp(<Harness query={server312} />, '/users?page=4');
      const box = screen.getByRole('searchbox', { name: 'Search people' });
      fireEvent.change(box, { target: { value: 'an' } });
      act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 50));
      fireEvent.change(box, { target: { value: 'ann' } });
      act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 50));
      expect(app.location()).toBe('/users?page=4');
      act(() => vi.advanceTimersByTime(60));
      expect(app.location()).toBe('/users?search=ann');
    });

    it('searches at once on Enter; the box follows the URL (back button)', () => {
      const app = renderInApp(<Harness query={server312} />, '/users?search=old');
      const box = screen.getByRole('searchbox', { name: 'Search people' }) as HTMLInputElement;
      expect(box.value).toBe('old');
      fireEvent.change(box, { target: { value: 'new' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(app.location()).toBe('/users?search=new');
      act(() => void app.router.navigate(-1));
      expect(box.value).toBe('old');
    });
  });

  it('filters through the filters slot, and offers to clear when nothing matches', () => {
    const none = (): ListQueryResult<Row> => ({
      data: { count: 0, results: [] },
      isError: false,
      isFetching: false,
      refetch: vi.fn(),
    });
    const app = renderInApp(<Harness query={none} />, '/users?page=2');
    expect(screen.getByText('Nothing to show yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    expect(app.location()).toBe('/users?role=admin');
    expect(screen.getByText('Nothing matches the search or the filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(app.location()).toBe('/users');
    expect(screen.getByTestId('list-range').textContent).toBe('0–0 of 0');
  });

  it('shows a spinner while the first page loads, without a range', () => {
    const loading = (): ListQueryResult<Row> => ({ data: undefined, isError: false, isFetching: true, refetch: vi.fn() });
    renderInApp(<Harness query={loading} />);
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('list-range').textContent).toBe('');
  });

  it('shows the error with Retry, and no rows', () => {
    const refetch = vi.fn();
    const failing = (): ListQueryResult<Row> => ({ data: undefined, isError: true, isFetching: false, refetch });
    renderInApp(<Harness query={failing} />);
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a click on a row opens it; a click on a link in it is left to the link', () => {
    const onRow = vi.fn();
    renderInApp(<Harness query={server312} onRow={onRow} />);
    fireEvent.click(screen.getAllByRole('cell', { name: 'user' })[2]!);
    expect(onRow).toHaveBeenCalledWith({ id: 3, name: 'Person 3', role: 'user' });
    fireEvent.click(screen.getByRole('link', { name: 'Person 4' }));
    expect(onRow).toHaveBeenCalledTimes(1);
  });

  it('a page beyond the last one shows the last page, replacing the history entry', () => {
    const app = renderInApp(<Harness query={server312} />, '/users?page=99');
    expect(app.location()).toBe('/users?page=13');
    expect(screen.getByTestId('list-range').textContent).toBe('301–312 of 312');
  });

  it('announces the number of results once loaded', () => {
    renderInApp(<Harness query={server312} />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Results: 312');
  });
});

describe('DataTable on a page the server drew', () => {
  it('searches for what was typed into its drawn search box before the app took over', async () => {
    vi.useFakeTimers();
    try {
      const { tree, router } = inApp(<Harness query={server312} />);
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(tree);
      const box = container.querySelector<HTMLInputElement>('input[type="search"]')!;
      box.value = 'Person 7';
      const root = await act(async () => hydrateRoot(container, tree));
      expect(box.value).toBe('Person 7');
      await act(async () => vi.advanceTimersByTime(DEBOUNCE_MS));
      expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Person 7');
      act(() => root.unmount());
      container.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is hydrated as drawn though its list asks again meanwhile, and then says how many rows match', async () => {
    const page = (isFetching: boolean) =>
      inApp(<Harness query={(list) => ({ ...server312(list), isFetching })} />).tree;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page(false));
    const drawnRow = container.querySelector('tbody tr');
    expect(drawnRow).not.toBeNull();

    // A mismatch React recovers from by drawing again, or one it leaves in place and reports.
    const recovered: unknown[] = [];
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () =>
      hydrateRoot(container, page(true), { onRecoverableError: (error) => recovered.push(error) }),
    );
    expect(recovered).toEqual([]);
    expect(reported).not.toHaveBeenCalled();
    reported.mockRestore();
    expect(drawnRow!.isConnected).toBe(true);

    await act(async () => root.render(page(false)));
    await waitFor(() => expect(container.querySelector('[aria-live]')!.textContent).toMatch(/312/));
    act(() => root.unmount());
    container.remove();
  });
});
