import { z } from 'zod';
import type { App } from '../../http/types';
import type { Services } from '../../services';

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

export async function healthRoutes(app: App, { database }: Services) {
  app.get(
    '/health/',
    {
      schema: {
        tags: ['health'],
        security: [],
        summary: 'Liveness and database status',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
}
