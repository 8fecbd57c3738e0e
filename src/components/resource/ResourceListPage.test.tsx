// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../../domain/access/app-ability';
import type { Brand } from '../../../domain/catalogue/brand';
import type { Column } from '../data/DataTable';
import { ResourceListPage } from './ResourceListPage';
import { brand, brandPage, brands, fakeApi, organizationPage, renderWithApi } from './test-support';
import { useResourceList } from './useResourceList';

const ability = vi.hoisted(() => ({ current: null as ReturnType<typeof createAppAbility> | null }));
vi.mock('../../lib/session/SessionProvider', () => ({
  useAppAbility: () => ability.current,
  // No signed-in user: organisations are named from the organisations' list alone.
  useSession: () => null,
}));

const columns: Column<Brand>[] = [
  { id: 'name', header: 'catalogueConfig.columns.brand', sortField: 'name', cell: (row) => row.name },
];

function BrandList({ onCreate = () => undefined }: { onCreate?: () => void }) {
  const { list, query } = useResourceList(brands);
  return (
    <ResourceListPage
      resource={brands}
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      query={query}
      create={{ onClick: onCreate }}
    />
  );
}

const serving = (rows: Brand[]) => fakeApi(() => ({ body: brandPage(rows) }));

afterEach(() => {
  cleanup();
  ability.current = null;
});

describe('ResourceListPage', () => {
  it('shows its heading and the rows the API answers for the URL’s page, search and valid filters', async () => {
    const api = serving([brand(1, 'Acme'), brand(2, 'Zenith')]);
    renderWithApi(<BrandList />, api, '/brands?page_size=10&search=ac&is_active=maybe');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Brands');
    const table = await screen.findByRole('table', { name: 'Brands' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(api.requests).toEqual(['GET /api/brands/?page=1&page_size=10&search=ac']);
  });

  it('offers Add only to those whose ability lets them create one', async () => {
    const onCreate = vi.fn();
    ability.current = createAppAbility([{ action: 'read', subject: 'Brand' }]);
    const readOnly = renderWithApi(<BrandList />, serving([]), '/brands');
    expect(readOnly.queryByTestId('add-brand')).toBeNull();
    cleanup();

    ability.current = createAppAbility([{ action: ['read', 'create'], subject: 'Brand' }]);
    renderWithApi(<BrandList onCreate={onCreate} />, serving([]), '/brands');
    screen.getByTestId('add-brand').click();
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it('says the list failed to load, and asks again on Retry', async () => {
    let fail = true;
    const api = fakeApi(() =>
      fail ? { body: { detail: 'Boom' }, status: 500 } : { body: brandPage([brand(1)]) },
    );
    renderWithApi(<BrandList />, api, '/brands');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Failed to load brands')).toBeTruthy();
    fail = false;
    retry.click();
    expect(await screen.findByText('Brand 1')).toBeTruthy();
  });

  describe('the organisation column and filter', () => {
    const tenant = { is_active: true, logo: null, users_count: 1, created_at: '', updated_at: '' };
    const DEMO = { ...tenant, id: 1, code: 'DEMO', name: 'Demo Group' };
    const ACME = { ...tenant, id: 2, code: 'ACME', name: 'Acme' };
    const acmeBrand = { ...brand(2, 'Rocket'), id_organization: 2 };
    const servingOrganizations = (organizations: (typeof DEMO)[]) =>
      fakeApi((_method, url) =>
        url.pathname === '/api/organizations/'
          ? { body: organizationPage(organizations) }
          : { body: brandPage([brand(1, 'Nova'), acmeBrand]) },
      );
    const headers = (table: HTMLElement) =>
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);

    it('name each row’s organisation and filter by it for whoever reads several', async () => {
      ability.current = createAppAbility([{ action: 'manage', subject: 'all' }]);
      const api = servingOrganizations([ACME, DEMO]);
      renderWithApi(<BrandList />, api, '/brands');
      const table = await screen.findByRole('table', { name: 'Brands' });
      await waitFor(() => expect(headers(table)).toContain('Organisation'));
      const rocket = within(table).getByText('Rocket').closest('tr')!;
      expect(within(rocket).getByText('Acme')).toBeTruthy();

      fireEvent.change(screen.getByLabelText('Organisation'), { target: { value: '2' } });
      await waitFor(() =>
        expect(api.requests).toContain('GET /api/brands/?page=1&page_size=25&organization=2'),
      );
    });

    it('are left out for whoever reads one organisation (or none)', async () => {
      ability.current = createAppAbility([{ action: 'read', subject: ['Brand', 'Organization'] }]);
      const api = servingOrganizations([DEMO]);
      renderWithApi(<BrandList />, api, '/brands');
      const table = await screen.findByRole('table', { name: 'Brands' });
      await waitFor(() => expect(api.requests).toContain('GET /api/organizations/?page_size=100'));
      await within(table).findByText('Nova');
      expect(headers(table)).not.toContain('Organisation');
      expect(screen.queryByLabelText('Organisation')).toBeNull();
      cleanup();

      ability.current = createAppAbility([{ action: 'read', subject: 'Brand' }]);
      const asked = servingOrganizations([ACME, DEMO]);
      renderWithApi(<BrandList />, asked, '/brands');
      await screen.findByText('Nova');
      expect(asked.requests.some((r) => r.includes('/api/organizations/'))).toBe(false);
    });
  });
});
