import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_LIST_REQUESTS } from '../../src/early/firstRequests';
import { SERVER_RENDER_FILE, serverRenderDir } from '../../src/ssr/buildPaths';
import { SERVER_PAGE_DATA_ID } from '../../src/ssr/pageData';
import type * as ServerRender from '../../src/ssr/render';

/**
 * Written by the build beside index.html (vite.config.ts): it also starts the page's first API
 * requests (src/early/main.ts) and preloads the signed-in code.
 */
const SIGNED_IN_HTML = 'index.signed-in.html';
/** The stored session's access token (src/lib/session/cookieSession.ts). */
const SESSION_COOKIE = /(?:^|;\s*)backoffice-accessToken=[^;]/;

/** Whether the browser holds a session: the page then starts and preloads what signed-in screens need. */
const holdsSession = (request: FastifyRequest) => SESSION_COOKIE.test(request.headers.cookie ?? '');

/** The script starting the first requests (vite.config.ts marks it): a rendered page holds their answers. */
const EARLY_SCRIPT = /[ \t]*<script[^>]* data-early[^>]*><\/script>\n?/;
/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Signed-in list screens drawn by the server (src/ssr/render.tsx), when the build made that
 * render: a bookmark then shows its first rows before the app's code has run. Only a list opened
 * without a query (the screens whose first request src/early/ knows), for a browser holding a
 * session; the API is asked as the visitor (their own token, through `app.inject`, so the same
 * authentication, rights and scoping as their browser's requests). Null when there is no render.
 */
async function serverRenderer(app: FastifyInstance, distDir: string) {
  const file = join(serverRenderDir(distDir), SERVER_RENDER_FILE);
  if (!existsSync(file)) return null;
  const { renderSignedInPage } = (await import(pathToFileURL(file).href)) as typeof ServerRender;
  const template = readFileSync(join(distDir, SIGNED_IN_HTML), 'utf8').replace(EARLY_SCRIPT, '');
  if (!template.includes('<div id="root"></div>')) throw new Error(`${SIGNED_IN_HTML}: no empty root element`);
  const rendersPath = (url: string) => {
    const [path = '', query] = url.split('?', 2);
    return query === undefined && FIRST_LIST_REQUESTS[path.replace(/\/+$/, '')] !== undefined;
  };
  return async (request: FastifyRequest): Promise<string | null> => {
    if (request.method !== 'GET' || !rendersPath(request.url)) return null;
    const fetchApi = async (apiRequest: Request) => {
      const url = new URL(apiRequest.url);
      const answer = await app.inject({
        method: 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(apiRequest.headers),
        remoteAddress: request.ip,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
    };
    try {
      const page = await renderSignedInPage(request.url, request.headers.cookie ?? '', fetchApi);
      if (!page) return null;
      return template
        .replace('</head>', `${page.head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_PAGE_DATA_ID}">${scriptJson(page.data)}</script>`,
        );
    } catch (error) {
      // The page the browser renders itself is always there to fall back on.
      request.log.warn({ err: error }, 'server render failed');
      return null;
    }
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year, the HTML revalidated every time, and
 * every unknown non-API GET answered with the HTML so client-side routes survive a reload. A
 * browser holding a session gets the HTML that also starts its first requests and preloads the
 * signed-in code (only a head start: a stale cookie costs a download and a refused request, never
 * a wrong page).
 */
export async function serveSpa(app: FastifyInstance, distDir: string) {
  // No directory means no SPA (tests): join('', 'index.html') would find Vite's source
  // index.html in the working directory and serve the repository root.
  const hasSpa = distDir !== '' && existsSync(join(distDir, 'index.html'));
  const hasSignedInHtml = hasSpa && existsSync(join(distDir, SIGNED_IN_HTML));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      // `/` too is answered below, by whether a session is held.
      index: false,
      // The build writes .br/.gz beside each asset (scripts/compress-dist.ts).
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const render = hasSignedInHtml ? await serverRenderer(app, distDir) : null;
  // The page differs by cookie: a shared cache must not give one visitor's to another.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = hasSignedInHtml && holdsSession(request);
    const rendered = signedIn && render ? await render(request) : null;
    if (rendered !== null) {
      // One user's data: kept by no cache, not even the browser's.
      return reply
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(rendered);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .sendFile(signedIn ? SIGNED_IN_HTML : 'index.html');
  };
  // The static files' wildcard would answer the folder itself (`/`) with a refusal.
  if (hasSpa) app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply);
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
