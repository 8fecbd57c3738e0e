// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProviders, brand, brandPage, brands, fakeApi } from './test-support';
import { useResourceList } from './useResourceList';
import { useResourceMutations } from './useResourceMutations';

/** A list on screen and the mutations of its resource, over a fake API of brands. */
function setUp() {
  const api = fakeApi((method, url) => {
    if (method === 'GET') return { body: brandPage([brand(1)]) };
    if (method === 'POST') return { body: brand(2, 'New'), status: 201 };
    if (url.pathname === '/api/brands/9/') return { body: { detail: 'Not found.' }, status: 404 };
    return { body: brand(1, 'Renamed') };
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <ApiProviders api={api}>{children}</ApiProviders>
    </MemoryRouter>
  );
  const view = renderHook(() => ({ list: useResourceList(brands), change: useResourceMutations(brands) }), {
    wrapper,
  });
  return { api, view };
}

const listRequests = (requests: string[]) => requests.filter((r) => r.startsWith('GET /api/brands/?'));

afterEach(cleanup);

describe('useResourceMutations', () => {
  it('creates, updates and deletes at the resource’s paths, then the list asks again', async () => {
    const { api, view } = setUp();
    await waitFor(() => expect(view.result.current.list.query.data?.count).toBe(1));

    let created;
    await act(async () => {
      const { id: _id, id_organization: _org, logo: _logo, products_count: _n, ...body } = brand(2, 'New');
      created = await view.result.current.change.create.mutateAsync(body);
    });
    expect(created).toMatchObject({ id: 2, name: 'New' });
    await act(() => view.result.current.change.update.mutateAsync({ id: 1, body: { name: 'Renamed' } }));
    await act(() => view.result.current.change.remove.mutateAsync(1));

    await waitFor(() => expect(listRequests(api.requests)).toHaveLength(4));
    expect(api.requests.filter((r) => !r.startsWith('GET'))).toEqual([
      'POST /api/brands/',
      'PATCH /api/brands/1/',
      'DELETE /api/brands/1/',
    ]);
  });

  it('rejects with the API’s error body and leaves the list as it is', async () => {
    const { api, view } = setUp();
    await waitFor(() => expect(view.result.current.list.query.data?.count).toBe(1));
    await expect(view.result.current.change.remove.mutateAsync(9)).rejects.toEqual({ detail: 'Not found.' });
    expect(listRequests(api.requests)).toHaveLength(1);
  });
});
