// @vitest-environment jsdom
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useListState } from './useListState';

function renderList() {
  let location = '';
  const hook = renderHook(
    () => {
      location = useLocation().search;
      return useListState({ filters: ['status', 'rating'] as const });
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => {
        const router = createMemoryRouter([{ path: '/', element: children }], { initialEntries: ['/?status=pending'] });
        return <RouterProvider router={router} />;
      },
    },
  );
  return { ...hook, location: () => location };
}

describe('useListState', () => {
  it('keeps two changes made one right after the other (before the router re-renders)', async () => {
    const { result, location } = renderList();
    expect(result.current.state.filters).toEqual({ status: 'pending' });
    const { setFilter } = result.current;
    await act(async () => {
      setFilter('status', '');
      setFilter('rating', '5');
    });
    expect(result.current.state.filters).toEqual({ rating: '5' });
    expect(location()).toBe('?rating=5');
  });

  it('drops a change committed while the user is on the way to another page', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let list!: ReturnType<typeof useListState>;
    function List() {
      list = useListState();
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: '/', element: <List /> },
        { path: '/row', lazy: async () => (await arrived, { element: <p>row</p> }) },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      void router.navigate('/row');
    });
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => list.setSearch('late'));
    await act(async () => arrive());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/row'));
    expect(router.state.location.search).toBe('');
  });
});
