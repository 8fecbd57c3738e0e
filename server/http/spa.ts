import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * unknown non-API GET answered with index.html so client-side routes survive a reload.
 */
export async function serveSpa(app: FastifyInstance, distDir: string) {
  // No directory means no SPA (tests): join('', 'index.html') would find Vite's source
  // index.html in the working directory and serve the repository root.
  const hasSpa = distDir !== '' && existsSync(join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: 'index.html',
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
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
