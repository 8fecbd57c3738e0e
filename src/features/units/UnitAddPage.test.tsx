// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../../domain/access/app-ability';
import { unitMessages } from '../../../domain/units/messages';
import { brandPage, fakeApi, renderWithApi } from '../../components/resource/test-support';
import { UnitAddPage } from './UnitAddPage';

vi.mock('../../lib/session/SessionProvider', () => ({
  useAppAbility: () =>
    createAppAbility([{ action: ['read', 'update'], subject: 'Organization', conditions: { id: 1 } }]),
  useSession: () => null,
}));

afterEach(cleanup);

describe('UnitAddPage', () => {
  it('starts with the parent of the link that opened it, and opens the new unit once saved', async () => {
    const api = fakeApi((method, url) => {
      if (method === 'POST') {
        return { body: { id: 41, name: 'Lyon office', id_organization: 1 }, status: 201 };
      }
      if (url.pathname === '/api/companies/')
        return { body: brandPage([{ id: 5, name: 'Northwind Trading' }]) };
      return { body: brandPage([]) };
    });
    const view = renderWithApi(<UnitAddPage kind="establishment" />, api, '/add?parent=5');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('New establishment');
    const company = await screen.findByTestId('company_id-select');
    await waitFor(() => expect((company as HTMLSelectElement).value).toBe('5'));

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Lyon office' } });
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('LYON_OFFICE');
    fireEvent.click(screen.getByTestId('save-unit'));
    await waitFor(() => expect(view.location()).toBe('/apps/organization/establishment/view/41'));
    expect(api.requests).toContain('POST /api/establishments/');
  });

  it('says on the code field that it is taken, as the API answers', async () => {
    const api = fakeApi((method) =>
      method === 'POST'
        ? { body: { code: [unitMessages.codeTaken('group')] }, status: 400 }
        : { body: brandPage([]) },
    );
    const view = renderWithApi(<UnitAddPage kind="group" />, api, '/add');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByTestId('save-unit'));
    expect(await screen.findByText('This group code is already in use')).toBeTruthy();
    expect(view.location()).toBe('/add');
  });
});
