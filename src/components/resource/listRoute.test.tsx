// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterContextProvider, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Brand } from '../../../domain/catalogue/brand';
import { queryLayerContext } from '../../lib/queryLayer';
import { system } from '../../lib/theme/system';
import type { Column } from '../data/DataTable';
import { testI18n } from '../data/test-support';
import { listRoute } from './listRoute';
import { ResourceTable } from './ResourceListPage';
import { ApiProviders, brand, brandPage, brands, fakeApi } from './test-support';
import { useResourceList } from './useResourceList';

// Signed out as far as the table knows: no ability, so no organisations to name.
vi.mock('../../lib/session/SessionProvider', () => ({ useAppAbility: () => null, useSession: () => null }));

const columns: Column<Brand>[] = [
  { id: 'name', header: 'catalogueConfig.columns.brand', cell: (row) => row.name },
];

function BrandTable() {
  const { list, query } = useResourceList(brands);
  return (
    <ResourceTable resource={brands} columns={columns} rowKey={(row) => row.id} list={list} query={query} />
  );
}

/** The app's router as it is made (the query layer in its context) around one list route. */
function renderRoute(api: ReturnType<typeof fakeApi>, page: ComponentType, { signedIn = true } = {}) {
  let loadPage!: () => void;
  const pageLoaded = new Promise<void>((resolve) => (loadPage = resolve));
  const router = createMemoryRouter(
    [
      {
        element: (
          <ApiProviders api={api}>
            <Outlet />
          </ApiProviders>
        ),
        HydrateFallback: () => null,
        children: [
          listRoute({
            path: '/brands',
            resource: async () => brands,
            page: () => pageLoaded.then(() => page),
          }),
        ],
      },
    ],
    {
      initialEntries: ['/brands?is_active=true'],
      future: { v8_middleware: true },
      getContext: () => {
        const context = new RouterContextProvider();
        context.set(queryLayerContext, { load: async () => api.layer, signedIn: () => signedIn });
        return context;
      },
    },
  );
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={testI18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { loadPage };
}

afterEach(cleanup);

describe('listRoute', () => {
  it('asks for the URL’s rows while the page’s code loads, and the page reads them without asking again', async () => {
    const api = fakeApi(() => ({ body: brandPage([brand(1, 'Acme')]) }));
    const { loadPage } = renderRoute(api, BrandTable);
    await waitFor(() =>
      expect(api.requests).toEqual(['GET /api/brands/?page=1&page_size=25&is_active=true']),
    );
    await waitFor(() => expect(api.layer.queryClient.isFetching()).toBe(0));
    loadPage();
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(api.requests).toHaveLength(1);
  });

  it('asks nothing before someone is signed in', async () => {
    const api = fakeApi(() => ({ body: brandPage([]) }));
    const { loadPage } = renderRoute(api, () => <p>Sign in first</p>, { signedIn: false });
    loadPage();
    expect(await screen.findByText('Sign in first')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });
});
