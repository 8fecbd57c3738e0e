// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { Routes, Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../data/test-support';
import { DetailPage, useRouteId, type DetailQuery } from './DetailPage';

type Row = { name: string };
const query = (patch: Partial<DetailQuery<Row>>): DetailQuery<Row> => ({
  data: undefined,
  error: null,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...patch,
});

function UserPage({ detail }: { detail: DetailQuery<Row> }) {
  return (
    <DetailPage
      texts="users.view"
      backTo="/users"
      id={useRouteId()}
      query={detail}
      tabs={(row) => ({
        base: '/users/1',
        tabs: [
          { value: 'profile', label: 'Profile', content: <p>Profile of {row.name}</p> },
          { value: 'roles', label: 'Roles', content: <p>Roles of {row.name}</p> },
        ],
      })}
    >
      {(row) => <h1>{row.name}</h1>}
    </DetailPage>
  );
}

const at = (url: string, detail: DetailQuery<Row>) =>
  renderInApp(
    <Routes>
      <Route path="/users/:id/:tab?" element={<UserPage detail={detail} />} />
    </Routes>,
    url,
  );

afterEach(cleanup);

describe('DetailPage', () => {
  it('links back to the list and says not found for an id no row can have, or a 404', () => {
    at('/users/abc', query({}));
    expect(screen.getByRole('link', { name: 'Back to users' }).getAttribute('href')).toBe('/users');
    expect(screen.getByRole('alert').textContent).toBe(
      'This user does not exist, or is outside what you may see.',
    );
    cleanup();
    at('/users/1', query({ isError: true, error: { detail: 'Not found.' } }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This user does not exist, or is outside what you may see.',
    );
  });

  it('says the row failed to load, and asks again on Retry', () => {
    const detail = query({ isError: true, error: { detail: 'Boom' } });
    at('/users/1', detail);
    expect(screen.getByText('Failed to load the user')).toBeTruthy();
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(detail.refetch).toHaveBeenCalledOnce();
  });

  it('shows the row with its tabs, opening the first when the URL names none', async () => {
    const view = at('/users/1', query({ data: { name: 'Ada' } }));
    expect(screen.getByRole('heading', { name: 'Ada' })).toBeTruthy();
    expect(await screen.findByText('Profile of Ada')).toBeTruthy();
    expect(view.location()).toBe('/users/1/profile');
  });
});
