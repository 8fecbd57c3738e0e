// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppAbility } from '../../../domain/access/app-ability';
import {
  UnitStatusCreateSchema,
  UnitStatusListQuerySchema,
  UnitStatusUpdateSchema,
} from '../../../domain/units/parameters';
import { ParameterListPage, type ParameterKind, type ParameterRow } from './ParameterListPage';
import { defineResource } from './resource';
import { brandPage, fakeApi, renderWithApi } from './test-support';

const ability = vi.hoisted(() => ({ current: null as ReturnType<typeof createAppAbility> | null }));
vi.mock('../../lib/session/SessionProvider', () => ({
  useAppAbility: () => ability.current,
  useSession: () => null,
}));

const statuses = defineResource({
  path: '/api/unit-statuses/',
  name: 'unit-status',
  subject: 'Organization',
  writeAction: 'update',
  asSubject: (row) => ({ id: row.id_organization }),
  texts: 'unitsTree.statuses',
  listQuery: UnitStatusListQuerySchema,
  filters: [],
  defaultOrdering: 'name',
});

const kind: ParameterKind<ParameterRow> = {
  schemas: { create: UnitStatusCreateSchema, update: UnitStatusUpdateSchema },
  columns: [{ id: 'extra', header: 'catalogueConfig.columns.products', cell: (row) => `#${row.id}` }],
  keys: {
    deleteBody: 'unitsTree.parameters.deleteBody',
    delete: 'unitsTree.parameters.delete',
    save: 'unitsTree.parameters.save',
    codeSanitized: 'unitsTree.parameters.codeSanitized',
  },
  errorText: (m) => m,
};

const ACTIVE = {
  id: 4,
  id_organization: 1,
  name: 'Active',
  code: 'ACTIVE',
  description: 'In service',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const serving = () =>
  fakeApi((method, url) =>
    method === 'PATCH' && url.pathname === '/api/unit-statuses/4/'
      ? { body: { ...ACTIVE, name: 'Running' } }
      : { body: brandPage(url.pathname === '/api/unit-statuses/' ? [ACTIVE] : []) },
  );

const headers = () =>
  within(screen.getByRole('table', { name: 'Unit statuses' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

afterEach(() => {
  cleanup();
  ability.current = null;
});

describe('ParameterListPage', () => {
  it('lists name (with description), code and the kind’s columns; a reader is offered no change', async () => {
    ability.current = createAppAbility([{ action: 'read', subject: 'Organization', conditions: { id: 1 } }]);
    renderWithApi(<ParameterListPage resource={statuses} kind={kind} />, serving(), '/statuses');
    expect(await screen.findByText('In service')).toBeTruthy();
    expect(screen.getByText('#4')).toBeTruthy();
    expect(headers()).toEqual(['Name', 'Code', 'Products']);
    expect(screen.queryByTestId('add-unit-status')).toBeNull();
  });

  it('edits a row in its dialog, offered with Add to a writer, and saves it with one PATCH', async () => {
    ability.current = createAppAbility([
      { action: ['read', 'update'], subject: 'Organization', conditions: { id: 1 } },
    ]);
    const api = serving();
    renderWithApi(<ParameterListPage resource={statuses} kind={kind} />, api, '/statuses');
    await screen.findByText('In service');
    expect(headers()).toContain('Actions');
    expect(screen.getByTestId('add-unit-status')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Active' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Active' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Running' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests).toContain('PATCH /api/unit-statuses/4/'));
    const patch = api.requests.filter((r) => r.startsWith('PATCH'));
    expect(patch).toHaveLength(1);
  });
});
