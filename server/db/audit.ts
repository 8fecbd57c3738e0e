import type { DbOrTx } from './client';
import { auditLogs } from './tables/auditLogs';

const SECRET_KEYS = new Set(['password_hash', 'password', 'token_hash']);

/** Audit rows never hold secrets, whatever object the caller passes. */
function scrub(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_KEYS.has(k)));
}

export type AuditEntry = {
  actorId: number | null;
  idOrganization: number | null;
  action: string;
  objectType: string;
  objectId: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Call inside the transaction of the change, so the log and the change land together. */
export async function writeAudit(db: DbOrTx, e: AuditEntry) {
  await db.insert(auditLogs).values({
    actor_id: e.actorId,
    id_organization: e.idOrganization,
    action: e.action,
    object_type: e.objectType,
    object_id: e.objectId === null ? null : String(e.objectId),
    before: scrub(e.before),
    after: scrub(e.after),
    ip: e.ip ?? null,
  });
}
