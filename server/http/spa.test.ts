import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from './spa';

// A build's layout (what vite.config.ts writes), small enough to tell the pages apart.
let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<p>guest</p>');
  writeFileSync(join(dist, 'index.signed-in.html'), '<p>signed in</p>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'export {};');
  app = Fastify();
  await serveSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const session = 'backoffice-userData=%7B%7D; backoffice-accessToken=eyJ.x.y';

describe('serveSpa', () => {
  it.each(['/', '/login', '/apps/product-management/product/list?page=2'])(
    'answers %s with the guest page, revalidated, to a browser without a session',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<p>guest</p>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/cookie/i);
    },
  );

  it.each(['/', '/apps/product-management/product/list'])(
    'answers %s with the page preloading the signed-in code to a browser holding a session',
    async (url) => {
      const response = await app.inject({ url, headers: { cookie: session } });
      expect(response.body).toBe('<p>signed in</p>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('takes an emptied session cookie (signed out) for no session', async () => {
    const response = await app.inject({ url: '/login', headers: { cookie: 'backoffice-accessToken=; a=b' } });
    expect(response.body).toBe('<p>guest</p>');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const response = await app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown API path with the API error, not a page', async () => {
    const response = await app.inject({ url: '/api/nothing-here/', headers: { cookie: session } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
