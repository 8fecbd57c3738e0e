// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../../domain/access/app-ability';
import { unitMessages } from '../../../domain/units/messages';
import { brandPage, fakeApi, renderWithApi } from '../../components/resource/test-support';
import type { UnitRow } from './unitRow';
import { UnitViewPage } from './UnitViewPage';

const ability = vi.hoisted(() => ({ current: null as ReturnType<typeof createAppAbility> | null }));
vi.mock('../../lib/session/SessionProvider', () => ({
  useAppAbility: () => ability.current,
  useSession: () => null,
}));

const company = (patch: Partial<UnitRow> = {}): UnitRow => ({
  id: 7,
  id_organization: 1,
  code: 'NW_TRADING',
  name: 'Northwind Trading',
  description: 'Import and wholesale.',
  status_id: 2,
  type_id: null,
  group_id: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  ...patch,
});

type Answer = { body: unknown; status?: number };

/** The API of the company's page: the row, its references' lists, and empty lists elsewhere. */
function api(
  row: UnitRow | null,
  writes: (method: string, url: URL) => Answer | undefined = () => undefined,
) {
  return fakeApi((method, url) => {
    const written = method === 'GET' ? undefined : writes(method, url);
    if (written) return written;
    if (url.pathname === '/api/companies/7/')
      return row ? { body: row } : { body: { detail: unitMessages.notFound('company') }, status: 404 };
    if (url.pathname === '/api/groups/') return { body: brandPage([{ id: 3, name: 'Northwind Holding' }]) };
    if (url.pathname === '/api/unit-statuses/') return { body: brandPage([{ id: 2, name: 'Active' }]) };
    return { body: brandPage([], 0) };
  });
}

const at = (served: ReturnType<typeof api>, url = '/apps/organization/company/view/7') =>
  renderWithApi(
    <Routes>
      <Route path="/apps/organization/company/view/:id/:tab?" element={<UnitViewPage kind="company" />} />
    </Routes>,
    served,
    url,
  );

/** CLIENT_ADMIN's right on its own organisation (1). */
const ownOrganization = () =>
  createAppAbility([{ action: ['read', 'update'], subject: 'Organization', conditions: { id: 1 } }]);

afterEach(() => {
  cleanup();
  ability.current = null;
});

describe('UnitViewPage', () => {
  it("says the spec's not-found message for an unknown id", async () => {
    at(api(null));
    expect((await screen.findByRole('alert')).textContent).toBe('Company not found.');
    expect(screen.getByRole('link', { name: 'Back to companies' }).getAttribute('href')).toBe(
      '/apps/organization/company/list',
    );
  });

  it('shows the bio panel (name, code, parent link, status, counts) and the tabs, the overview first', async () => {
    ability.current = ownOrganization();
    const view = at(api(company()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Trading' })).toBeTruthy();
    expect(screen.getByTestId('unit-code').textContent).toBe('NW_TRADING');
    await waitFor(() => expect(screen.getByTestId('unit-parent').textContent).toBe('Northwind Holding'));
    expect(screen.getByTestId('unit-parent').getAttribute('href')).toBe('/apps/organization/group/view/3');
    expect(screen.getByTestId('unit-status').textContent).toBe('Active');
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Addresses', 'Contacts', 'Establishments']);
    await waitFor(() => expect(view.location()).toBe('/apps/organization/company/view/7/overview'));
    await waitFor(() =>
      expect(screen.getAllByTestId('unit-figure').map((f) => f.textContent)).toEqual(['0', '0', '0']),
    );
  });

  it('offers edit and delete only for a unit of an organisation the reader may update', async () => {
    ability.current = createAppAbility([{ action: 'read', subject: 'Organization', conditions: { id: 1 } }]);
    at(api(company()));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('edit-unit')).toBeNull();
    expect(screen.getByText('You may read this unit but not change it.')).toBeTruthy();
    cleanup();

    ability.current = ownOrganization();
    at(api(company({ id_organization: 2 })));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('edit-unit')).toBeNull();
    cleanup();

    at(api(company()));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('edit-unit')).toBeTruthy();
    expect(screen.getByTestId('delete-unit')).toBeTruthy();
  });

  it('asks before closing the info-edit dialog with unsaved changes, and puts the server’s message on its field', async () => {
    ability.current = ownOrganization();
    const served = api(company(), (method) => {
      if (method !== 'PATCH') return undefined;
      return { body: { code: [unitMessages.codeTaken('company')] }, status: 400 };
    });
    at(served);
    fireEvent.click(await screen.findByTestId('edit-unit'));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByDisplayValue('Northwind Trading');
    fireEvent.change(name, { target: { value: 'Northwind Trade' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog');
    expect(question.textContent).toContain('You have unsaved changes. Are you sure you want to close?');
    // jsdom may still have the question under the first dialog's aria-hidden of the page (a
    // browser does not: the e2e spec presses the same button by its role).
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('This company code is already in use')).toBeTruthy();
    expect(served.requests).toContain('PATCH /api/companies/7/');
  });

  it('says why a delete is refused (409), in the reader’s words', async () => {
    ability.current = ownOrganization();
    at(
      api(company(), (method) =>
        method === 'DELETE'
          ? { body: { detail: unitMessages.hasChildren('company', 2, 'establishment') }, status: 409 }
          : undefined,
      ),
    );
    fireEvent.click(await screen.findByTestId('delete-unit'));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('This company still has 2 establishments: move or delete them first.'),
    ).toBeTruthy();
  });
});
