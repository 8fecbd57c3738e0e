import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../api/schema';
import { useApiClient } from '../../lib/ApiProvider';
import { resourceKeys, type ItemPath, type ListPath } from './resource';

type JsonBody<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type JsonAnswer<O, Status extends number> = O extends {
  responses: { [S in Status]: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
type Operation<Path, Method extends string> = Path extends keyof paths
  ? paths[Path] extends { [M in Method]: infer O }
    ? O
    : never
  : never;

/** What POST on the list takes and answers (201), and what PATCH on a row takes and answers. */
export type CreateBody<P extends ListPath> = JsonBody<Operation<P, 'post'>>;
export type Created<P extends ListPath> = JsonAnswer<Operation<P, 'post'>, 201>;
export type UpdateBody<P extends ListPath> = JsonBody<Operation<ItemPath<P>, 'patch'>>;
export type Updated<P extends ListPath> = JsonAnswer<Operation<ItemPath<P>, 'patch'>, 200>;

/** One call of the typed client, as every resource path has it (its types are per literal path). */
type Send = (
  path: string,
  init: { params?: { path: { id: number } }; body?: unknown },
) => Promise<{ data?: unknown; error?: unknown }>;

/**
 * Create, update (PATCH) and delete on a resource, each followed by the invalidation of its lists
 * and rows (their query keys derive from its path), so every screen showing them asks again.
 * Rejects with the API's error body (`{field: [...]}` or `{detail}`), as the forms expect.
 */
export function useResourceMutations<P extends ListPath>(resource: { path: P }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const keys = resourceKeys(resource);
  const itemPath = keys.item[1];
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.list }),
      queryClient.invalidateQueries({ queryKey: keys.item }),
    ]).then(() => undefined);
  const call = async (send: Send, path: string, init: Parameters<Send>[1]) => {
    const { data, error } = await send(path, init);
    if (error !== undefined) throw error;
    return data;
  };
  const post = client.POST as unknown as Send;
  const patch = client.PATCH as unknown as Send;
  const remove = client.DELETE as unknown as Send;

  return {
    create: useMutation({
      mutationFn: (body: CreateBody<P>) => call(post, resource.path, { body }) as Promise<Created<P>>,
      onSuccess: invalidate,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: UpdateBody<P> }) =>
        call(patch, itemPath, { params: { path: { id } }, body }) as Promise<Updated<P>>,
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (id: number) => call(remove, itemPath, { params: { path: { id } } }).then(() => undefined),
      onSuccess: invalidate,
    }),
    /** For changes made otherwise (a logo uploaded after the row was saved). */
    invalidate,
  };
}
