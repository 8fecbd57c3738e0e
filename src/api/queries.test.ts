// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '../../machines/session/test-support';
import { createApiClient } from './http';
import { createQueryClient, createQueryHooks } from './queries';
import {
  BASE_URL,
  bearerOf,
  createFakeFetch,
  deferred,
  json,
  startTestSession,
  TEN_MINUTES,
  tokenExpiringIn,
  type SeenRequest,
} from './test-support';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function setup(handler: (request: Request, seen: SeenRequest) => Response | Promise<Response>) {
  const token = tokenExpiringIn(TEN_MINUTES);
  const { session } = await startTestSession({ accessToken: token });
  const { fetch, seen } = createFakeFetch(handler);
  const hooks = createQueryHooks(createApiClient({ session, fetch, baseUrl: BASE_URL }));
  const queryClient = createQueryClient();
  stops.push(
    () => session.stop(),
    () => queryClient.clear(),
  );
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { hooks, queryClient, seen, token, wrapper };
}

describe('createQueryClient', () => {
  it('does not retry on its own', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('createQueryHooks', () => {
  it('fetches through the session-aware client', async () => {
    const { hooks, seen, token, wrapper } = await setup(() => json(200, testUser));

    const { result } = renderHook(() => hooks.useQuery('get', '/api/auth/user/'), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(testUser);
    expect(seen.map(bearerOf)).toEqual([token]);
  });

  it('a failing read is tried twice in all (the HTTP retry), not again by react-query', async () => {
    const { hooks, seen, wrapper } = await setup(() => json(503, { detail: 'later' }));

    const { result } = renderHook(() => hooks.useQuery('get', '/api/auth/user/'), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual({ detail: 'later' });
    expect(seen).toHaveLength(2);
  });

  it('an invalidation during a first fetch asks again: the answer shown is from after the write', async () => {
    const before = deferred<Response>();
    let asked = 0;
    const { hooks, queryClient, seen, wrapper } = await setup(() =>
      ++asked === 1 ? before.promise : json(200, { ...testUser, first_name: 'After' }),
    );

    const { result } = renderHook(() => hooks.useQuery('get', '/api/auth/user/'), { wrapper });
    await waitFor(() => expect(seen).toHaveLength(1));
    const invalidated = queryClient.invalidateQueries({ queryKey: ['get', '/api/auth/user/'] });
    before.resolve(json(200, { ...testUser, first_name: 'Before' }));
    await invalidated;

    await waitFor(() => expect(result.current.data?.first_name).toBe('After'));
    expect(seen).toHaveLength(2);
  });

  it('a failing mutation is sent once', async () => {
    const { hooks, seen, wrapper } = await setup(() => json(503, { detail: 'later' }));

    const { result } = renderHook(() => hooks.useMutation('patch', '/api/auth/user/'), { wrapper });
    result.current.mutate({ body: { first_name: 'Grace' } });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(seen).toHaveLength(1);
  });
});
