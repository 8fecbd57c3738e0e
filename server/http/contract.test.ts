import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { completeDocument, declareErrors, routeFacts } from './contract';

const op = (extra: Record<string, unknown> = {}) => ({ responses: { 200: { description: 'ok' } }, ...extra });
const pathParam = { in: 'path', name: 'id' };

function complete(paths: Record<string, Record<string, object>>, routes: object[] = []) {
  const facts = routeFacts();
  for (const route of routes) facts.onRoute(route as never);
  return completeDocument(
    {
      paths,
      components: { schemas: { Used: { type: 'object' }, Unused: { type: 'object' }, ViaUsed: {} } },
    },
    facts,
  ) as unknown as {
    paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
  };
}
const statuses = (operation: { responses: Record<string, unknown> }) => Object.keys(operation.responses);

describe('completeDocument', () => {
  it('names every operation after its path and verb', () => {
    const doc = complete({
      '/api/brands/': { get: op(), post: op() },
      '/api/brands/{id}/': { get: op(), put: op(), patch: op(), delete: op() },
      '/api/products/{id}/images/order/': { put: op() },
      '/api/users/me/': { get: op() },
    });
    expect(doc.paths['/api/brands/']!.get!.operationId).toBe('brands_list');
    expect(doc.paths['/api/brands/']!.post!.operationId).toBe('brands_create');
    expect(doc.paths['/api/brands/{id}/']!.get!.operationId).toBe('brands_read');
    expect(doc.paths['/api/brands/{id}/']!.put!.operationId).toBe('brands_update');
    expect(doc.paths['/api/brands/{id}/']!.patch!.operationId).toBe('brands_partial_update');
    expect(doc.paths['/api/brands/{id}/']!.delete!.operationId).toBe('brands_delete');
    expect(doc.paths['/api/products/{id}/images/order/']!.put!.operationId).toBe(
      'products_images_order_update',
    );
    expect(doc.paths['/api/users/me/']!.get!.operationId).toBe('users_me_read');
  });

  it('refuses two operations with one name', () => {
    expect(() => complete({ '/api/a-b/': { get: op() }, '/api/a_b/': { get: op() } })).toThrow(/also/);
  });

  it('derives the errors from what the operation is', () => {
    const doc = complete({
      '/api/health/': { get: op({ security: [] }) },
      '/api/brands/': { post: op({ requestBody: {} }) },
      '/api/brands/{id}/': { delete: op({ parameters: [pathParam] }) },
    });
    expect(statuses(doc.paths['/api/health/']!.get!)).toEqual(['200', '500', '503']);
    expect(statuses(doc.paths['/api/brands/']!.post!)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
      '500',
      '503',
    ]);
    // A DELETE's body is read (and refused past the limit or in another type) though unused.
    expect(statuses(doc.paths['/api/brands/{id}/']!.delete!)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '500',
      '503',
    ]);
    expect(doc.paths['/api/brands/']!.post!.responses['400']).toEqual({
      $ref: '#/components/responses/BadRequest',
    });
  });

  it('adds what a route declares, and documents its raw bodies', () => {
    const doc = complete(
      {
        '/api/auth/login/': { post: op({ security: [], requestBody: {} }) },
        '/api/files/{key}/': { get: op({ parameters: [{ in: 'path', name: 'key' }] }) },
      },
      [
        { method: 'POST', url: '/api/auth/login/', config: { errors: [429] } },
        { method: 'GET', url: '/api/files/:key/', config: { media: { response: ['image/png'] } } },
      ],
    );
    expect(statuses(doc.paths['/api/auth/login/']!.post!)).toContain('429');
    expect(doc.paths['/api/files/{key}/']!.get!.responses['200']).toMatchObject({
      content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
    });
  });

  it('adds what a scope declares for all its routes, read when the document is made', async () => {
    const app = Fastify();
    const facts = routeFacts();
    app.addHook('onRoute', facts.onRoute);
    await app.register(async (scope) => {
      declareErrors(scope, [404]);
      scope.get('/api/security/roles/', async () => ({}));
    });
    app.get('/api/health/', async () => ({}));
    await app.ready();
    expect(facts.of('get', '/api/security/roles/').errors).toEqual([404]);
    expect(facts.of('get', '/api/health/').errors).toBeUndefined();
    await app.close();
  });

  it('keeps only the component schemas something reaches', () => {
    const doc = complete({
      '/api/x/': {
        get: op({
          responses: {
            200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Used' } } } },
          },
        }),
      },
    });
    expect(Object.keys(doc.components.schemas).sort()).toEqual(['Error', 'FieldErrors', 'Used']);
    expect(doc.components.responses).toHaveProperty('TooManyRequests');
  });
});
