import { pathToFileURL } from 'node:url';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa, spaScriptSources } from './spa';
import { SERVER_RENDER_FILE, serverRenderDir } from './serverRenderPath';

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

// A build with the server's render (src/ssr/render.tsx): a stand-in drawing `/rendered/…` and
// showing what the API answered it, so the test sees which requests it made as whom.
describe('serveSpa with a server render', () => {
  let built: string;
  let server: FastifyInstance;
  const head = (extra = '', preloads: string[] = []) =>
    `<html><head><script type="module" async crossorigin data-early src="/assets/early-1.js"></script>\n    <script src="/preferences.js"></script>\n    <script type="module" crossorigin src="/assets/index-Ab1_c.js"></script>\n${preloads.map((file) => `    <link rel="modulepreload" crossorigin href="/assets/${file}">\n`).join('')}${extra}</head>`;
  beforeAll(async () => {
    built = join(mkdtempSync(join(tmpdir(), 'spa-render-')), 'dist');
    mkdirSync(built);
    mkdirSync(serverRenderDir(built));
    writeFileSync(join(built, 'preferences.js'), 'document.documentElement.lang = "en";');
    writeFileSync(
      join(built, 'index.html'),
      `${head('<!--guest-->', ['login-1.js'])}<body><div id="root"></div></body></html>`,
    );
    writeFileSync(
      join(built, 'index.signed-in.html'),
      `${head('<!--signed-in-->', ['login-1.js', 'signed-in-1.js'])}<body><div id="root"></div></body></html>`,
    );
    writeFileSync(
      join(serverRenderDir(built), SERVER_RENDER_FILE),
      `export let prepared = 0;
      export async function prepareSignedInPages() { prepared += 1; }
      export async function renderGuestPage(url, cookies) {
        if (!url.startsWith('/login') || cookies !== '') return null;
        return { head: '<style>.g{}</style>', root: '<form>' + url + '</form>', afterRoot: '' };
      }
      export async function renderSignedInPage(url, cookies, fetchApi) {
        if (url === '/broken') throw new Error('render failed');
        if (!url.startsWith('/rendered')) return null;
        const answer = await fetchApi(
          new Request('http://render.invalid/api/whoami/?x=1', { headers: { Authorization: 'Bearer ok' } }),
        );
        if (!answer.ok) return null;
        return { head: '<style>.a{}</style>', root: '<p>' + (await answer.text()) + ' $&</p>', afterRoot: '<script type="application/json" id="data">{}</script>' };
      }`,
    );
    server = Fastify();
    // The render asks the API with the visitor's token (which it sets) from the visitor's address.
    server.get('/api/whoami/', async (request, reply) =>
      request.headers.authorization === 'Bearer ok'
        ? `${request.headers.authorization} from ${request.ip} ${request.url}`
        : reply.status(403).send('no'),
    );
    await serveSpa(server, built);
    await server.ready();
  });
  afterAll(async () => {
    await server.close();
    rmSync(join(built, '..'), { recursive: true, force: true });
  });

  it('prepares the render once, as it starts', async () => {
    const render = (await import(pathToFileURL(join(serverRenderDir(built), SERVER_RENDER_FILE)).href)) as {
      prepared: number;
    };
    expect(render.prepared).toBe(1);
  });

  it('answers a screen it draws with the drawn page, kept by no cache', async () => {
    const response = await server.inject({
      url: '/rendered/list',
      headers: { cookie: session },
      remoteAddress: '10.1.2.3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    // The page's pre-paint script inline, the early requests' script gone (the page holds their answers).
    expect(response.body).not.toContain('data-early');
    expect(response.body).toContain('<script>document.documentElement.lang = "en";</script>');
    expect(response.body).toContain('<style>.a{}</style></head>');
    expect(response.body).toContain('<!--signed-in-->');
    // The app starts once the drawn page is painted, its code asked for then too, all at once.
    expect(response.body).not.toContain('<script type="module" crossorigin src="/assets/index-Ab1_c.js">');
    expect(response.body).not.toContain('modulepreload" crossorigin href');
    expect(response.body).toMatch(
      /<script>\(function.*requestAnimationFrame\(.*\["\/assets\/login-1\.js","\/assets\/signed-in-1\.js"\].*modulepreload.*"\/assets\/index-Ab1_c\.js".*<\/script><\/body>/s,
    );
    expect(response.body).toContain(
      '<div id="root"><p>Bearer ok from 10.1.2.3 /api/whoami/?x=1 $&</p></div><script type="application/json" id="data">',
    );
  });

  it('compresses a drawn page as the browser accepts', async () => {
    const response = await server.inject({
      url: '/rendered/list',
      headers: { cookie: session, 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root"><p>');
  });

  it.each([
    ['a screen it does not draw', '/other', session],
    ['a render that fails', '/broken', session],
  ])('answers %s with the signed-in page, revalidated', async (_case, url, cookie) => {
    const response = await server.inject({ url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<!--signed-in-->');
    expect(response.body).toContain('data-early');
    expect(response.body).not.toContain('id="root"><p>');
  });

  it('never draws a signed-in screen for a browser without a session', async () => {
    const response = await server.inject({ url: '/rendered/list' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('<!--signed-in-->');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('draws the sign-in page for a guest into the guest page, revalidated as every page but one user’s', async () => {
    const response = await server.inject({ url: '/login?to=%2Fx' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.body).toContain('<!--guest-->');
    expect(response.body).not.toContain('<!--signed-in-->');
    expect(response.body).toContain('<style>.g{}</style></head>');
    expect(response.body).toContain('<div id="root"><form>/login?to=%2Fx</form></div>');
    // The app starts once the drawn form is painted, its code asked for then too.
    expect(response.body).not.toContain('modulepreload" crossorigin href');
    expect(response.body).toMatch(
      /<script>\(function.*requestAnimationFrame\(.*\["\/assets\/login-1\.js"\].*"\/assets\/index-Ab1_c\.js".*<\/script><\/body>/s,
    );
  });

  it('leaves the sign-in page to the client for a browser holding a session', async () => {
    const response = await server.inject({ url: '/login', headers: { cookie: session } });
    expect(response.body).toContain('<!--signed-in-->');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('allows the inline scripts by their hashes, and only those', async () => {
    const sources = spaScriptSources(built);
    // The pre-paint script, and the start of each page drawn (a session's, a guest's).
    expect(sources).toHaveLength(3);
    for (const source of sources) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    const inlineHashes = async (url: string, cookie: string) => {
      const body = (await server.inject({ url, headers: { cookie } })).body;
      const inline = [...body.matchAll(/<script>(.*?)<\/script>/gs)].map(([, script]) => script!);
      return inline.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    };
    const signedIn = await inlineHashes('/rendered/list', session);
    const guest = await inlineHashes('/login', '');
    expect(signedIn).toHaveLength(2);
    expect(guest).toHaveLength(2);
    expect(new Set([...signedIn, ...guest])).toEqual(new Set(sources));
    expect(spaScriptSources('')).toEqual([]);
  });
});

// As it starts listening, the server draws one page for a session of its own, so the first
// visitor's page does not pay for compiling the render's code.
describe('serveSpa warming up the server render', () => {
  let built: string;
  const renderAt = () => join(serverRenderDir(built), SERVER_RENDER_FILE);
  beforeAll(() => {
    built = join(mkdtempSync(join(tmpdir(), 'spa-warm-')), 'dist');
    mkdirSync(built);
    mkdirSync(serverRenderDir(built));
    const html = `<html><head><script type="module" crossorigin src="/assets/index-Ab1_c.js"></script></head><body><div id="root"></div></body></html>`;
    writeFileSync(join(built, 'index.html'), html);
    writeFileSync(join(built, 'index.signed-in.html'), html);
    writeFileSync(
      renderAt(),
      `export const drawn = [];
      export const guestDrawn = [];
      export async function renderGuestPage(url, cookies) {
        guestDrawn.push({ url, cookies });
        return { head: '', root: '', afterRoot: '' };
      }
      export function warmUpCookies(session) {
        return { url: '/warm', cookieHeader: 'token=' + session.accessToken + '; user=' + session.user.id };
      }
      export async function renderSignedInPage(url, cookies, fetchApi) {
        const answer = await fetchApi(new Request('http://render.invalid/api/whoami/', { headers: { Authorization: 'Bearer ok' } }));
        drawn.push({ url, cookies, answer: await answer.text() });
        return { head: '', root: '', afterRoot: '' };
      }`,
    );
  });
  afterAll(() => rmSync(join(built, '..'), { recursive: true, force: true }));

  const serverWith = async (session: { user: { id: number }; accessToken: string } | null) => {
    const server = Fastify();
    server.get('/api/whoami/', async (request) => `${request.headers.authorization} from ${request.ip}`);
    await serveSpa(server, built, async () => session);
    return server;
  };
  const render = async () =>
    (await import(pathToFileURL(renderAt()).href)) as {
      drawn: { url: string; cookies: string; answer: string }[];
      guestDrawn: { url: string; cookies: string }[];
    };
  const drawn = async () => (await render()).drawn;
  const guestDrawn = async () => (await render()).guestDrawn;

  it('draws one page for its session once listening, not before, its API asked from itself', async () => {
    const server = await serverWith({ user: { id: 7 }, accessToken: 'warm-token' });
    try {
      await server.ready();
      expect(await drawn()).toEqual([]);
      await server.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(async () => (await drawn()).length).toBe(1);
      expect((await drawn())[0]).toEqual({
        url: '/warm',
        cookies: 'token=warm-token; user=7',
        answer: 'Bearer ok from 127.0.0.1',
      });
    } finally {
      await server.close();
    }
  });

  it('draws the sign-in page for a guest once listening, and no signed-in page without a session to draw for', async () => {
    const before = { signedIn: (await drawn()).length, guest: (await guestDrawn()).length };
    const server = await serverWith(null);
    try {
      await server.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(async () => (await guestDrawn()).length).toBe(before.guest + 1);
      expect((await guestDrawn()).at(-1)).toEqual({ url: '/login', cookies: '' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await drawn()).length).toBe(before.signedIn);
    } finally {
      await server.close();
    }
  });
});
