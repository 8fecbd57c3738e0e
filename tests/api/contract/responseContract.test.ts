import { describe, expect, it } from 'vitest';
import { loadContract, type Exchange } from './responseContract';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const contract = loadContract({
  paths: {
    '/api/brands/{id}/': {
      get: {
        responses: {
          200: json({ type: 'object', required: ['id'], properties: { id: { type: 'integer' } } }),
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
      delete: { responses: { 204: { description: 'Done' } } },
    },
    '/api/brands/me/': { get: { responses: { 200: json({ type: 'string' }) } } },
    '/api/files/{key}/': { get: { responses: { 200: { content: { 'image/png': {} } } } } },
  },
  components: {
    responses: {
      NotFound: json({ type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } }),
    },
  },
});
const exchange = (e: Partial<Exchange>): Exchange => ({
  method: 'GET',
  url: '/api/brands/1/',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: '{"id":1}',
  ...e,
});

describe('a response against the document', () => {
  it('keeps it when status, media type and body are as documented', () => {
    expect(contract.violations(exchange({}))).toEqual([]);
    expect(
      contract.violations(
        exchange({ url: '/api/brands/1/?x=1', status: 404, body: '{"detail":"Not found."}' }),
      ),
    ).toEqual([]);
    expect(
      contract.violations(exchange({ method: 'DELETE', status: 204, contentType: undefined, body: '' })),
    ).toEqual([]);
  });

  it('breaks it with a status the operation does not document', () => {
    expect(contract.violations(exchange({ status: 409 }))).toEqual([
      'GET /api/brands/{id}/ → 409: status not documented (documented: 200, 404)',
    ]);
  });

  it('breaks it with a body that does not match the schema, also a shared one', () => {
    expect(contract.violations(exchange({ body: '{"id":"1"}' }))[0]).toMatch(/\/id must be integer/);
    expect(contract.violations(exchange({ status: 404, body: '{}' }))[0]).toMatch(
      /required property 'detail'/,
    );
  });

  it('breaks it with an undocumented media type or a body where none is documented', () => {
    expect(contract.violations(exchange({ contentType: 'text/html' }))[0]).toMatch(/media type text\/html/);
    expect(contract.violations(exchange({ method: 'DELETE', status: 204, body: 'x' }))[0]).toMatch(
      /without a body/,
    );
    expect(
      contract.violations(exchange({ url: '/api/files/abc/', contentType: 'image/png', body: 'PNG' })),
    ).toEqual([]);
  });

  it('prefers the template without parameters, and leaves routes outside the document alone', () => {
    expect(contract.violations(exchange({ url: '/api/brands/me/', body: '"me"' }))).toEqual([]);
    expect(contract.violations(exchange({ url: '/api/nope/', status: 404 }))).toEqual([]);
  });
});
