import type { AuditAction, AuditObjectType } from '../../domain/security/audited';
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
  /** One of the audited actions (domain/security/audited.ts), so the screens have words for it. */
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string | number | null;
  /** The object's name as it is now (after the change; before a delete): the log shows it by it. */
  objectName: string | null;
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
    object_name: e.objectName,
    before: scrub(e.before),
    after: scrub(e.after),
    ip: e.ip ?? null,
  });
}
