import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  SECURITY_EVENT_RATE,
  type SecurityEventReason,
  type SecurityEventSchema,
} from '../../../domain/security';
import {
  SIGN_IN_FAILED,
  type SecuritySeverity,
  type ServerSecurityEventType,
} from '../../../domain/security/eventWords';
import type { Principal } from '../../access/principals';
import { consumeRateLimit } from '../../auth/rateLimit';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { securityEvents } from './tables';

type SecurityEvent = z.infer<typeof SecurityEventSchema>;

/** Stores one client security event with who sent it and from where (rate-limited per user). */
export async function recordSecurityEvent(
  db: Db,
  request: FastifyRequest,
  principal: Principal,
  event: SecurityEvent,
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

/**
 * An incident the server detected itself, recorded like a client's event so the security
 * dashboard counts it: the client that met it may hold no valid credential left to report it
 * with (a refresh token reused after its access token expired), and an attacker's client would
 * not report it at all.
 */
export async function recordDetectedIncident(
  db: DbOrTx,
  request: FastifyRequest,
  incident: {
    userId: number;
    type: SecurityEvent['type'];
    reason: SecurityEventReason;
  },
) {
  await recordServerEvent(db, request, {
    userId: incident.userId,
    type: incident.type,
    severity: 'critical',
    details: { reason: incident.reason },
  });
}

/**
 * A sign-in refused (wrong credentials, or an account or organisation deactivated), of the
 * account the address names when there is one: the administration's dashboard counts them. Not
 * an incident on its own (medium): a mistyped password is the usual cause.
 */
export async function recordFailedSignIn(db: DbOrTx, request: FastifyRequest, userId: number | null) {
  await recordServerEvent(db, request, {
    userId,
    type: SIGN_IN_FAILED,
    severity: 'medium',
    details: {},
  });
}

/** An event the server records itself (`detected_by: 'server'`), of the user's organisation. */
async function recordServerEvent(
  db: DbOrTx,
  request: FastifyRequest,
  event: {
    userId: number | null;
    type: SecurityEvent['type'] | ServerSecurityEventType;
    severity: SecuritySeverity;
    details: Record<string, unknown>;
  },
) {
  const [user] =
    event.userId === null
      ? []
      : await db
          .select({ id_organization: users.id_organization })
          .from(users)
          .where(eq(users.id, event.userId))
          .limit(1);
  const now = new Date();
  await db.insert(securityEvents).values({
    event_id: randomUUID(),
    id_organization: user?.id_organization ?? null,
    user_id: user ? event.userId : null,
    type: event.type,
    severity: event.severity,
    details: { ...event.details, detected_by: 'server' },
    user_agent: String(request.headers['user-agent'] ?? '').slice(0, 512),
    url: request.url,
    client_timestamp: now,
    ip: request.ip,
  });
}
