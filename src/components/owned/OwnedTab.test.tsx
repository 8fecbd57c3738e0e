// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnitAddress } from '../../../domain/units/addresses';
import { brandPage, fakeApi, renderWithApi } from '../resource/test-support';
import { OwnedTab } from './OwnedTab';

const address = (id: number, street: string, main = false): UnitAddress => ({
  id,
  id_organization: 1,
  unit_kind: 'company',
  unit_id: 7,
  address: street,
  city: 'Lyon',
  postal_code: '69002',
  state: '',
  country: 'France',
  is_main: main,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** The company's addresses, with what each write sends (`METHOD path body`). */
function serving(rows: UnitAddress[]) {
  const writes: string[] = [];
  const api = fakeApi((method, url) => {
    if (method === 'GET') return { body: brandPage(rows) };
    writes.push(`${method} ${url.pathname}`);
    if (method === 'POST')
      return { body: { country: ['Ensure this field has no more than 100 characters.'] }, status: 400 };
    return { body: address(2, 'Rue B', true) };
  });
  return { api, writes };
}

const tab = (api: ReturnType<typeof fakeApi>, canChange: boolean) =>
  renderWithApi(
    <OwnedTab
      ownerPath="/api/companies/"
      owned="addresses"
      owner={{ id: 7, name: 'Northwind' }}
      canChange={canChange}
    />,
    api,
  );

afterEach(cleanup);

describe('OwnedTab (addresses)', () => {
  it('lists the unit’s addresses with the main one marked, and "make main" on the others', async () => {
    const { api, writes } = serving([address(1, 'Rue A', true), address(2, 'Rue B')]);
    tab(api, true);
    const table = await screen.findByRole('table', { name: 'Addresses' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(api.requests[0]).toBe('GET /api/companies/7/addresses/?page=1&page_size=25');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Main')).toBeTruthy();
    expect(within(first!).queryByRole('button', { name: /main address/ })).toBeNull();

    fireEvent.click(within(second!).getByRole('button', { name: 'Make Rue B the main address' }));
    await waitFor(() => expect(writes).toEqual(['PATCH /api/companies/7/addresses/2/']));
  });

  it('offers no change to a reader who may not update the unit, and says so', async () => {
    const { api } = serving([address(1, 'Rue A', true), address(2, 'Rue B')]);
    tab(api, false);
    const table = await screen.findByRole('table', { name: 'Addresses' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByTestId('add-address')).toBeNull();
    expect(screen.getByText('You may read these but not change them.')).toBeTruthy();
  });

  it('adds an address through its dialog, with the API’s messages on the fields', async () => {
    const { api, writes } = serving([]);
    tab(api, true);
    fireEvent.click(await screen.findByTestId('add-address'));
    const dialog = await screen.findByRole('dialog');
    // The domain's schema first: the address is required.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Address/), { target: { value: '   x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(writes).toEqual(['POST /api/companies/7/addresses/']));
    expect(
      await within(dialog).findByText('Ensure this field has no more than 100 characters.'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('This field is required.')).toBeNull();
  });
});
