// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
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
});
