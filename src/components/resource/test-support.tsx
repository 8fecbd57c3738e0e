// Rendering the resource pieces in jsdom against a fake API: the typed client over a fetch the
// test answers, a fresh query cache, and the app's providers (see ../data/test-support).
// Not imported by the app.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import createClient from 'openapi-fetch';
import { vi } from 'vitest';
import { BrandListQuerySchema, type Brand } from '../../../domain/catalogue/brand';
import type { Organization } from '../../../domain/organizations/organization';
import type { paths } from '../../api/schema';
import { createQueryClient, createQueryHooks } from '../../api/queries';
import { ApiProvider, QueryHooksContext } from '../../lib/ApiProvider';
import type { QueryLayer } from '../../lib/queryLayer';
import { renderInApp } from '../data/test-support';
import { defineResource } from './resource';

export const brands = defineResource({
  path: '/api/brands/',
  name: 'brand',
  subject: 'Brand',
  texts: 'catalogueConfig.brands',
  listQuery: BrandListQuerySchema,
  filters: ['is_active'],
  defaultOrdering: 'name',
});

export const brand = (id: number, name = `Brand ${id}`): Brand => ({
  id,
  name,
  code: `B${id}`,
  description: '',
  website: '',
  logo: null,
  start_date: null,
  end_date: null,
  is_active: true,
  products_count: 0,
  id_organization: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake API: `answer` gets each request (method and URL) and returns the JSON body and status.
 * `requests` lists what was asked, as `GET /api/brands/?page=1…`.
 */
export function fakeApi(answer: (method: string, url: URL) => { body: unknown; status?: number }) {
  const requests: string[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const { body, status } = answer(request.method, url);
    return json(body, status);
  });
  const api = createClient<paths>({ baseUrl: 'http://api.test', fetch });
  const layer: QueryLayer = { queryClient: createQueryClient(), hooks: createQueryHooks(api) };
  return { api, layer, requests };
}

/** A page of brands as GET /api/brands/ answers it. */
export const brandPage = <T = Brand,>(rows: T[], count = rows.length) => ({
  count,
  next: null,
  previous: null,
  results: rows,
});

/** A page of organisations as GET /api/organizations/ answers it. */
export const organizationPage = (rows: Organization[]) => brandPage(rows);

/** The app's API, query cache and hooks around `ui`. */
export function ApiProviders({ api, children }: { api: ReturnType<typeof fakeApi>; children: ReactNode }) {
  return (
    <ApiProvider api={api.api}>
      <QueryClientProvider client={api.layer.queryClient}>
        <QueryHooksContext.Provider value={api.layer.hooks}>{children}</QueryHooksContext.Provider>
      </QueryClientProvider>
    </ApiProvider>
  );
}

/** `renderInApp` with the fake API's providers. */
export const renderWithApi = (ui: ReactNode, api: ReturnType<typeof fakeApi>, url = '/') =>
  renderInApp(<ApiProviders api={api}>{ui}</ApiProviders>, url);
