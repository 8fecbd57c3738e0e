import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SECURITY_EVENT_RATE, type SecurityEventSchema } from '../../../domain/security';
import type { Principal } from '../../access/principals';
import { consumeRateLimit } from '../../auth/rateLimit';
import type { Db } from '../../db/client';
import { securityEvents } from './tables';

/** Stores one client security event with who sent it and from where (rate-limited per user). */
export async function recordSecurityEvent(
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  event: z.infer<typeof SecurityEventSchema>,
) {
  const { limit, windowSeconds } = SECURITY_EVENT_RATE;
  await consumeRateLimit(db, `security-events:user:${principal.user.id}`, limit, windowSeconds);
  const [row] = await db
    .insert(securityEvents)
    .values({
      event_id: event.id,
      id_organization: principal.user.id_organization,
      user_id: principal.user.id,
      type: event.type,
      severity: event.severity,
      details: event.details,
      user_agent: event.userAgent,
      url: event.url,
      client_timestamp: new Date(event.timestamp),
      ip: request.ip,
    })
    .returning({ id: securityEvents.id });
  return row!.id;
}
