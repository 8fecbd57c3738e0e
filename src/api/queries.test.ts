// @vitest-environment jsdom
import {
  dehydrate,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import createClient from 'openapi-fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '../../machines/session/test-support';
import { createApiClient } from './http';
import { createQueryClient, createQueryHooks } from './queries';
import type { paths } from './schema';
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

async function setup(
  handler: (request: Request, seen: SeenRequest) => Response | Promise<Response>,
  serverState?: DehydratedState,
) {
  const token = tokenExpiringIn(TEN_MINUTES);
  const { session } = await startTestSession({ accessToken: token });
  const { fetch, seen } = createFakeFetch(handler);
  const hooks = createQueryHooks(createApiClient({ session, fetch, baseUrl: BASE_URL }));
  const queryClient = createQueryClient(serverState);
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

describe('the answers a server-drawn page came with', () => {
  /** The user as a page drawn `age` ms ago held it, and a query of it that is fresh for 5 s. */
  async function drawnAgo(age: number) {
    const drawn = new QueryClient();
    // Only its key is read: no request goes through this client.
    const { queryKey } = createQueryHooks(createClient<paths>()).queryOptions('get', '/api/auth/user/');
    drawn.setQueryData(queryKey, { ...testUser, first_name: 'Drawn' }, { updatedAt: Date.now() - age });
    const setupDone = await setup(() => json(200, { ...testUser, first_name: 'Asked' }), dehydrate(drawn));
    const options = { ...setupDone.hooks.queryOptions('get', '/api/auth/user/'), staleTime: 5_000 };
    return { ...setupDone, options };
  }

  it('count as fresh for 30 s from the drawing, even where a query keeps its own answers 5 s', async () => {
    const { options, queryClient, seen, wrapper } = await drawnAgo(10_000);
    const { result } = renderHook(() => useQuery(options), { wrapper });
    expect(result.current.data?.first_name).toBe('Drawn');
    expect(result.current.isFetching).toBe(false);
    expect(seen).toHaveLength(0);

    // Once asked again, the query's own 5 s hold.
    await queryClient.invalidateQueries({ queryKey: options.queryKey });
    await waitFor(() => expect(result.current.data?.first_name).toBe('Asked'));
    expect(queryClient.getQueryCache().find({ queryKey: options.queryKey })!.isStale()).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('are asked again once 30 s old', async () => {
    const { options, seen, wrapper } = await drawnAgo(31_000);
    const { result } = renderHook(() => useQuery(options), { wrapper });
    await waitFor(() => expect(result.current.data?.first_name).toBe('Asked'));
    expect(seen).toHaveLength(1);
  });
});
