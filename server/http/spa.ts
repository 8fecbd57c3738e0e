import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Written by the build beside index.html (vite.config.ts): it also starts the page's first API
 * requests (src/early/main.ts) and preloads the signed-in code.
 */
const SIGNED_IN_HTML = 'index.signed-in.html';
/** The stored session's access token (src/lib/session/cookieSession.ts). */
const SESSION_COOKIE = /(?:^|;\s*)backoffice-accessToken=[^;]/;

/** Whether the browser holds a session: the page then starts and preloads what signed-in screens need. */
const holdsSession = (request: FastifyRequest) => SESSION_COOKIE.test(request.headers.cookie ?? '');

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
  // The page differs by cookie: a shared cache must not give one visitor's to another.
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .sendFile(hasSignedInHtml && holdsSession(request) ? SIGNED_IN_HTML : 'index.html');
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
